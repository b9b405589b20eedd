import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { AppProjectError } from "../../src/platform/app-project/jsonc-file.ts";
import { loadAppProject } from "../../src/platform/app-project/load-app-project.ts";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");

/** The problems a project folder is refused with. */
async function refusal(dir: string): Promise<string> {
  try {
    await loadAppProject(dir);
  } catch (error) {
    if (error instanceof AppProjectError) return error.problems.join("\n");
    throw error;
  }
  throw new Error("expected the project to be refused");
}

describe("loading a Base44 project folder", () => {
  const temps: string[] = [];
  afterEach(async () => {
    for (const dir of temps.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  /** A project folder holding these files (path relative to it -> text). */
  async function project(files: Record<string, string>): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), "ember-project-"));
    temps.push(dir);
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
    return dir;
  }

  it("reads the CLI layout: app link and config, JSONC entities with kebab names, the User schema apart, agents", async () => {
    const loaded = await loadAppProject(path.join(fixtures, "cli-app"));
    expect(loaded.layout).toBe("cli");
    expect(loaded.app).toEqual({
      id: "staffdesk-0001",
      name: "Staff Desk",
      description: "A small HR app in the Base44 CLI layout, for the app-project tests",
    });
    expect([...loaded.entities.keys()].sort()).toEqual(["Employee", "TeamMember"]);
    expect(loaded.entitySchemas.map((e) => e.source)).toEqual([
      "base44/entities/employee.jsonc",
      "base44/entities/team-member.jsonc",
    ]);
    expect(loaded.userSchema?.source).toBe("base44/entities/user.jsonc");
    expect(Object.keys(loaded.userSchema?.value.properties as object)).toEqual(["role", "team"]);
    expect(loaded.agents.map((a) => [a.name, a.entityTools])).toEqual([
      ["hr_helper", [{ entityName: "Employee", operations: ["read", "update"] }]],
    ]);
    expect(loaded.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/hr_helper.jsonc: tool_configs\[1\]: entity Payroll is not in the project/),
        expect.stringMatching(/hr_helper.jsonc: tool_configs\[2\]: function tool notifyManager/),
        expect.stringMatching(/hr_helper.jsonc: memory_config is not supported/),
      ]),
    );
  });

  it("takes declared built-ins as the built-ins and keeps unknown keys with a warning", async () => {
    const { entities } = await loadAppProject(path.join(fixtures, "cli-app"));
    const employee = entities.get("Employee");
    expect(Object.keys(employee?.schema.properties ?? {})).toEqual([
      "full_name",
      "department",
      "salary",
      "notes",
    ]);
    expect(employee?.schema.required).toEqual(["full_name"]);
    expect([...(employee?.fieldRules.keys() ?? [])]).toEqual(["salary", "notes"]);
    expect(employee?.warnings).toEqual(
      expect.arrayContaining([
        "x-ui-order: unknown schema key, kept and ignored",
        "properties.id: a built-in field; served as the built-in, not stored as data",
        "properties.full_name.widget: not enforced by this server, kept and ignored",
      ]),
    );
    const member = entities.get("TeamMember");
    expect(member?.schema.type).toBe("object");
    expect(member?.warnings).toEqual(
      expect.arrayContaining([
        "properties.phone.format: phone is not a known format; not checked",
        "properties.skills.maxItems: not enforced by this server, kept and ignored",
        "properties.is_sample: a built-in field; served as the built-in, not stored as data",
      ]),
    );
    // A built-in sent as data is not stored twice: the server's own id and dates win.
    const data = employee?.validator.create({ full_name: "Ada", id: "mine", created_date: "1999-01-01" });
    expect(data).toEqual({ full_name: "Ada" });
  });

  it("reads the older export layout: entities/*.json and *.jsonc at the root, front-end files ignored", async () => {
    const loaded = await loadAppProject(path.join(fixtures, "export-app"));
    expect(loaded.layout).toBe("export");
    expect(loaded.app).toEqual({});
    expect([...loaded.entities.keys()].sort()).toEqual(["Project", "Task"]);
    expect(loaded.agents).toEqual([]);
  });

  it("reads the GitHub sync's extensionless entities/Task files, and still skips other files with a warning", async () => {
    const dir = await project({
      "entities/Chore": JSON.stringify({ name: "Chore", properties: { title: { type: "string" } } }),
      "entities/User": JSON.stringify({ name: "User", properties: { nickname: { type: "string" } } }),
      "entities/notes.txt": "not a schema",
      "entities/.DS_Store": "",
    });
    await mkdir(path.join(dir, "entities", "drafts"));
    const loaded = await loadAppProject(dir);
    expect([...loaded.entities.keys()]).toEqual(["Chore"]);
    expect(loaded.entitySchemas.map((e) => e.source)).toEqual(["entities/Chore"]);
    expect(loaded.userSchema?.source).toBe("entities/User");
    expect(loaded.warnings).toEqual([
      "entities/drafts: not a .json or .jsonc file; not read",
      "entities/notes.txt: not a .json or .jsonc file; not read",
    ]);
  });

  it("skips an empty entity file, as the sync leaves one behind, with a warning", async () => {
    const dir = await project({
      "entities/Chore": JSON.stringify({ name: "Chore", properties: { title: { type: "string" } } }),
      "entities/Gone": "",
      "entities/Blank.json": "  \n",
    });
    const loaded = await loadAppProject(dir);
    expect([...loaded.entities.keys()]).toEqual(["Chore"]);
    expect(loaded.warnings).toEqual([
      "entities/Blank.json: empty; not read",
      "entities/Gone: empty; not read",
    ]);
  });

  it("names an extensionless entity file that is not JSON", async () => {
    const dir = await project({ "entities/Chore": "{ name: Chore" });
    expect(await refusal(dir)).toMatch(/^entities\/Chore:1:3: /);
  });

  it("reads this repository's own entities/ as a project", async () => {
    const loaded = await loadAppProject(path.resolve(fixtures, "../../../.."));
    expect(loaded.layout).toBe("export");
    expect(loaded.entities.has("Application")).toBe(true);
    expect(loaded.warnings).toEqual([]);
  });

  it("refuses a file that is not JSONC, naming the file, line and column", async () => {
    const dir = await project({
      "base44/config.jsonc": '{ "name": "x" }',
      "base44/entities/task.jsonc":
        '{\n  "name": "Task",\n  "properties": { "a": { "type": "string" } }\n  "required": []\n}',
    });
    expect(await refusal(dir)).toMatch(/^base44\/entities\/task\.jsonc:4:3: Comma expected$/m);
  });

  it.each<[string, string, RegExp]>([
    ["no name", '{ "properties": {} }', /task\.jsonc: name: letters and digits/],
    [
      "properties not an object",
      '{ "name": "Task", "properties": [] }',
      /task\.jsonc: properties: must be an object/,
    ],
    [
      "an invalid regex",
      '{ "name": "Task", "properties": { "code": { "type": "string", "pattern": "([A-Z" } } }',
      /task\.jsonc: properties: /,
    ],
    [
      "an unknown rls operation on a field",
      '{ "name": "Task", "properties": { "code": { "type": "string", "rls": { "view": true } } } }',
      /task\.jsonc: properties\.code\.rls\.view: unknown operation/,
    ],
    [
      "an unknown rls operation",
      '{ "name": "Task", "properties": {}, "rls": { "list": true } }',
      /rls\.list: unknown operation/,
    ],
  ])("refuses an entity with %s, naming the file", async (_what, text, problem) => {
    const dir = await project({ "base44/.app.jsonc": '{"id": "a1"}', "base44/entities/task.jsonc": text });
    expect(await refusal(dir)).toMatch(problem);
  });

  it("refuses a bad agent, a duplicate entity, a folder outside the project and a missing project", async () => {
    const task = '{ "name": "Task", "properties": {} }';
    const dir = await project({
      "base44/config.jsonc": '{ "name": "x", "agentsDir": "./agents" }',
      "base44/entities/task.jsonc": task,
      "base44/entities/Task.jsonc": task,
      "base44/agents/helper.jsonc":
        '{ "name": "Helper", "instructions": "x", "tool_configs": [{ "entity_name": "Task", "allowed_operations": ["drop"] }] }',
    });
    const problems = await refusal(dir);
    expect(problems).toMatch(/helper\.jsonc: description is required/);
    expect(problems).toMatch(/helper\.jsonc: name Helper: lowercase/);
    expect(problems).toMatch(/helper\.jsonc: tool_configs\[0\]: unknown operation drop/);
    expect(problems).toMatch(/Task clashes with/);

    const outside = await project({ "base44/config.jsonc": '{ "name": "x", "entitiesDir": "../../etc" }' });
    expect(await refusal(outside)).toMatch(/entitiesDir \.\.\/\.\.\/etc is outside the project/);
    expect(await refusal(await project({ "README.md": "hi" }))).toMatch(/no Base44 project here/);
  });
});
