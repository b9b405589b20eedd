import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EX_DATAERR, EX_OK, EX_USAGE } from "../../src/cli/app-import.ts";
import { EX_UNAVAILABLE, runAppPull } from "../../src/cli/app-pull.ts";
import { openDatabase } from "../../src/db/open-database.ts";
import { sourceClient } from "../../src/platform/app-pull/source-client.ts";
import { seedPgliteDataDir } from "../setup/pglite-template.ts";

/**
 * app:pull against a source that is broken or hostile: replies that are not pages of records, records
 * whose ids are not ids, endless cursors, huge replies, redirects, files on hosts nobody allowed, links
 * signed for another host. Each is refused with a message that says what to do, leaves nothing of the
 * refused page written, and no host but the source (and one the operator named) is ever contacted.
 */
const fixture = fileURLToPath(new URL("../fixtures/pull-app", import.meta.url));
const APP = "hostile";
const TOKEN = "owner-token-of-the-hostile-source";

type Handler = (url: URL, request: IncomingMessage, response: ServerResponse) => void;
interface FakeHost {
  origin: string;
  readonly seen: { method: string; url: string; authorization: string | undefined }[];
  handle: Handler | null;
  close: () => Promise<void>;
}

async function fakeHost(): Promise<FakeHost> {
  const host: FakeHost = { origin: "", seen: [], handle: null, close: async () => {} };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    host.seen.push({
      method: request.method ?? "",
      url: request.url ?? "",
      authorization: request.headers.authorization,
    });
    if (host.handle) host.handle(url, request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  host.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return host;
}

const json = (response: ServerResponse, body: unknown, status = 200) =>
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
const lastPage = (items: unknown[]) => ({ items, next_cursor: null, has_more: false });
const record = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  created_date: "2025-05-01T10:00:00.000Z",
  updated_date: "2025-05-01T10:00:00.000Z",
  created_by: "ann@example.org",
  created_by_id: "65b000000000000000000001",
  title: `Item ${id}`,
  ...extra,
});

describe("app:pull from a broken or hostile source", { timeout: 120_000 }, () => {
  let work: string;
  let dataDir: string;
  let source: FakeHost;
  let elsewhere: FakeHost;
  /** What the source's Item walk answers; every other entity is empty. */
  let items: Handler;

  const run = async (...extra: string[]) => {
    const lines: string[] = [];
    const code = await runAppPull(
      ["--from", source.origin, "--app", APP, "--project", fixture, "--page-size", "2", ...extra],
      {
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "silent",
        APP_PULL_TOKEN: TOKEN,
        PUBLIC_URL: "http://target.test",
      },
      { out: (l) => lines.push(l), err: (l) => lines.push(l) },
    );
    return { code, text: lines.join("\n") };
  };
  const itemRows = async () => {
    const db = await openDatabase({ dataDir });
    try {
      return (
        await db.query<{ id: string; data: Record<string, unknown> }>(
          "select id, data from e_item order by id",
        )
      ).rows;
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "ember-app-pull-hostile-"));
    source = await fakeHost();
    elsewhere = await fakeHost();
    source.handle = (url, _request, response) => {
      if (url.pathname === `/api/apps/${APP}/entities/Item/v2/list`) return items(url, _request, response);
      if (/^\/api\/apps\/hostile\/entities\/\w+\/v2\/list$/.test(url.pathname))
        return json(response, lastPage([]));
      response.writeHead(404).end();
    };
  });
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(work, "target-"));
    await seedPgliteDataDir(dataDir);
    source.seen.length = 0;
    elsewhere.seen.length = 0;
    elsewhere.handle = null;
  });
  afterAll(async () => {
    await source?.close();
    await elsewhere?.close();
    await rm(work, { recursive: true, force: true });
  });

  it("refuses a reply that is not JSON, or not a page of records, and writes none of it", async () => {
    items = (_url, _request, response) =>
      response.writeHead(200, { "content-type": "text/html" }).end("<html>hi</html>");
    let result = await run();
    expect(result.code).toBe(EX_UNAVAILABLE);
    expect(result.text).toMatch(
      /Item, page 1: GET \/api\/apps\/hostile\/entities\/Item\/v2\/list\?limit=2&sort=created_date: the reply is not JSON/,
    );
    expect(result.text).toContain("the same command continues from there");

    items = (_url, _request, response) => json(response, [record("66c000000000000000000001")]);
    result = await run();
    expect(result.code).toBe(EX_UNAVAILABLE);
    expect(result.text).toContain("the reply is not a page of records (not an object with items)");

    items = (_url, _request, response) =>
      json(response, { items: [record("66c000000000000000000001")], has_more: true });
    result = await run();
    expect(result.text).toContain("has_more without a usable next_cursor");
    items = (_url, _request, response) =>
      json(
        response,
        lastPage([
          record("66c000000000000000000001"),
          record("66c000000000000000000002"),
          record("66c000000000000000000003"),
        ]),
      );
    result = await run();
    expect(result.text).toContain("3 records where at most 2 were asked for");
    expect(await itemRows()).toEqual([]);
  });

  it("names a record whose id is not an id, writes nothing of its page, and continues there once the source is fixed", async () => {
    items = (_url, _request, response) =>
      json(response, lastPage([record("66c000000000000000000001"), record("../../etc/passwd")]));
    const refused = await run();
    expect(refused.code).toBe(EX_DATAERR);
    expect(refused.text).toContain(
      "Item: the source's records do not fit this server's schema; nothing of this page was written.",
    );
    expect(refused.text).toContain(
      'Item record "../../etc/passwd": id: "../../etc/passwd" is not a record id',
    );
    expect(await itemRows()).toEqual([]);
    const state = JSON.parse(
      await readFile(
        path.join(dataDir, "app-pull", `${new URL(source.origin).host.replace(":", "_")}_${APP}.json`),
        "utf8",
      ),
    );
    expect(state.entities.Event.done).toBe(true);
    expect(state.entities.Item).toBeUndefined();

    items = (_url, _request, response) => json(response, lastPage([record("66c000000000000000000001")]));
    const fixed = await run();
    expect(fixed.text).toContain("Event: done in an earlier run");
    expect(fixed.code).toBe(EX_OK);
    expect((await itemRows()).map((r) => r.id)).toEqual(["66c000000000000000000001"]);
  });

  it("stops a cursor that never ends, after writing the pages before it", async () => {
    items = (url, _request, response) =>
      json(response, {
        items: [
          record(url.searchParams.has("cursor") ? "66c000000000000000000002" : "66c000000000000000000001"),
        ],
        next_cursor: "again",
        has_more: true,
      });
    const result = await run();
    expect(result.code).toBe(EX_UNAVAILABLE);
    expect(result.text).toContain(
      "Item, page 2: the reply is not a page of records (the next page's cursor is the one just read",
    );
    expect((await itemRows()).map((r) => r.id)).toEqual(["66c000000000000000000001"]);
  });

  it("reads no more than --max-reply-mb of a reply, whatever its length says", async () => {
    items = (_url, _request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"items":["');
      // Two megabytes, sent in pieces with no length announced.
      for (let i = 0; i < 32; i++) response.write("x".repeat(64 * 1024));
      response.end('"],"has_more":false,"next_cursor":null}');
    };
    const result = await run("--max-reply-mb", "1");
    expect(result.code).toBe(EX_UNAVAILABLE);
    expect(result.text).toContain(
      "the reply is larger than the 1048576 bytes this pull reads (raise --max-reply-mb, or lower --page-size)",
    );
    expect(await itemRows()).toEqual([]);
  });

  it("follows no redirect and fetches no file from a host nobody allowed", async () => {
    items = (_url, _request, response) =>
      response.writeHead(302, { location: `${elsewhere.origin}/steal` }).end();
    const redirected = await run();
    expect(redirected.code).toBe(EX_UNAVAILABLE);
    expect(redirected.text).toContain(
      `the source redirects to ${elsewhere.origin}/steal, which this pull does not follow`,
    );

    const link = `${elsewhere.origin}/api/files/public/3f2a1b4c-0000-4000-8000-000000000001.txt`;
    items = (_url, _request, response) =>
      json(response, lastPage([record("66c000000000000000000001", { link })]));
    const kept = await run();
    expect(kept.code).toBe(EX_OK);
    expect(kept.text).toContain(
      `addresses on other hosts were left as they are, not fetched: ${elsewhere.origin}`,
    );
    expect((await itemRows())[0]?.data.link).toBe(link);
    expect(elsewhere.seen).toEqual([]);
  });

  it("copies files from a host the operator named, without handing it the owner's token", async () => {
    elsewhere.handle = (_url, _request, response) =>
      response.writeHead(200, { "content-type": "text/plain" }).end("stored elsewhere\n");
    const link = `${elsewhere.origin}/storage/v1/object/public/app/photo.txt`;
    items = (_url, _request, response) =>
      json(response, lastPage([record("66c000000000000000000001", { link })]));
    const result = await run("--files-from", elsewhere.origin);
    expect(result.code).toBe(EX_OK);
    expect(result.text).toContain("files: 1 copied");
    expect((await itemRows())[0]?.data.link).toMatch(
      /^http:\/\/target\.test\/api\/files\/public\/[0-9a-f-]{36}\.txt$/,
    );
    expect(elsewhere.seen).toEqual([
      { method: "GET", url: "/storage/v1/object/public/app/photo.txt", authorization: undefined },
    ]);
    expect(source.seen.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it("refuses a private file the source signs for another host, and stops on a missing file unless told to keep it", async () => {
    items = (_url, _request, response) =>
      json(
        response,
        lastPage([
          record("66c000000000000000000001", { link: "private/3f2a1b4c-0000-4000-8000-000000000002.pdf" }),
        ]),
      );
    const previous = source.handle;
    source.handle = (url, request, response) => {
      if (url.pathname.endsWith("/integration-endpoints/Core/CreateFileSignedUrl"))
        return json(response, { signed_url: `${elsewhere.origin}/private/x.pdf?sig=1` });
      previous?.(url, request, response);
    };
    try {
      const signedElsewhere = await run();
      expect(signedElsewhere.code).toBe(EX_UNAVAILABLE);
      expect(signedElsewhere.text).toContain(`as ${elsewhere.origin}, a host this pull does not read`);
      expect(elsewhere.seen).toEqual([]);
      expect(await itemRows()).toEqual([]);
    } finally {
      source.handle = previous;
    }

    const gone = `${source.origin}/api/files/public/3f2a1b4c-0000-4000-8000-000000000003.png`;
    items = (_url, _request, response) =>
      json(response, lastPage([record("66c000000000000000000001", { link: gone })]));
    const stopped = await run();
    expect(stopped.code).toBe(EX_UNAVAILABLE);
    expect(stopped.text).toContain(
      `Item record "66c000000000000000000001": GET ${gone}: the source has no such file (404)`,
    );
    expect(stopped.text).toContain("run again with --keep-unreadable-files");
    const kept = await run("--keep-unreadable-files");
    expect(kept.code).toBe(EX_OK);
    expect(kept.text).toContain("1 unreadable kept as they were");
    expect((await itemRows())[0]?.data.link).toBe(gone);
  });

  it("says what to do when the token is refused, the state belongs elsewhere, or --from is no origin", async () => {
    const previous = source.handle;
    source.handle = (_url, _request, response) => json(response, { message: "Invalid token" }, 401);
    try {
      const refused = await run();
      expect(refused.code).toBe(EX_UNAVAILABLE);
      expect(refused.text).toContain("User, page 1");
      expect(refused.text).toContain(
        "the source answered 401 (Invalid token). Give a token that may read every record",
      );
    } finally {
      source.handle = previous;
    }

    const state = path.join(dataDir, "other-state.json");
    await writeFile(
      state,
      JSON.stringify({ version: 1, from: "https://old.example.org", app: APP, entities: {} }),
    );
    const wrongState = await run("--state", state);
    expect(wrongState.text).toContain(`belongs to a pull of app ${APP} from https://old.example.org`);
    expect(wrongState.code).not.toBe(EX_OK);

    const lines: string[] = [];
    const code = await runAppPull(
      ["--from", `${source.origin}/api`, "--app", APP, "--project", fixture],
      { DATA_DIR: dataDir, APP_PULL_TOKEN: TOKEN },
      { out: (l) => lines.push(l), err: (l) => lines.push(l) },
    );
    expect(code).toBe(EX_USAGE);
    expect(lines.join("\n")).toContain("give the origin only, without a path");
  });

  it("waits as long as a 429's Retry-After asks, then reads on", async () => {
    let answered = 0;
    const previous = source.handle;
    source.handle = (_url, _request, response) => {
      answered += 1;
      if (answered === 1) response.writeHead(429, { "retry-after": "7" }).end();
      else json(response, lastPage([]));
    };
    const waits: number[] = [];
    const client = sourceClient({
      origin: source.origin,
      appId: APP,
      token: TOKEN,
      maxReplyBytes: 1024,
      timeoutMs: 5000,
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    try {
      expect(await client.getJson("entities/Item/v2/list", { limit: "2" })).toEqual(lastPage([]));
    } finally {
      source.handle = previous;
    }
    expect(waits).toEqual([7000]);
    expect(answered).toBe(2);
  });

  it("does not open the embedded database while a server holds it", async () => {
    await writeFile(path.join(dataDir, "ops.json"), JSON.stringify({ pid: process.pid, token: "t" }));
    const result = await run();
    expect(result.code).not.toBe(EX_OK);
    expect(result.text).toContain(
      `The server (process ${process.pid}) has the embedded database in ${dataDir} open`,
    );
    expect(source.seen).toEqual([]);
  });
});
