import { isPlainObject } from "../entities/query-operators.ts";

/**
 * The pull's only way to the source server: the SDK's own requests, as a browser holding the owner's
 * token would send them. Everything is a GET except CreateFileSignedUrl, which the protocol offers only
 * as a POST and which signs a link without changing anything. Replies are read with a byte cap (a
 * hostile source cannot fill memory), redirects are never followed (they could lead to another host),
 * and the token goes only to the source's own origin, never to another host that stores its files.
 */
export class SourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SourceError";
  }
}

/** A file the source does not have (any more): the caller decides whether that stops the pull. */
export class MissingFileError extends SourceError {}

export interface SourceOptions {
  readonly origin: string;
  readonly appId: string;
  readonly token: string;
  /** The largest JSON reply read, in bytes. */
  readonly maxReplyBytes: number;
  readonly timeoutMs: number;
  /** How a 429's Retry-After is waited out; injected by tests. */
  readonly wait?: (ms: number) => Promise<void>;
  readonly onWait?: (seconds: number, what: string) => void;
}

const MAX_WAITS = 5;
const LONGEST_WAIT_SECONDS = 120;

export interface SourceClient {
  readonly origin: string;
  /** GET /api/apps/{app}/{path} as JSON. */
  getJson(path: string, query: Record<string, string>): Promise<unknown>;
  /** The bytes at `url` (the source's origin or a host the operator allowed), at most maxBytes. */
  download(url: URL, maxBytes: number): Promise<{ data: Buffer; contentType: string }>;
  /** A signed, readable URL for a private file_uri (Core.CreateFileSignedUrl). */
  signPrivateFile(fileUri: string): Promise<URL>;
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The message of a Base44 error body, or the start of whatever else came. */
function messageOf(text: string): string {
  try {
    const body = JSON.parse(text) as unknown;
    if (isPlainObject(body)) {
      const message = body.message ?? body.detail;
      if (typeof message === "string") return message.slice(0, 300);
    }
  } catch {
    // Not JSON: show the start of it.
  }
  return text.slice(0, 200).replace(/\s+/g, " ").trim();
}

async function readCapped(response: Response, maxBytes: number, what: string, advice = ""): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new SourceError(
      `${what}: the reply is ${declared} bytes, more than the ${maxBytes} this pull reads`,
    );
  }
  const chunks: Buffer[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => {});
      throw new SourceError(
        `${what}: the reply is larger than the ${maxBytes} bytes this pull reads${advice}`,
      );
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export function sourceClient(options: SourceOptions): SourceClient {
  const { origin, appId, token, maxReplyBytes, timeoutMs } = options;
  const wait = options.wait ?? defaultWait;
  const apiBase = `${origin}/api/apps/${encodeURIComponent(appId)}/`;

  async function send(url: URL, init: RequestInit, what: string, withToken: boolean): Promise<Response> {
    for (let waits = 0; ; waits += 1) {
      let response: Response;
      try {
        response = await fetch(url, {
          ...init,
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            accept: "application/json",
            ...(withToken ? { authorization: `Bearer ${token}`, "x-app-id": appId } : {}),
            ...(init.headers as Record<string, string> | undefined),
          },
        });
      } catch (error) {
        const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
        throw new SourceError(
          `${what}: no answer from ${url.origin} (${cause}). Check --from and the network, then run the same command again: it continues where it stopped`,
        );
      }
      const retryAfter = Number(response.headers.get("retry-after") ?? Number.NaN);
      if (response.status === 429 && waits < MAX_WAITS && retryAfter >= 0) {
        await response.body?.cancel();
        const seconds = Math.min(Math.max(retryAfter, 1), LONGEST_WAIT_SECONDS);
        options.onWait?.(seconds, what);
        await wait(seconds * 1000);
        continue;
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        throw new SourceError(
          `${what}: the source redirects to ${response.headers.get("location") ?? "another address"}, which this pull does not follow; give the server's own address with --from`,
        );
      }
      return response;
    }
  }

  async function failure(response: Response, what: string): Promise<never> {
    const text = (await readCapped(response, 64 * 1024, what).catch(() => Buffer.alloc(0))).toString("utf8");
    const said = messageOf(text);
    const status = response.status;
    const advice =
      status === 401 || status === 403
        ? "Give a token that may read every record of the app with --token: the owner's (on an Ember server, its SERVICE_TOKEN)"
        : status === 404
          ? "Check --app, and that the project's entities are the app's (--project)"
          : status >= 500 || status === 429
            ? "Run the same command again later: it continues where it stopped"
            : "The source refused the request";
    throw new SourceError(`${what}: the source answered ${status}${said ? ` (${said})` : ""}. ${advice}`);
  }

  async function json(response: Response, what: string): Promise<unknown> {
    const advice = " (raise --max-reply-mb, or lower --page-size)";
    const text = (await readCapped(response, maxReplyBytes, what, advice)).toString("utf8");
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new SourceError(`${what}: the reply is not JSON (${text.slice(0, 80).replace(/\s+/g, " ")}…)`);
    }
  }

  return {
    origin,
    async getJson(path, query) {
      const url = new URL(path, apiBase);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      const what = `GET ${url.pathname}${url.search}`;
      const response = await send(url, { method: "GET" }, what, true);
      if (!response.ok) return failure(response, what);
      return json(response, what);
    },

    async download(url, maxBytes) {
      const what = `GET ${url.href}`;
      // The owner's token is for the source alone, never for a storage host the operator allowed.
      const response = await send(url, { method: "GET" }, what, url.origin === origin);
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        throw new MissingFileError(`${what}: the source has no such file (${response.status})`);
      }
      if (!response.ok) return failure(response, what);
      const data = await readCapped(response, maxBytes, what, ", this server's UPLOAD_MAX_BYTES");
      return { data, contentType: response.headers.get("content-type") ?? "" };
    },

    async signPrivateFile(fileUri) {
      const url = new URL("integration-endpoints/Core/CreateFileSignedUrl", apiBase);
      const what = `CreateFileSignedUrl for ${fileUri}`;
      const response = await send(
        url,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ file_uri: fileUri, expires_in: 300 }),
        },
        what,
        true,
      );
      if (response.status === 404) {
        await response.body?.cancel();
        throw new MissingFileError(`${what}: the source has no such file (404)`);
      }
      if (!response.ok) return failure(response, what);
      const body = await json(response, what);
      const signed = isPlainObject(body) ? body.signed_url : undefined;
      if (typeof signed !== "string") throw new SourceError(`${what}: the reply has no signed_url`);
      try {
        return new URL(signed);
      } catch {
        throw new SourceError(`${what}: the signed_url ${JSON.stringify(signed.slice(0, 80))} is not a URL`);
      }
    },
  };
}
