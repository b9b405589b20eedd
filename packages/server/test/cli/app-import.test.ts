import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../src/cli/admin.ts";
import { EX_DATAERR, EX_USAGE, type ImportIo, runAppImport } from "../../src/cli/app-import.ts";
import type { Database } from "../../src/db/database.ts";
import { openDatabase } from "../../src/db/open-database.ts";
import { loadAppProject } from "../../src/platform/app-project/load-app-project.ts";
import { loadEntities } from "../../src/platform/entities/entity-schemas.ts";
import { type Engine, engines, freshDatabaseUrl } from "../setup/databases.ts";
import { seedPgliteDataDir } from "../setup/pglite-template.ts";
import { login, startTestApp } from "../setup/test-app.ts";

// `npm run app:import` (cli/app-import.ts) on both engines, in process, on the fixture export-layout app:
// accounts and records keep their ids, dates and creators; a bad row anywhere writes nothing; twice is safe.

const fixture = fileURLToPath(new URL("../fixtures/ported-app", import.meta.url));
const APP_ID = "ported-app";
const peerConflict = fileURLToPath(new URL("../fixtures/peer-conflict", import.meta.url));

interface FakeIo extends ImportIo {
  readonly lines: string[];
  readonly errors: string[];
}
function fakeIo(): FakeIo {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (l) => lines.push(l), err: (l) => errors.push(l) };
}

describe.each(engines)("npm run app:import on %s", (engine: Engine) => {
  let work: string;
  let dataDir: string;
  let env: Record<string, string>;
  let dispose: () => Promise<void>;
  const run = async (argv: string[]) => {
    const io = fakeIo();
    const code = await runAppImport(argv, { ...env, INIT_CWD: work }, io);
    return { code, out: io.lines.join("\n"), err: io.errors.join("\n") };
  };
  async function inDatabase<T>(query: (db: Database) => Promise<T>): Promise<T> {
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    try {
      return await query(db);
    } finally {
      await db.close();
    }
  }
  const counts = () =>
    inDatabase(async (db) => {
      const one = async (sql: string) => Number((await db.query<{ n: number }>(sql)).rows[0]?.n);
      return {
        users: await one("select count(*)::int as n from users"),
        projects: await one("select count(*)::int as n from e_project"),
        tasks: await one("select count(*)::int as n from e_task"),
        ada: (await db.query("select updated_date from e_project where id = '65b000000000000000000001'"))
          .rows[0],
      };
    });
  /** A copy of the fixture's data folder with one file replaced. */
  async function dataWith(file: string, text: string): Promise<string> {
    const dir = await mkdtemp(path.join(work, "data-"));
    await cp(path.join(fixture, "exports"), dir, { recursive: true });
    await writeFile(path.join(dir, file), text);
    return dir;
  }

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "ember-app-import-"));
    dataDir = path.join(work, "db");
    const database = await freshDatabaseUrl(engine);
    if (engine === "pglite") await seedPgliteDataDir(dataDir);
    env = { DATA_DIR: dataDir, LOG_LEVEL: "silent", ...(database.url ? { DATABASE_URL: database.url } : {}) };
    dispose = database.dispose;
  });
  afterAll(async () => {
    await dispose();
    await rm(work, { recursive: true, force: true });
  });

  it("refuses a bad row anywhere with its file and line, and writes nothing", async () => {
    const badCsv = (await readFile(path.join(fixture, "exports", "Project_export.csv"), "utf8")).replace(
      '"COBOL","archived"',
      '"COBOL","paused"',
    );
    const data = await dataWith("Project_export.csv", badCsv);
    const tasks = JSON.parse(await readFile(path.join(data, "Task.json"), "utf8")) as Record<
      string,
      unknown
    >[];
    tasks.push({ id: "66c000000000000000000009", project_id: "x", created_date: "yesterday" });
    await writeFile(path.join(data, "Task.json"), JSON.stringify(tasks));

    const result = await run([fixture, "--data", data, "--out", "app", "--no-build"]);
    expect(result.code).toBe(EX_DATAERR);
    expect(result.err).toMatch(/Project_export\.csv:3: .*status/);
    expect(result.err).toContain("Task.json record 3: created_date");
    expect(result.err).toContain("Project_export.csv: refused whole (1 of 3 rows are bad)");
    expect(result.err).toContain("No data was written.");
    // Checked before the copy: no app folder either.
    await expect(readFile(path.join(work, "app", "entities", "Task.json"))).rejects.toThrow();
  });

  it("imports accounts and records with their ids, dates, creators and references", async () => {
    const result = await run(
      [fixture, "--data", "fixture-data", "--out", "app", "--no-build"].map((a) =>
        a === "fixture-data" ? path.join(fixture, "exports") : a,
      ),
    );
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(result.out).toContain("User (User_export.csv): 2 created, 0 updated, 0 unchanged");
    expect(result.out).toContain("Project (Project_export.csv): 3 created, 0 updated, 0 unchanged");
    expect(result.out).toContain("Task (Task.json): 2 created, 0 updated, 0 unchanged");
    expect(result.out).toContain(`APP_DIR=${path.join(work, "app")} APP_ID=${APP_ID}`);
    expect(result.out).toContain("Not building the front end (--no-build).");

    // An imported user sets a password (here as an operator would), then signs in as the same id.
    const io = {
      ...fakeIo(),
      interactive: false,
      askHidden: async () => "",
      readStdin: async () => "grace's new password",
    };
    expect(
      await runAdminCommand(["reset-password", "--email", "grace@example.org", "--password-stdin"], env, io),
    ).toBe(0);

    const project = await loadAppProject(path.join(work, "app"));
    const t = await startTestApp(
      engine,
      { ...env, APP_ID, ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
      // The Ember site's entities as well, until the server hosts an APP_DIR on its own.
      {
        entities: new Map([...(await loadEntities()), ...project.entities]),
        userSchema: project.userSchema?.value,
      },
    );
    try {
      const token = await login(t.baseUrl, APP_ID, "grace@example.org", "grace's new password");
      const grace = createClient({ serverUrl: t.baseUrl, appId: APP_ID, token });
      const { Project: projects, Task: tasks } = grace.entities;
      if (!projects || !tasks) throw new Error("the SDK has no Project or Task entity");
      expect(await grace.auth.me()).toMatchObject({
        id: "64a000000000000000000002",
        email: "grace@example.org",
        full_name: "Grace Hopper",
        role: "user",
        team: "compilers",
        created_date: "2024-01-06T09:30:00.000Z",
      });
      // The read rule compares created_by_id with the signed-in user's id: hers, kept, match.
      expect(await projects.list()).toEqual([
        {
          id: "65b000000000000000000002",
          name: "COBOL",
          status: "archived",
          created_date: "2024-03-02T14:00:00.000Z",
          updated_date: "2024-03-02T14:00:00.000Z",
          created_by: "grace@example.org",
          created_by_id: "64a000000000000000000002",
        },
      ]);
      const [task] = await tasks.filter({ project_id: "65b000000000000000000002" });
      expect(task).toMatchObject({
        id: "66c000000000000000000002",
        title: "Write the compiler",
        done: false,
      });
      const engineTask = await tasks.get("66c000000000000000000001");
      expect(engineTask).toMatchObject({
        project_id: "65b000000000000000000001",
        done: true,
        tags: ["design", "hardware"],
        estimate_hours: 40,
        updated_date: "2024-03-10T17:45:00.000Z",
        created_by: "ada@example.org",
      });
      // A record she creates now is hers as well, beside the old ones.
      const made = await projects.create({ name: "FLOW-MATIC" });
      expect((await projects.list("name")).map((p) => p.name)).toEqual(["COBOL", "FLOW-MATIC"]);
      await projects.delete(made.id);
    } finally {
      await t.close();
    }
    const after = await counts();
    expect(after).toMatchObject({ users: 2, projects: 3, tasks: 2 });
    const multiline = await inDatabase(
      async (db) =>
        (
          await db.query<{ data: { name: string } }>(
            "select data from e_project where id = '65b000000000000000000003'",
          )
        ).rows[0]?.data.name,
    );
    expect(multiline).toBe('Notes, with "quotes"\nand a line break');
  });

  it("changes nothing when run twice, and takes a newer export's changes", async () => {
    const before = await counts();
    const again = await run([fixture, "--data", path.join(fixture, "exports"), "--out", "app", "--no-build"]);
    expect(again.code).toBe(0);
    expect(again.out).toContain("Project (Project_export.csv): 0 created, 0 updated, 3 unchanged");
    expect(again.out).toContain("User (User_export.csv): 0 created, 0 updated, 2 unchanged");
    expect(await counts()).toEqual(before);

    const newer = (await readFile(path.join(fixture, "exports", "Project_export.csv"), "utf8")).replace(
      '"Analytical Engine","active","1200.5","65b000000000000000000001","2024-03-01T08:15:30.123000","2024-03-04T12:00:00.000000"',
      '"Analytical Engine","archived","1300","65b000000000000000000001","2024-03-01T08:15:30.123000","2024-05-01T00:00:00.000000"',
    );
    const data = await dataWith("Project_export.csv", newer);
    const third = await run([fixture, "--data", data, "--out", "app", "--no-build"]);
    expect(third.code).toBe(0);
    expect(third.out).toContain("Project (Project_export.csv): 0 created, 1 updated, 2 unchanged");
    const row = await inDatabase(
      async (db) =>
        (
          await db.query<{ data: Record<string, unknown>; created_date: Date; created_by_id: string }>(
            "select data, created_date, created_by_id from e_project where id = '65b000000000000000000001'",
          )
        ).rows[0],
    );
    expect(row?.data).toEqual({ name: "Analytical Engine", status: "archived", budget: 1300 });
    expect(new Date(row?.created_date as Date).toISOString()).toBe("2024-03-01T08:15:30.123Z");
    expect(row?.created_by_id).toBe("64a000000000000000000001");
  });

  it("refuses an address that another account holds here, naming the line", async () => {
    const users = (await readFile(path.join(fixture, "exports", "User_export.csv"), "utf8")).replace(
      "64a000000000000000000002",
      "64a0000000000000000000ff",
    );
    const before = await counts();
    const result = await run([
      fixture,
      "--data",
      await dataWith("User_export.csv", users),
      "--out",
      "app",
      "--no-build",
    ]);
    expect(result.code).toBe(EX_DATAERR);
    expect(result.err).toContain(
      "User_export.csv:3: grace@example.org has the account 64a000000000000000000002 here already",
    );
    expect(await counts()).toEqual(before);
  });
});

describe("npm run app:import, without a database", () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "ember-app-import-"));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });
  const run = async (argv: string[], extra: Record<string, string> = {}) => {
    const io = fakeIo();
    const code = await runAppImport(argv, { INIT_CWD: work, ...extra }, io);
    return { code, out: io.lines.join("\n"), err: io.errors.join("\n") };
  };

  it("answers usage errors with 64", async () => {
    expect((await run([])).code).toBe(EX_USAGE);
    expect((await run([fixture, "--colour"])).err).toContain("Unknown option '--colour'");
    const missing = await run(["no-such-app"]);
    expect(missing.code).toBe(EX_USAGE);
    expect(missing.err).toContain(`${path.join(work, "no-such-app")}: no such folder`);
    expect((await run([fixture, "--out", path.join(fixture, "inside"), "--no-build"])).err).toContain(
      "is inside the project",
    );
    expect((await run(["--help"])).code).toBe(0);
  });

  it("names the file, line and column of a project that does not load", async () => {
    const broken = path.join(work, "broken");
    await cp(fixture, broken, { recursive: true });
    await writeFile(
      path.join(broken, "entities", "Task.json"),
      '{\n  "name": "Task",\n  "properties": {,}\n}\n',
    );
    const result = await run([broken, "--out", path.join(work, "broken-out")]);
    expect(result.code).toBe(EX_DATAERR);
    expect(result.err).toMatch(/entities\/Task\.json:3:\d+: /);
  });

  it("warns of entities the code uses that the project has no schema for", async () => {
    const partial = path.join(work, "partial");
    await cp(fixture, partial, { recursive: true });
    await mkdir(path.join(partial, "src", "pages"), { recursive: true });
    await writeFile(
      path.join(partial, "src", "pages", "Board.jsx"),
      [
        'import { Tag } from "@/entities/Tag";',
        'import { base44 } from "@/api/base44Client";',
        "export const load = () => Promise.all([base44.entities.Milestone.list(), base44.entities.Task.list()]);",
        'export const me = () => base44.entities["User"].me();',
      ].join("\n"),
    );
    const result = await run([partial, "--out", path.join(work, "partial-out"), "--no-build"]);
    expect(result.code).toBe(0);
    const warnings = result.out.split("\n").filter((line) => line.includes("has no schema for"));
    expect(warnings).toEqual([
      "  warning: src/pages/Board.jsx uses the entity Milestone, which the project has no schema for (calls to it answer 404)",
      "  warning: src/pages/Board.jsx uses the entity Tag, which the project has no schema for (calls to it answer 404)",
    ]);
  });

  it("refuses, before copying anything, a User schema the server would refuse at start", async () => {
    const broken = path.join(work, "bad-user");
    await cp(fixture, broken, { recursive: true });
    await writeFile(
      path.join(broken, "entities", "User.json"),
      JSON.stringify({ name: "User", properties: { password_hash: { type: "string" } } }),
    );
    const out = path.join(work, "bad-user-out");
    const result = await run([broken, "--out", out, "--no-build"]);
    expect(result.code).toBe(EX_DATAERR);
    expect(result.err).toContain("properties.password_hash: reserved for the platform");
    expect(existsSync(out)).toBe(false);
  });

  it("builds the front end with the app id and this server's address, and refuses a folder it did not make", async () => {
    const out = path.join(work, "built");
    const result = await run([fixture, "--out", out, "--public-url", "https://tasks.example.org/"]);
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    const html = await readFile(path.join(out, "dist", "index.html"), "utf8");
    const settings = JSON.parse(
      /<script id="env" type="application\/json">(.*)<\/script>/.exec(html)?.[1] ?? "{}",
    );
    expect(settings).toEqual({
      VITE_BASE44_APP_ID: APP_ID,
      VITE_BASE44_BACKEND_URL: "https://tasks.example.org",
      VITE_BASE44_APP_BASE_URL: "https://tasks.example.org",
    });
    // The data folder of the project is not the app's database: that is ember-data beside it.
    expect(result.out).toContain(`DATA_DIR=${path.join(out, "ember-data")}`);

    const foreign = path.join(work, "foreign");
    await cp(path.join(fixture, "src"), foreign, { recursive: true });
    const refused = await run([fixture, "--out", foreign, "--no-build"]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("was not made by app:import");
  });
  it("installs again with --legacy-peer-deps when npm reports a peer dependency conflict, and says so", async () => {
    // A real conflict, offline: two packages packed from fixtures, one naming the other at a version
    // the project does not have as its peer, both taken from tarballs in the project.
    const project = path.join(work, "peer-conflict");
    await cp(fixture, project, { recursive: true });
    const vendor = path.join(project, "vendor");
    await mkdir(vendor);
    for (const name of ["peer-b", "needs-peer-b-2"]) {
      execFileSync("npm", ["pack", "--silent", "--pack-destination", vendor], {
        cwd: path.join(peerConflict, name),
        stdio: "pipe",
      });
    }
    const manifest = JSON.parse(await readFile(path.join(project, "package.json"), "utf8"));
    manifest.dependencies = {
      "peer-b": "file:vendor/peer-b-1.0.0.tgz",
      "needs-peer-b-2": "file:vendor/needs-peer-b-2-1.0.0.tgz",
    };
    await writeFile(path.join(project, "package.json"), JSON.stringify(manifest));
    const out = path.join(work, "peer-conflict-out");
    const result = await run([project, "--out", out], { PATH: process.env.PATH ?? "" });
    expect([result.code, result.err]).toEqual([0, ""]);
    expect(result.out).toContain(
      "npm could not resolve the front end's peer dependencies (ERESOLVE, above); installing again with --legacy-peer-deps",
    );
    expect(existsSync(path.join(out, "node_modules", "needs-peer-b-2", "package.json"))).toBe(true);
    expect(existsSync(path.join(out, "dist", "index.html"))).toBe(true);

    // Any other failure of the install is the user's to fix: no second try.
    manifest.dependencies = { "peer-b": "file:vendor/no-such-package.tgz" };
    await writeFile(path.join(project, "package.json"), JSON.stringify(manifest));
    const broken = await run([project, "--out", out], { PATH: process.env.PATH ?? "" });
    expect(broken.code).not.toBe(0);
    expect(broken.err).toContain("npm install --include=dev --no-audit --no-fund failed");
    expect(broken.out).not.toContain("--legacy-peer-deps");
  });
});
