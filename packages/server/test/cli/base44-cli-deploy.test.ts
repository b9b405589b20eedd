import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../src/platform/auth/users.ts";
import { adminWithKey } from "../setup/admin-io.ts";
import { runCli, startCli } from "../setup/base44-cli.ts";
import { type Engine, engines } from "../setup/databases.ts";
import { greetingPackages, type NpmRegistry, startNpmRegistry } from "../setup/npm-registry.ts";
import { entity, sdkError } from "../setup/sdk-calls.ts";
import { login, startTestApp, type TestApp, testAdmin } from "../setup/test-app.ts";
import { until } from "../setup/until.ts";

// The official CLI deploys an app's code to a running server (decision 0082): entities push (records kept
// and restorable), functions deploy / list / pull / delete, logs and logs --follow, agents and skills.

const task = (priority: Record<string, unknown> = { type: "number" }, withNotes = true) => ({
  name: "Task",
  type: "object",
  properties: {
    title: { type: "string" },
    priority,
    ...(withNotes ? { notes: { type: "string" } } : {}),
  },
  required: ["title"],
  rls: { create: true, read: { created_by: "{{user.email}}" }, update: { created_by: "{{user.email}}" } },
});
const tag = {
  name: "Tag",
  type: "object",
  properties: { label: { type: "string" } },
  rls: { create: true, read: true },
};

const helloSource = (greeting: string) => `import { createClientFromRequest } from "npm:@base44/sdk@0.8.x";
import { shout } from "../../shared/shout.ts";
Deno.serve(async (req) => {
  const base44 = createClientFromRequest(req);
  const me = await base44.auth.me();
  console.log("hello called by " + me.email);
  return Response.json({ greeting: shout("${greeting}"), email: me.email }, {
    status: 201,
    headers: { "x-hello": "${greeting}" },
  });
});
`;
const helloConfig = {
  name: "hello",
  entry: "entry.ts",
  automations: [
    {
      name: "nightly",
      type: "scheduled",
      schedule_mode: "recurring",
      schedule_type: "cron",
      cron_expression: "0 3 * * *",
    },
  ],
};

describe.each(engines)(
  "the Base44 CLI deploys an app's code on %s",
  { timeout: 180_000 },
  (engine: Engine) => {
    let server: TestApp;
    let apiKey = "";
    let appId = "";
    let project = "";
    let userToken = "";
    let registry: NpmRegistry;

    const cli = (args: string[], cwd = project) =>
      runCli(args, {
        cwd,
        env: { BASE44_API_URL: server.baseUrl, BASE44_API_KEY: apiKey },
        timeoutMs: 120_000,
      });
    const printed = (run: { stdout: string; stderr: string }) => run.stdout + run.stderr;
    const write = async (relative: string, content: unknown) => {
      const file = path.join(project, "base44", relative);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, typeof content === "string" ? content : JSON.stringify(content, null, 2));
    };
    const asUser = () => createClient({ serverUrl: server.baseUrl, appId, token: userToken });

    beforeAll(async () => {
      registry = await startNpmRegistry(greetingPackages);
      server = await startTestApp(
        engine,
        { NPM_REGISTRY: registry.url },
        {},
        {
          beforeStart: async (env) => {
            apiKey = await adminWithKey(env, testAdmin);
          },
        },
      );
      const created = await fetch(`${server.baseUrl}/api/apps`, {
        method: "POST",
        headers: { "content-type": "application/json", api_key: apiKey },
        body: JSON.stringify({ name: "Team tasks" }),
      });
      appId = ((await created.json()) as { id: string }).id;
      project = await mkdtemp(path.join(tmpdir(), "ember-cli-project-"));
      await write("config.jsonc", { name: "Team tasks" });
      await write(".app.jsonc", { id: appId });
      await write("entities/task.jsonc", task());
      await write("entities/tag.jsonc", tag);
      const instance = await server.app.appsHost.instance(appId);
      if (!instance) throw new Error("the app did not start");
      await createUser(instance.db, {
        email: "ada@example.org",
        password: "hosted-password-1",
        role: "user",
        is_member: true,
        is_verified: true,
      });
      userToken = await login(server.baseUrl, appId, "ada@example.org", "hosted-password-1");
    }, 180_000);

    afterAll(async () => {
      await server?.close();
      await registry?.close();
      if (project) await rm(project, { recursive: true, force: true });
    });

    it("pushes entities, whose records then follow the pushed rules", async () => {
      const run = await cli(["entities", "push", "-y"]);
      expect(run.code, printed(run)).toBe(0);
      const client = asUser();
      const written = await entity(client, "Task").create({
        title: "Write the docs",
        priority: 2,
        notes: "soon",
      });
      await entity(client, "Tag").create({ label: "docs" });
      expect(await entity(client, "Task").list()).toEqual([expect.objectContaining({ id: written.id })]);
      // The pushed rule: a task is read by its author only; an anonymous reader sees none.
      const anonymous = createClient({ serverUrl: server.baseUrl, appId });
      expect(await entity(anonymous, "Task").list()).toEqual([]);
      expect((await sdkError(entity(client, "Task").create({ priority: 1 }))).status).toBe(422);
    });

    it("keeps the records of a removed field and entity, and brings them back when pushed again", async () => {
      await write("entities/task.jsonc", task({ type: "number" }, false));
      await rm(path.join(project, "base44", "entities", "tag.jsonc"));
      const run = await cli(["entities", "push", "-y"]);
      expect(run.code, printed(run)).toBe(0);
      expect((await sdkError(entity(asUser(), "Tag").list())).status).toBe(404);
      const removed = await fetch(`${server.baseUrl}/api/apps/${appId}/entity-schemas/removed`, {
        headers: { api_key: apiKey },
      });
      expect(await removed.json()).toMatchObject({
        items: [{ entity: "Tag", from: "e_tag", records: 1 }],
        total: 1,
      });
      // The removed field's value stays in the record.
      const [kept] = await entity(asUser(), "Task").list();
      expect(kept).toMatchObject({ title: "Write the docs", notes: "soon" });

      await write("entities/task.jsonc", task());
      await write("entities/tag.jsonc", tag);
      const again = await cli(["entities", "push", "-y"]);
      expect(again.code, printed(again)).toBe(0);
      expect(await entity(asUser(), "Tag").list()).toEqual([expect.objectContaining({ label: "docs" })]);
    });

    it("refuses a push whose type change the stored records do not match, and changes nothing", async () => {
      await write("entities/task.jsonc", task({ type: "string" }));
      const run = await cli(["entities", "push", "-y"]);
      expect(run.code).not.toBe(0);
      expect(printed(run)).toMatch(/Task\.priority: 1 record holds a value that is not string/);
      expect(printed(run)).toMatch(/Nothing was changed/);
      const [kept] = await entity(asUser(), "Task").list();
      expect(kept).toMatchObject({ priority: 2 });
      await write("entities/task.jsonc", task());
    });

    it("deploys a Deno function with a shared file and an automation, and a change goes live without a restart", async () => {
      await write(
        "shared/shout.ts",
        "export const shout = (text: string): string => text.toUpperCase() + '!';\n",
      );
      await write("functions/hello/function.jsonc", helloConfig);
      await write("functions/hello/entry.ts", helloSource("hello"));
      const run = await cli(["functions", "deploy"]);
      expect(run.code, printed(run)).toBe(0);

      const answer = await fetch(`${server.baseUrl}/api/apps/${appId}/functions/hello`, {
        method: "POST",
        headers: { authorization: `Bearer ${userToken}`, "content-type": "application/json" },
        body: "{}",
      });
      expect([answer.status, answer.headers.get("x-hello")]).toEqual([201, "hello"]);
      expect(await answer.json()).toEqual({ greeting: "HELLO!", email: "ada@example.org" });
      const instance = await server.app.appsHost.instance(appId);
      const schedules = await instance?.db.query<{ function_name: string }>(
        "select function_name from function_schedules",
      );
      expect(schedules?.rows).toEqual([{ function_name: "hello" }]);

      await write("functions/hello/entry.ts", helloSource("bonjour"));
      const started = performance.now();
      const second = await cli(["functions", "deploy"]);
      expect(second.code, printed(second)).toBe(0);
      const viaSdk = await asUser().functions.invoke("hello", {});
      process.stdout.write(
        `functions deploy to a live answer: ${Math.round(performance.now() - started)} ms (${engine})\n`,
      );
      expect(viaSdk.data).toEqual({ greeting: "BONJOUR!", email: "ada@example.org" });

      const third = await cli(["functions", "deploy"]);
      expect(third.code, printed(third)).toBe(0);
      expect(printed(third)).toMatch(/unchanged/i);
    });

    it("deploys a function that imports an npm package, fetched from the registry as it deploys", async () => {
      await write("functions/greet/function.jsonc", { name: "greet", entry: "entry.ts" });
      await write(
        "functions/greet/entry.ts",
        'import { greet } from "npm:ember-greeting@^1.0.0";\nDeno.serve(() => new Response(greet("team")));\n',
      );
      const run = await cli(["functions", "deploy"]);
      expect(run.code, printed(run)).toBe(0);
      expect(registry.requests).toContain("/ember-greeting/-/ember-greeting-1.0.0.tgz");
      const answer = await fetch(`${server.baseUrl}/api/apps/${appId}/functions/greet`);
      expect([answer.status, await answer.text()]).toEqual([200, "Hello, team (v1)"]);
      // Out of the way of the tests below, which count the app's functions.
      expect((await cli(["functions", "delete", "greet"])).code).toBe(0);
      await rm(path.join(project, "base44", "functions", "greet"), { recursive: true });
    });

    it("deploys a function with type errors, as Base44 runs it, and refuses one that cannot load", async () => {
      // Written as real apps write them: an untyped parameter, `error.message` of an unknown, and the handler
      // as the module's default export rather than a Deno.serve call.
      await write(
        "functions/loose/entry.ts",
        `export default async function (req) {
  try {
    const body = await req.json();
    return Response.json({ said: body.say, secret: Deno.env.get("LOOSE_SECRET") ?? null }, { status: 202 });
  } catch (error) {
    return Response.json({
      error: error.message,
    }, { status: 400 });
  }
}
`,
      );
      const loose = await cli(["functions", "deploy"]);
      expect(loose.code, printed(loose)).toBe(0);
      const answer = await fetch(`${server.baseUrl}/api/apps/${appId}/functions/loose`, {
        method: "POST",
        headers: { authorization: `Bearer ${userToken}`, "content-type": "application/json" },
        body: JSON.stringify({ say: "hi" }),
      });
      expect([answer.status, await answer.json()]).toEqual([202, { said: "hi", secret: null }]);
      const logs = await cli(["logs", "--function", "loose"]);
      expect(logs.code, printed(logs)).toBe(0);
      expect(printed(logs)).toMatch(/type errors[\s\S]*TS7006/);

      await write("functions/hello/entry.ts", `${helloSource("broken")}const n: number = ;\n`);
      const syntax = await cli(["functions", "deploy"]);
      expect(syntax.code).not.toBe(0);
      expect(printed(syntax)).toMatch(/does not load[\s\S]*entry\.ts/);
      await write(
        "functions/hello/entry.ts",
        `import { nope } from "./missing.ts";\n${helloSource("broken")}`,
      );
      const missing = await cli(["functions", "deploy"]);
      expect(missing.code).not.toBe(0);
      expect(printed(missing)).toMatch(/does not load[\s\S]*missing\.ts/);
      expect((await asUser().functions.invoke("hello", {})).data).toMatchObject({ greeting: "BONJOUR!" });

      await write("functions/hello/entry.ts", helloSource("bonjour"));
      await rm(path.join(project, "base44", "functions", "loose"), { recursive: true });
      expect((await cli(["functions", "delete", "loose"])).code).toBe(0);
    });

    it("shows a function's console output with logs, and as it happens with logs --follow", async () => {
      const run = await cli(["logs", "--function", "hello"]);
      expect(run.code, printed(run)).toBe(0);
      expect(printed(run)).toContain("hello called by ada@example.org");

      const follow = await startCli(["logs", "--function", "hello", "--follow"], {
        cwd: project,
        env: { BASE44_API_URL: server.baseUrl, BASE44_API_KEY: apiKey },
        timeoutMs: 60_000,
      });
      try {
        // Only once the stream is open does a new line reach it.
        await until(() => server.app.appsHost.functionLogs.listeners(appId) === 1, "the log stream open");
        const before = follow.output().length;
        await asUser().functions.invoke("hello", {});
        await until(
          () => follow.output().slice(before).includes("hello called by ada@example.org"),
          "the new line followed",
        );
      } finally {
        follow.stop();
        await follow.result.catch(() => undefined);
      }
    });

    it("lists, pulls and deletes functions", async () => {
      const list = await cli(["functions", "list"]);
      expect(list.code, printed(list)).toBe(0);
      expect(printed(list)).toContain("hello");

      const pulled = await mkdtemp(path.join(tmpdir(), "ember-cli-pull-"));
      await mkdir(path.join(pulled, "base44"), { recursive: true });
      await writeFile(path.join(pulled, "base44", "config.jsonc"), JSON.stringify({ name: "Pulled" }));
      await writeFile(path.join(pulled, "base44", ".app.jsonc"), JSON.stringify({ id: appId }));
      const pull = await cli(["functions", "pull"], pulled);
      expect(pull.code, printed(pull)).toBe(0);
      expect(await readFile(path.join(pulled, "base44", "functions", "hello", "entry.ts"), "utf8")).toBe(
        helloSource("bonjour"),
      );
      await rm(pulled, { recursive: true, force: true });

      const deleted = await cli(["functions", "delete", "hello"]);
      expect(deleted.code, printed(deleted)).toBe(0);
      await expect(asUser().functions.invoke("hello", {})).rejects.toMatchObject({ status: 404 });
      const listed = await fetch(`${server.baseUrl}/api/apps/${appId}/backend-functions`, {
        headers: { api_key: apiKey },
      });
      expect(await listed.json()).toEqual({ functions: [] });
    });

    it("pushes and pulls agents and agent skills", async () => {
      await write("agents/helper.jsonc", {
        name: "helper",
        description: "Helps with tasks",
        instructions: "Be brief.",
        tool_configs: [{ entity_name: "Task", allowed_operations: ["read"] }],
      });
      await write(
        "agent-skills/triage.md",
        "---\ndescription: Sorts tasks by urgency\n---\nRead the tasks, then sort them.\n",
      );
      const agents = await cli(["agents", "push", "-y"]);
      expect(agents.code, printed(agents)).toBe(0);
      const skills = await cli(["agent-skills", "push", "-y"]);
      expect(skills.code, printed(skills)).toBe(0);

      await rm(path.join(project, "base44", "agents"), { recursive: true });
      await rm(path.join(project, "base44", "agent-skills"), { recursive: true });
      const pullAgents = await cli(["agents", "pull"]);
      expect(pullAgents.code, printed(pullAgents)).toBe(0);
      expect(
        JSON.parse(await readFile(path.join(project, "base44", "agents", "helper.jsonc"), "utf8")),
      ).toMatchObject({
        name: "helper",
        instructions: "Be brief.",
      });
      const pullSkills = await cli(["agent-skills", "pull"]);
      expect(pullSkills.code, printed(pullSkills)).toBe(0);
      const skillFiles = await readdir(path.join(project, "base44", "agent-skills"));
      expect(skillFiles).toEqual(["triage.md"]);
      const skillText = await readFile(path.join(project, "base44", "agent-skills", "triage.md"), "utf8");
      expect(skillText).toContain("Sorts tasks by urgency");
      expect(skillText).toContain("Read the tasks, then sort them.");
    });
  },
);
