import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminIo, EX_USAGE, runAdminCommand } from "../../src/cli/admin.ts";
import { demoAdmin } from "../../src/cli/demo-seed.ts";
import type { Database } from "../../src/db/database.ts";
import { openDatabase } from "../../src/db/open-database.ts";
import { createUser, verifyCredentials } from "../../src/platform/auth/users.ts";
import { opsFilePath } from "../../src/platform/backup/ops-file.ts";
import { type Engine, engines, freshDatabaseUrl } from "../setup/databases.ts";
import { seedPgliteDataDir } from "../setup/pglite-template.ts";
import { login, startTestApp } from "../setup/test-app.ts";

// `npm run admin` (cli/admin.ts) on both engines, through runAdminCommand with a fake terminal.

interface FakeIo extends AdminIo {
  readonly lines: string[];
  readonly errors: string[];
}

function fakeIo(options: { stdin?: string; typed?: string[] } = {}): FakeIo {
  const lines: string[] = [];
  const errors: string[] = [];
  const typed = [...(options.typed ?? [])];
  return {
    lines,
    errors,
    out: (line) => lines.push(line),
    err: (line) => errors.push(line),
    interactive: options.typed !== undefined,
    askHidden: async () => typed.shift() ?? "",
    readStdin: async () => options.stdin ?? "",
  };
}

describe.each(engines)("npm run admin on %s", (engine: Engine) => {
  let dataDir: string;
  let env: Record<string, string>;
  let dispose: () => Promise<void>;
  /** Opens the database the command used, once it has closed it (the embedded one allows one process). */
  async function inDatabase<T>(run: (db: Database) => Promise<T>): Promise<T> {
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    try {
      return await run(db);
    } finally {
      await db.close();
    }
  }
  const run = (argv: string[], io: FakeIo, extra: Record<string, string> = {}) =>
    runAdminCommand(argv, { ...env, ...extra }, io);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "ember-admin-cli-"));
    const database = await freshDatabaseUrl(engine);
    if (engine === "pglite") await seedPgliteDataDir(dataDir);
    env = { DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) };
    dispose = database.dispose;
  });
  afterAll(async () => {
    await dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("creates an admin with a password read from stdin", async () => {
    const io = fakeIo({ stdin: "a long passphrase\n" });
    const code = await run(["create", "--email", "Ops@Example.org", "--name", "Ops", "--password-stdin"], io);
    expect(io.errors).toEqual([]);
    expect(code).toBe(0);
    expect(io.lines.join("\n")).toContain("Created the admin account ops@example.org.");
    const user = await inDatabase((db) => verifyCredentials(db, "ops@example.org", "a long passphrase"));
    expect(user).toMatchObject({ role: "admin", is_verified: true, is_member: true, full_name: "Ops" });
  });

  it("refuses to create an admin that exists, pointing to reset-password", async () => {
    const io = fakeIo({ stdin: "another passphrase" });
    expect(await run(["create", "--email", "ops@example.org", "--password-stdin"], io)).toBe(1);
    expect(io.errors.join("\n")).toContain("reset-password --email ops@example.org");
    expect(
      await inDatabase((db) => verifyCredentials(db, "ops@example.org", "a long passphrase")),
    ).not.toBeNull();
  });

  it("makes an ordinary account an admin, with a password typed twice at the terminal", async () => {
    await inDatabase((db) =>
      createUser(db, {
        email: "member@example.org",
        password: "member-password",
        role: "user",
        is_member: true,
      }),
    );
    const mismatch = fakeIo({ typed: ["first passphrase", "second passphrase"] });
    expect(await run(["create", "--email", "member@example.org"], mismatch)).toBe(1);
    expect(mismatch.errors.join("\n")).toContain("differ");

    const io = fakeIo({ typed: ["typed passphrase", "typed passphrase"] });
    expect(await run(["create", "--email", "member@example.org"], io)).toBe(0);
    expect(io.lines.join("\n")).toContain("is now an admin");
    // Nothing typed is ever written out.
    expect([...io.lines, ...io.errors].join("\n")).not.toContain("typed passphrase");
    await inDatabase(async (db) => {
      expect(await verifyCredentials(db, "member@example.org", "member-password")).toBeNull();
      expect(await verifyCredentials(db, "member@example.org", "typed passphrase")).toMatchObject({
        role: "admin",
        is_verified: true,
      });
    });
  });

  it("sets a generated password, shown once, when there is no terminal, and ends the sessions", async () => {
    const io = fakeIo();
    expect(await run(["reset-password", "--email", "ops@example.org"], io)).toBe(0);
    const shown = io.lines.join("\n").match(/shown this once: (\S+)/)?.[1] ?? "";
    expect(shown).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await inDatabase(async (db) => {
      expect(await verifyCredentials(db, "ops@example.org", "a long passphrase")).toBeNull();
      const user = await verifyCredentials(db, "ops@example.org", shown);
      expect(user?.tokens_valid_after).not.toBeNull();
    });
  });

  it("refuses bad arguments and bad passwords, changing nothing", async () => {
    const before = await inDatabase(async (db) => (await db.query("select * from users order by id")).rows);
    const cases: [string[], number, string?][] = [
      [[], EX_USAGE],
      [["frobnicate"], EX_USAGE],
      [["create"], EX_USAGE],
      [["create", "--email"], EX_USAGE],
      [["create", "--email", "a@b.org", "--bogus"], EX_USAGE],
      [["create", "--email", "a@b.org", "stray"], EX_USAGE],
      [["create", "--email", "not-an-address", "--generate-password"], 1],
      [["create", "--email", "a@b.org", "--password-stdin"], 1, "short"],
      [["create", "--email", "a@b.org", "--password-stdin", "--generate-password"], 1],
      [["reset-password", "--email", "nobody@example.org", "--generate-password"], 1],
    ];
    for (const [argv, expected, stdin] of cases) {
      const io = fakeIo({ stdin: stdin ?? "" });
      expect(await run(argv, io), argv.join(" ")).toBe(expected);
      expect(io.errors.join("\n"), argv.join(" ")).not.toBe("");
    }
    const help = fakeIo();
    expect(await run(["help"], help)).toBe(0);
    expect(help.lines.join("\n")).toContain("reset-password --email");
    expect(await inDatabase(async (db) => (await db.query("select * from users order by id")).rows)).toEqual(
      before,
    );
  });

  it("refuses to seed demo data when NODE_ENV=production, before touching the database", async () => {
    const io = fakeIo();
    expect(await run(["seed-demo"], io, { NODE_ENV: "production", DATA_DIR: "/nonexistent/ember" })).toBe(1);
    expect(io.errors.join("\n")).toContain("NODE_ENV=production");
    expect(io.lines).toEqual([]);
    expect(await inDatabase((db) => verifyCredentials(db, demoAdmin.email, demoAdmin.password))).toBeNull();
  });

  it("seeds the demo admin and a handful of demo records once", async () => {
    const first = fakeIo();
    expect(await run(["seed-demo"], first)).toBe(0);
    expect(first.lines.join("\n")).toContain(`${demoAdmin.email}  password: ${demoAdmin.password}`);
    const again = fakeIo();
    expect(await run(["seed-demo"], again)).toBe(0);
    expect(again.lines.join("\n")).toContain("there already");
    await inDatabase(async (db) => {
      expect(await verifyCredentials(db, demoAdmin.email, demoAdmin.password)).toMatchObject({
        role: "admin",
      });
      const { rows } = await db.query<{ name: string }>(
        "select data->>'full_name' as name from e_application order by 1",
      );
      expect(rows.map((row) => row.name)).toEqual([
        "Alex Rivera (demo)",
        "Mei Tanaka (demo)",
        "Sam Okafor (demo)",
      ]);
    });
  });
});

describe("npm run admin beside a running server", () => {
  it("refuses the embedded database while a server holds DATA_DIR", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "ember-admin-held-"));
    try {
      // What a running server writes (platform/backup/ops-file.ts); this test process stands in for it.
      await writeFile(opsFilePath(dataDir), JSON.stringify({ pid: process.pid, token: "t" }));
      const io = fakeIo({ stdin: "a long passphrase" });
      const code = await runAdminCommand(
        ["create", "--email", "ops@example.org", "--password-stdin"],
        { DATA_DIR: dataDir },
        io,
      );
      expect(code).toBe(1);
      expect(io.errors.join("\n")).toContain(`The server (process ${process.pid}) has the embedded database`);
      expect(io.lines).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("creates an admin on PostgreSQL while the server runs, who can sign in at once", async () => {
    const t = await startTestApp("postgres");
    try {
      const io = fakeIo({ stdin: "a long passphrase" });
      const env = { DATABASE_URL: t.config.databaseUrl ?? "", DATA_DIR: t.config.dataDir };
      expect(
        await runAdminCommand(["create", "--email", "live@example.org", "--password-stdin"], env, io),
      ).toBe(0);
      await login(t.baseUrl, t.config.appId, "live@example.org", "a long passphrase");
    } finally {
      await t.close();
    }
  });
});
