import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminIo, EX_USAGE, runAdminCommand } from "../../src/cli/admin.ts";
import { openDatabase } from "../../src/db/open-database.ts";
import { createUser } from "../../src/platform/auth/users.ts";
import { authenticateApiKey } from "../../src/platform/cli-auth/api-keys.ts";
import { type Engine, engines, freshDatabaseUrl } from "../setup/databases.ts";
import { seedPgliteDataDir } from "../setup/pglite-template.ts";
import { startTestApp } from "../setup/test-app.ts";

// `npm run admin -- api-key create|list|revoke` on both engines, through runAdminCommand with a fake
// terminal that keeps stdout and stderr apart, as `KEY=$(…)` does.

function terminal(stdin = ""): AdminIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (line) => stdout.push(line),
    err: (line) => stderr.push(line),
    interactive: false,
    askHidden: async () => "",
    readStdin: async () => stdin,
  };
}

describe.each(engines)("npm run admin -- api-key on %s", (engine: Engine) => {
  let dataDir: string;
  let env: Record<string, string>;
  let dispose: () => Promise<void>;
  const run = (argv: string[], io = terminal(), extra: Record<string, string> = {}) =>
    runAdminCommand(argv, { ...env, ...extra }, io).then((code) => ({ code, io }));
  async function holderOf(key: string) {
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    try {
      return await authenticateApiKey(db, key, Date.now());
    } finally {
      await db.close();
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "ember-admin-keys-"));
    const database = await freshDatabaseUrl(engine);
    if (engine === "pglite") await seedPgliteDataDir(dataDir);
    env = { DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) };
    dispose = database.dispose;
  });
  afterAll(async () => {
    await dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("refuses to make a key before there is an admin to own it", async () => {
    const { code, io } = await run(["api-key", "create", "--name", "ci"]);
    expect(code).toBe(1);
    expect(io.stdout).toEqual([]);
    expect(io.stderr.join("\n")).toContain("npm run admin -- create --email");
  });

  it("makes a key owned by the one admin, printing only the key on stdout", async () => {
    expect(
      (await run(["create", "--email", "ops@example.org", "--password-stdin"], terminal("a long passphrase")))
        .code,
    ).toBe(0);
    const { code, io } = await run(["api-key", "create", "--name", "ci"]);
    expect(code).toBe(0);
    expect(io.stdout).toHaveLength(1);
    expect(io.stdout[0]).toMatch(/^b44k_[A-Za-z0-9_-]{43}$/);
    expect(io.stderr.join("\n")).toContain("ops@example.org");
    expect(await holderOf(io.stdout[0] as string)).toMatchObject({
      user: { email: "ops@example.org", role: "admin" },
    });
  });

  it("asks whose key it is once there are several admins, and refuses a non-admin owner", async () => {
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    try {
      await createUser(db, {
        email: "second@example.org",
        password: "x-password-1",
        role: "admin",
        is_member: true,
      });
      await createUser(db, {
        email: "plain@example.org",
        password: "x-password-1",
        role: "user",
        is_member: true,
      });
    } finally {
      await db.close();
    }
    const ambiguous = await run(["api-key", "create", "--name", "ci"]);
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.io.stderr.join("\n")).toContain("--email");
    const plain = await run(["api-key", "create", "--name", "ci", "--email", "plain@example.org"]);
    expect(plain.code).toBe(1);
    expect(plain.io.stderr.join("\n")).toContain("not a platform admin");
    const named = await run(["api-key", "create", "--name", "second's", "--email", "Second@Example.org"]);
    expect(named.code).toBe(0);
    expect(await holderOf(named.io.stdout[0] as string)).toMatchObject({
      user: { email: "second@example.org" },
    });
  });

  it("refuses a missing or empty label", async () => {
    expect((await run(["api-key", "create"])).code).toBe(EX_USAGE);
    expect((await run(["api-key", "create", "--name", "   ", "--email", "ops@example.org"])).code).toBe(1);
  });

  it("lists keys without the keys, and revokes one by its id", async () => {
    const made = await run(["api-key", "create", "--name", "to revoke", "--email", "ops@example.org"]);
    const key = made.io.stdout[0] as string;
    const listed = await run(["api-key", "list"]);
    expect(listed.code).toBe(0);
    const line = listed.io.stdout.find((l) => l.includes("to revoke")) as string;
    expect(line).toContain("ops@example.org");
    expect(line).toContain("never used");
    expect(listed.io.stdout.join("\n")).not.toContain(key);
    const id = line.split("\t")[0] as string;

    expect((await run(["api-key", "revoke"])).code).toBe(EX_USAGE);
    const revoked = await run(["api-key", "revoke", id]);
    expect(revoked.code).toBe(0);
    expect(await holderOf(key)).toBeNull();
    const again = await run(["api-key", "revoke", id]);
    expect(again.code).toBe(1);
    expect(again.io.stderr.join("\n")).toContain("Nothing was changed");
    expect((await run(["api-key", "list"])).io.stdout.join("\n")).not.toContain("to revoke");
  });
});

// Only the embedded database opens in one process at a time; PostgreSQL takes the command beside a server.
describe("npm run admin -- api-key beside a running server", () => {
  it("refuses while the server holds the embedded database", async () => {
    const server = await startTestApp("pglite");
    try {
      const io = terminal();
      const code = await runAdminCommand(
        ["api-key", "create", "--name", "ci"],
        { DATA_DIR: server.config.dataDir as string },
        io,
      );
      expect(code).toBe(1);
      expect(io.stdout).toEqual([]);
      expect(io.stderr.join("\n")).toContain("Stop the server");
    } finally {
      await server.close();
    }
  });
});
