import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { EX_OK, type ImportIo } from "../../src/cli/app-import.ts";
import { runAppPull } from "../../src/cli/app-pull.ts";
import { loadConfig } from "../../src/config.ts";
import type { Database } from "../../src/db/database.ts";
import { migrateHost } from "../../src/db/host-migrations.ts";
import { openDatabase } from "../../src/db/open-database.ts";
import { schemaDatabase } from "../../src/db/schema-database.ts";
import { type AppProject, loadAppProject } from "../../src/platform/app-project/load-app-project.ts";
import { appFolders } from "../../src/platform/apps/app-folders.ts";
import { HostedAppsStore } from "../../src/platform/apps/hosted-apps-store.ts";
import { createUser } from "../../src/platform/auth/users.ts";
import { serverDir } from "../setup/built-server.ts";
import { type Engine, engines, freshDatabaseUrl } from "../setup/databases.ts";
import { seedPgliteDataDir } from "../setup/pglite-template.ts";
import { type RequestLogProxy, startRequestLogProxy } from "../setup/request-log-proxy.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

/**
 * `npm run app:pull` from one running Ember into another's database, on both engines: 10,000 records
 * across five entities, six accounts as their creators, public and private files. Every id, date,
 * creator and file arrives; a pull killed with SIGKILL halfway and run again ends exactly as one that
 * ran through; the source is unchanged and was only read.
 */
const fixture = fileURLToPath(new URL("../fixtures/pull-app", import.meta.url));
const SOURCE_APP = "shelfshare-0001";
const SERVICE_TOKEN = "pull-test-service-token-0123456789-abcdefghij";
const TARGET_ORIGIN = "http://target.test";
const PAGE_SIZE = 250;
// Where each entity's ids start, and how many records it gets: 10,000 in all.
const SEED: Record<string, { readonly offset: number; readonly count: number }> = {
  Event: { offset: 0x100000, count: 2000 },
  Item: { offset: 0x200000, count: 4000 },
  ProfileCard: { offset: 0x300000, count: 1500 },
  Receipt: { offset: 0x400000, count: 2000 },
  Shelf: { offset: 0x500000, count: 500 },
};
const PUBLIC_FILES = 40;
const PRIVATE_FILES = 10;

const collectingIo = () => {
  const lines: string[] = [];
  const io: ImportIo = { out: (l) => lines.push(l), err: (l) => lines.push(`ERR ${l}`) };
  return { io, text: () => lines.join("\n") };
};

async function uploadVia(baseUrl: string, endpoint: string, name: string, text: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([text], { type: "text/plain" }), name);
  const response = await fetch(`${baseUrl}/api/apps/${SOURCE_APP}/integration-endpoints/Core/${endpoint}`, {
    method: "POST",
    headers: { authorization: `Bearer ${SERVICE_TOKEN}` },
    body: form,
  });
  const body = (await response.json()) as { file_url?: string; file_uri?: string };
  const value = body.file_url ?? body.file_uri;
  if (!response.ok || !value) throw new Error(`upload failed: ${response.status} ${JSON.stringify(body)}`);
  return value;
}

type Row = Record<string, unknown>;

/** Every record of every entity, the accounts and the stored files, as plain JSON to compare. */
async function dump(db: Database, project: AppProject, dataDir: string) {
  const out: Record<string, unknown> = {};
  for (const entity of project.entities.values()) {
    const { rows } = await db.query<Row>(
      `select id, data, created_date, updated_date, created_by, created_by_id from ${entity.table} order by id`,
    );
    out[entity.name] = rows.map((r) => ({
      ...r,
      created_date: (r.created_date as Date).toISOString(),
      updated_date: (r.updated_date as Date).toISOString(),
    }));
  }
  const users = await db.query<Row>(
    `select id, email, full_name, role, disabled, data, created_date, updated_date, password_hash is null as no_password
       from users order by id`,
  );
  out.users = users.rows.map((r) => ({
    ...r,
    created_date: (r.created_date as Date).toISOString(),
    updated_date: (r.updated_date as Date).toISOString(),
  }));
  const files = await db.query<Row & { name: string; visibility: string }>(
    "select name, visibility, content_type, size_bytes::int as size, original_name, owner_id from uploaded_files order by name",
  );
  out.files = await Promise.all(
    files.rows.map(async (f) => ({
      ...f,
      sha256: createHash("sha256")
        .update(await readFile(path.join(dataDir, "files", f.visibility, f.name)))
        .digest("hex"),
    })),
  );
  return out;
}

describe.each(engines)("npm run app:pull on %s", { timeout: 300_000 }, (engine: Engine) => {
  let work: string;
  let source: TestApp;
  let proxy: RequestLogProxy;
  let elsewhere: RequestLogProxy;
  let project: AppProject;
  let sourceBefore: Record<string, unknown>;
  const disposers: (() => Promise<void>)[] = [];

  /** An empty database for a pull to fill, and the settings that name it. */
  async function newTarget(name: string) {
    const dataDir = path.join(work, name);
    await mkdir(dataDir, { recursive: true });
    const database = await freshDatabaseUrl(engine);
    disposers.push(database.dispose);
    if (engine === "pglite") await seedPgliteDataDir(dataDir);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? "",
      // The same server secret in both targets, so the copies' names can be compared.
      JWT_SECRET: "target-jwt-secret-for-the-pull-tests-0123456789",
      PUBLIC_URL: TARGET_ORIGIN,
      LOG_LEVEL: "silent",
      APP_PULL_TOKEN: SERVICE_TOKEN,
    };
    const inDb = async <T>(query: (db: Database) => Promise<T>): Promise<T> => {
      const db = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir });
      try {
        return await query(db);
      } finally {
        await db.close();
      }
    };
    return { dataDir, env, inDb, statePath: path.join(dataDir, "pull-state.json") };
  }
  const pullArgs = (statePath: string) => [
    "--from",
    proxy.baseUrl,
    "--app",
    SOURCE_APP,
    "--project",
    fixture,
    "--state",
    statePath,
    "--page-size",
    String(PAGE_SIZE),
  ];

  beforeAll(async () => {
    work = path.join(tmpdir(), `ember-app-pull-${engine}-${process.pid}`);
    await mkdir(work, { recursive: true });
    project = await loadAppProject(fixture);
    source = await startTestApp(engine, { APP_DIR: fixture, APP_ID: SOURCE_APP, SERVICE_TOKEN });
    proxy = await startRequestLogProxy(source.baseUrl);
    elsewhere = await startRequestLogProxy(null);
    const db = source.app.db;

    const people = [];
    for (let i = 1; i <= 5; i++) {
      const user = await createUser(db, {
        email: `member${i}@shelves.test`,
        password: "member-password-1",
        full_name: `Member ${i}`,
        role: "user",
        is_member: true,
        is_verified: true,
      });
      await db.query("update users set data = $2::jsonb where id = $1", [
        user.id,
        JSON.stringify({ nickname: `m${i}` }),
      ]);
      people.push(user);
    }
    const publicUrls: string[] = [];
    for (let i = 0; i < PUBLIC_FILES; i++) {
      publicUrls.push(await uploadVia(proxy.baseUrl, "UploadFile", `photo-${i}.txt`, `public file ${i}\n`));
    }
    const privateUris: string[] = [];
    for (let i = 0; i < PRIVATE_FILES; i++) {
      privateUris.push(
        await uploadVia(proxy.baseUrl, "UploadPrivateFile", `receipt-${i}.txt`, `private receipt ${i}\n`),
      );
    }
    const signed = await fetch(
      `${proxy.baseUrl}/api/apps/${SOURCE_APP}/integration-endpoints/Core/CreateFileSignedUrl`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${SERVICE_TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ file_uri: privateUris[0], expires_in: 7 * 24 * 3600 }),
      },
    ).then((r) => r.json() as Promise<{ signed_url: string }>);

    // Straight into the tables: 10,000 records in a few statements. Three records share each second
    // (ties the cursor must break by id), and some differ from their neighbour by microseconds only.
    const ids = people.map((p) => p.id);
    const emails = people.map((p) => p.email);
    const data: Record<string, string> = {
      Event: `jsonb_build_object('kind', (array['borrowed','returned','lost'])[1 + i % 3],
        'payload', jsonb_build_object('n', i, 'tags', jsonb_build_array('a', i::text)), 'at', '2025-04-01T10:00:00Z')`,
      Item: `jsonb_build_object('title', 'Item ' || i, 'shelf_id', lpad(to_hex(${SEED.Shelf?.offset} + i % 500), 24, '0'),
        'quantity', i % 9, 'link', case when i % 500 = 7 then '${elsewhere.baseUrl}/not-a-file-of-the-source.txt'
          else 'https://example.org/items/' || i end)
        || case when i % 10 = 0 then jsonb_build_object('attachments',
             jsonb_build_array(($3::text[])[1 + i / 10 % ${PUBLIC_FILES}], ($3::text[])[1 + (i / 10 + 1) % ${PUBLIC_FILES}]))
           else '{}'::jsonb end`,
      ProfileCard: `jsonb_build_object('display_name', 'Card ' || i)
        || case when i % 50 = 0 then jsonb_build_object('avatar',
             jsonb_build_object('url', ($3::text[])[1 + i / 50 % ${PUBLIC_FILES}], 'alt', 'face')) else '{}'::jsonb end`,
      Receipt: `jsonb_build_object('item_id', lpad(to_hex(${SEED.Item?.offset} + i), 24, '0'), 'note', 'n' || i)
        || case when i % 100 = 0 then jsonb_build_object('file_uri', ($4::text[])[1 + i / 100 % ${PRIVATE_FILES}])
           else '{}'::jsonb end`,
      Shelf: `jsonb_build_object('name', 'Shelf ' || i, 'tags', jsonb_build_array('wood'))
        || case when i = 3 then jsonb_build_object('photo_link', $5::text) else '{}'::jsonb end`,
    };
    for (const [name, { offset, count }] of Object.entries(SEED)) {
      const entity = project.entities.get(name);
      if (!entity) throw new Error(`the fixture has no ${name}`);
      await db.query(
        `insert into ${entity.table} (id, data, created_date, updated_date, created_by, created_by_id)
         select lpad(to_hex(${offset} + i), 24, '0'), ${data[name]},
           timestamptz '2025-03-01T08:00:00Z' + (i / 3) * interval '1 second'
             + case when i % 5 = 0 then interval '250 microseconds' else interval '0' end,
           timestamptz '2025-03-02T08:00:00Z' + (i % 7) * interval '1 minute',
           ($2::text[])[1 + i % 5], ($1::text[])[1 + i % 5]
         from generate_series(1, ${count}) as i
         -- Every statement names every parameter, as PostgreSQL requires of the ones it is given.
         where $3::text[] is not null and $4::text[] is not null and $5::text is not null`,
        [ids, emails, publicUrls, privateUris, signed.signed_url],
      );
    }
    proxy.requests.length = 0;
    sourceBefore = await dump(db, project, source.config.dataDir);
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await elsewhere?.close();
    await source?.close();
    for (const dispose of disposers) await dispose();
    await rm(work, { recursive: true, force: true });
  });

  let uninterrupted: Record<string, unknown>;

  it("copies every record, account and file with its id, dates and creator, and rewrites the files' addresses", async () => {
    const target = await newTarget("through");
    const { io, text } = collectingIo();
    const started = performance.now();
    const code = await runAppPull(pullArgs(target.statePath), target.env, io);
    const seconds = (performance.now() - started) / 1000;
    expect(text()).not.toContain("ERR");
    expect(code).toBe(EX_OK);
    process.stdout.write(
      `[app:pull ${engine}] 10,000 records and ${PUBLIC_FILES + PRIVATE_FILES} files in ${seconds.toFixed(1)} s\n`,
    );
    expect(text()).toContain("User: 6 created, 0 updated, 0 unchanged (6 records in 1 pages)");
    expect(text()).toContain("Item: 4000 created, 0 updated, 0 unchanged (4000 records in 16 pages)");
    expect(text()).toContain(`files: ${PUBLIC_FILES + PRIVATE_FILES} copied, `);
    // Links to other hosts are kept, and those hosts never contacted.
    expect(text()).toContain(
      `addresses on other hosts were left as they are, not fetched: https://example.org, ${elsewhere.baseUrl}`,
    );
    expect(elsewhere.requests).toEqual([]);

    const copy = await target.inDb((db) => dump(db, project, target.dataDir));
    uninterrupted = copy;
    const sourceFile = (visibility: string, name: string) =>
      (sourceBefore.files as Row[]).find((f) => f.visibility === visibility && f.name === name);
    const targetFile = (visibility: string, name: string) =>
      (copy.files as Row[]).find((f) => f.visibility === visibility && f.name === name);
    const sourceToTarget = new Map<string, string>();
    /** The source's file reference and the target's must name files with the same bytes, consistently. */
    const sameFile = (src: string, tgt: string, visibility: string, srcName: string, tgtName: string) => {
      expect(targetFile(visibility, tgtName)?.sha256, `${src} → ${tgt}`).toBe(
        sourceFile(visibility, srcName)?.sha256,
      );
      const known = sourceToTarget.get(`${visibility}/${srcName}`);
      if (known) expect(tgtName).toBe(known);
      sourceToTarget.set(`${visibility}/${srcName}`, tgtName);
    };
    const compare = (src: unknown, tgt: unknown, where: string): void => {
      if (typeof src === "string" && src.startsWith(`${proxy.baseUrl}/api/files/public/`)) {
        const match = new RegExp(`^${TARGET_ORIGIN}/api/files/public/([^/?]+)$`).exec(String(tgt));
        expect(match, where).not.toBeNull();
        sameFile(src, String(tgt), "public", src.split("/").pop() ?? "", match?.[1] ?? "");
      } else if (typeof src === "string" && src.startsWith(`${proxy.baseUrl}/api/files/private/`)) {
        const match = new RegExp(
          `^${TARGET_ORIGIN}/api/files/private/([^/?]+)\\?expires=(\\d+)&signature=`,
        ).exec(String(tgt));
        expect(match, where).not.toBeNull();
        expect(match?.[2]).toBe(new URL(src).searchParams.get("expires"));
        sameFile(src, String(tgt), "private", new URL(src).pathname.split("/").pop() ?? "", match?.[1] ?? "");
      } else if (typeof src === "string" && src.startsWith("private/")) {
        expect(String(tgt), where).toMatch(/^private\/[0-9a-f-]{36}\.txt$/);
        sameFile(src, String(tgt), "private", src.slice(8), String(tgt).slice(8));
      } else if (Array.isArray(src)) {
        expect(Array.isArray(tgt) && tgt.length === src.length, where).toBe(true);
        for (const [i, s] of src.entries()) compare(s, (tgt as unknown[])[i], `${where}[${i}]`);
      } else if (src !== null && typeof src === "object") {
        expect(Object.keys(tgt as object).sort(), where).toEqual(Object.keys(src).sort());
        for (const [k, v] of Object.entries(src)) compare(v, (tgt as Row)[k], `${where}.${k}`);
      } else expect(tgt, where).toEqual(src);
    };
    let records = 0;
    for (const name of Object.keys(SEED)) {
      const from = sourceBefore[name] as Row[];
      const to = copy[name] as Row[];
      expect(to.length, name).toBe(SEED[name]?.count);
      for (const [i, record] of from.entries()) compare(record, to[i], `${name}[${record.id}]`);
      records += to.length;
    }
    expect(records).toBe(10_000);
    expect(sourceToTarget.size).toBe(PUBLIC_FILES + PRIVATE_FILES);
    // The accounts: same ids, addresses, names, roles, custom fields and dates; no passwords.
    const account = ({ no_password: _n, ...rest }: Row) => rest;
    expect((copy.users as Row[]).map(account)).toEqual((sourceBefore.users as Row[]).map(account));
    expect((copy.users as Row[]).every((u) => u.no_password === true)).toBe(true);

    // Served by this server at the new addresses: a public file, a private one signed here, the signed link.
    const served = await buildApp(
      loadConfig({ ...target.env, PORT: "0", HOST: "127.0.0.1", APP_DIR: fixture, SERVICE_TOKEN }),
      { logger: false },
    );
    try {
      const field = (entity: string, key: string) => {
        const record = (copy[entity] as Row[]).find((r) => (r.data as Row)[key] !== undefined);
        return (record?.data as Row | undefined)?.[key];
      };
      const get = (address: string) => {
        const url = new URL(address);
        return served.inject({ method: "GET", url: `${url.pathname}${url.search}` });
      };
      const publicAnswer = await get(String((field("Item", "attachments") as string[])[0]));
      expect(publicAnswer.statusCode).toBe(200);
      expect(publicAnswer.body).toMatch(/^public file \d+\n$/);
      const signing = await served.inject({
        method: "POST",
        url: `/api/apps/${SOURCE_APP}/integration-endpoints/Core/CreateFileSignedUrl`,
        headers: { authorization: `Bearer ${SERVICE_TOKEN}` },
        payload: { file_uri: field("Receipt", "file_uri") },
      });
      const privateAnswer = await get(signing.json().signed_url);
      expect(privateAnswer.statusCode).toBe(200);
      expect(privateAnswer.body).toMatch(/^private receipt \d\n$/);
      const linkAnswer = await get(String(field("Shelf", "photo_link")));
      expect(linkAnswer.statusCode).toBe(200);
      expect(linkAnswer.body).toBe("private receipt 0\n");
    } finally {
      await served.close();
    }

    // Run again: the state says it finished, so everything is read once more and nothing changes.
    const again = collectingIo();
    expect(await runAppPull(pullArgs(target.statePath), target.env, again.io)).toBe(EX_OK);
    expect(again.text()).toContain("The last pull finished; pulling everything again");
    expect(again.text()).toContain("Item: 0 created, 0 updated, 4000 unchanged");
    expect(again.text()).toMatch(/files: 0 copied, \d+ addresses pointed to files copied already/);
    expect(await target.inDb((db) => dump(db, project, target.dataDir))).toEqual(copy);
  });

  it("killed halfway with SIGKILL, continues where it stopped and ends exactly as a pull that ran through", async () => {
    expect(uninterrupted).toBeDefined();
    const target = await newTarget("killed");
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "src/cli/app-pull-main.ts", ...pullArgs(target.statePath)],
      { cwd: serverDir, env: { ...process.env, ...target.env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
      child.once("exit", (code, signal) => resolve(signal ?? code)),
    );
    // Waits for the state file to show a third of the records, then kills without warning.
    let killedAt = 0;
    while (child.exitCode === null && killedAt === 0) {
      const state = await readFile(target.statePath, "utf8").then(
        (t) => JSON.parse(t) as { entities: Record<string, { records: number }> },
        () => null,
      );
      const records = Object.values(state?.entities ?? {}).reduce((sum, e) => sum + e.records, 0);
      if (records >= 3000) {
        child.kill("SIGKILL");
        killedAt = records;
      } else await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await exited, output).toBe("SIGKILL");
    expect(killedAt).toBeGreaterThanOrEqual(3000);
    expect(killedAt).toBeLessThan(10_000);

    const { io, text } = collectingIo();
    expect(await runAppPull(pullArgs(target.statePath), target.env, io)).toBe(EX_OK);
    expect(text()).toMatch(/continuing after page \d+/);
    expect(await target.inDb((db) => dump(db, project, target.dataDir))).toEqual(uninterrupted);
  });

  it("pulls into an app this server hosts beside its first, with the project the CLI deployed there", async () => {
    const target = await newTarget("hosted");
    const hosted = await target.inDb(async (db) => {
      await migrateHost(db);
      const app = await new HostedAppsStore(db).create({ name: "Shelves", created_by_id: null });
      // What `base44 deploy` leaves on the server: the app's project in its folder.
      await cp(fixture, appFolders(target.dataDir, app.id).project, { recursive: true });
      return app;
    });
    const { io, text } = collectingIo();
    const args = pullArgs(target.statePath).filter(
      (_, i, all) => all[i] !== "--project" && all[i - 1] !== "--project",
    );
    expect(await runAppPull([...args, "--to-app", hosted.id], target.env, io), text()).toBe(EX_OK);

    const counts = await target.inDb(async (db) => {
      const inApp = schemaDatabase(db, hosted.schema_name);
      const out: Record<string, number> = {};
      for (const entity of project.entities.values()) {
        const { rows } = await inApp.query<{ n: number }>(`select count(*)::int as n from ${entity.table}`);
        out[entity.name] = rows[0]?.n ?? -1;
      }
      // Nothing reached the server's first app.
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'e_item'",
      );
      out.firstApp = rows[0]?.n ?? -1;
      const item = await inApp.query<{ data: { attachments?: string[] } }>(
        "select data from e_item where data ? 'attachments' limit 1",
      );
      out.onItsHost = item.rows[0]?.data.attachments?.[0]?.startsWith(`http://${hosted.id}.target.test/`)
        ? 1
        : 0;
      return out;
    });
    expect(counts).toEqual({
      ...Object.fromEntries(Object.entries(SEED).map(([name, { count }]) => [name, count])),
      firstApp: 0,
      onItsHost: 1,
    });
  });

  it("left the source as it was, and asked it only to read", async () => {
    expect(await dump(source.app.db, project, source.config.dataDir)).toEqual(sourceBefore);
    expect(proxy.requests.length).toBeGreaterThan(0);
    const notRead = proxy.requests.filter(
      (r) =>
        r.method !== "GET" &&
        !(
          r.method === "POST" &&
          r.url === `/api/apps/${SOURCE_APP}/integration-endpoints/Core/CreateFileSignedUrl`
        ),
    );
    expect(notRead).toEqual([]);
    // Every list request is a keyset page of v2/list, never skip.
    const lists = proxy.requests.filter((r) => r.url.includes("/entities/"));
    expect(lists.every((r) => r.url.includes("/v2/list?") && !r.url.includes("skip="))).toBe(true);
    expect(
      proxy.requests.every(
        (r) => r.authorization === `Bearer ${SERVICE_TOKEN}` || r.url.startsWith("/api/files/public/"),
      ),
    ).toBe(true);
  });
});
