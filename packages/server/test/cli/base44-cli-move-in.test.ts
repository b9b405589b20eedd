import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Base44Client, createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminIo, runAdminCommand } from "../../src/cli/admin.ts";
import { createUser } from "../../src/platform/auth/users.ts";
import { newCliHome, runCli } from "../setup/base44-cli.ts";
import { type Engine, engines } from "../setup/databases.ts";
import { copyExampleProject } from "../setup/example-project.ts";
import { viaHost } from "../setup/hosted-site.ts";
import { entity, sdkError } from "../setup/sdk-calls.ts";
import { login, startTestApp, type TestApp, testAdmin } from "../setup/test-app.ts";

// The whole move of a real Base44 app (examples/tool-library, in the CLI layout) onto a running server, as
// a team does it with the official CLI: `link --create`, `secrets set`, `deploy -y --build`; then used
// through the SDK by two of its users under its own rules, its functions and automation answering, its site
// at the printed address, this site's pages and records untouched; then a changed function deployed live
// without a restart, and the previous version deployed again.

const quietIo = (stdin = ""): AdminIo & { lines: string[] } => {
  const lines: string[] = [];
  return {
    lines,
    out: (line) => lines.push(line),
    err: () => {},
    interactive: false,
    askHidden: async () => "",
    readStdin: async () => stdin,
  };
};

// A function the move adds to the example: what a team's functions read from `Deno.env` and the caller.
const emberHtml = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

const whoamiSource = `import { createClientFromRequest } from "npm:@base44/sdk@0.8.50";
Deno.serve(async (req) => {
  const me = await createClientFromRequest(req).auth.me();
  return Response.json(
    { email: me.email, role: me.role, library: Deno.env.get("LIBRARY_NAME") ?? null },
    { status: 202, headers: { "x-library": Deno.env.get("LIBRARY_NAME") ?? "" } },
  );
});
`;

describe.each(engines)(
  "a Base44 app moves onto a running server with the official CLI (%s)",
  { timeout: 180_000 },
  (engine: Engine) => {
    let server: TestApp;
    let apiKey = "";
    let project = "";
    let appId = "";
    let appUrl = "";
    let env: Record<string, string> = {};
    let calendarSource = "";
    let alice: { id: string; client: Base44Client; token: string };
    let bob: { id: string; client: Base44Client; token: string };
    let emberPage = "";
    let emberUsers: unknown[] = [];
    let webDir = "";

    const cli = (args: string[]) => runCli(args, { env, cwd: project, timeoutMs: 180_000 });
    const ok = async (args: string[]) => {
      const run = await cli(args);
      expect(run.code, `base44 ${args.join(" ")}\n${run.stdout}${run.stderr}`).toBe(0);
      return run.stdout + run.stderr;
    };
    const sdk = (token?: string) =>
      createClient({
        serverUrl: server.baseUrl,
        appId,
        analytics: { enabled: false },
        ...(token ? { token } : {}),
      });
    const emberAdmin = () =>
      createClient({
        serverUrl: server.baseUrl,
        appId: server.config.appId,
        token: server.adminToken,
        analytics: { enabled: false },
      });
    // Through the SDK's invoke (the app's id in the path): from the server's own address, a path without
    // one (`functions.fetch`) names this site, as it does for a front end on the app's own host.
    const calendarOf = async (client: Base44Client) => {
      const response = await client.functions.invoke("loanCalendar", {});
      return { status: response.status, type: response.headers["content-type"], text: String(response.data) };
    };

    // A function's own error answer, as the SDK's invoke rejects with it.
    const refusal = async (call: Promise<unknown>) => {
      const error = (await call.then(
        () => {
          throw new Error("the call succeeded");
        },
        (rejected: unknown) => rejected,
      )) as { status?: number; response?: { status: number; data: { message?: string } } };
      return [error.response?.status ?? error.status, error.response?.data.message];
    };

    beforeAll(async () => {
      // This site's pages, as its web build writes them.
      webDir = await mkdtemp(path.join(tmpdir(), "ember-move-in-web-"));
      await mkdir(path.join(webDir, "History"));
      await writeFile(path.join(webDir, "index.html"), emberHtml("Ember"));
      await writeFile(path.join(webDir, "History", "index.html"), emberHtml("The History of Ember"));
      server = await startTestApp(
        engine,
        { WEB_DIR: webDir },
        {},
        {
          beforeStart: async (serverEnv) => {
            expect(
              await runAdminCommand(
                ["create", "--email", testAdmin.email, "--password-stdin"],
                serverEnv,
                quietIo(testAdmin.password),
              ),
            ).toBe(0);
            const made = quietIo();
            expect(await runAdminCommand(["api-key", "create", "--name", "move-in"], serverEnv, made)).toBe(
              0,
            );
            apiKey = made.lines[0] as string;
          },
        },
      );
      project = await copyExampleProject();
      calendarSource = await readFile(path.join(project, "base44/functions/loanCalendar/entry.ts"), "utf8");
      await mkdir(path.join(project, "base44/functions/whoami"), { recursive: true });
      await writeFile(path.join(project, "base44/functions/whoami/entry.ts"), whoamiSource);
      env = { HOME: await newCliHome(), BASE44_API_URL: server.baseUrl, BASE44_API_KEY: apiKey };
      // What this site serves and holds before the move, to compare after it.
      emberPage = (await (await fetch(`${server.baseUrl}/History`)).text()).replace(/nonce="[^"]*"/g, "");
      emberUsers = await entity(emberAdmin(), "User").list("email");
    }, 180_000);

    afterAll(async () => {
      alice?.client.cleanup();
      bob?.client.cleanup();
      await server?.close();
      if (project) await rm(path.dirname(project), { recursive: true, force: true });
      if (webDir) await rm(webDir, { recursive: true, force: true });
    });

    it("links, sets a secret and deploys the whole app with `deploy -y --build`", async () => {
      await ok(["link", "--create", "--name", "Tool Library"]);
      const link = await readFile(path.join(project, "base44", ".app.jsonc"), "utf8");
      appId = /"id":\s*"([0-9a-f]{24})"/.exec(link)?.[1] ?? "";
      expect(appId).toMatch(/^[0-9a-f]{24}$/);
      await ok(["secrets", "set", "LIBRARY_NAME=Riverside tools"]);

      const started = performance.now();
      const out = await ok(["deploy", "-y", "--build"]);
      process.stdout.write(
        `first deploy -y --build: ${Math.round(performance.now() - started)} ms (${engine})\n`,
      );
      appUrl = /(http:\/\/[0-9a-f]{24}\.localhost:\d+)/.exec(out)?.[1] ?? "";
      expect(appUrl).toBe(server.app.appsHost.urlOf(appId));

      const listed = (await (
        await fetch(`${server.baseUrl}/api/apps/${appId}/backend-functions`, { headers: { api_key: apiKey } })
      ).json()) as { functions: { name: string }[] };
      expect(listed.functions.map((f) => f.name).sort()).toEqual([
        "exportLoans",
        "loanCalendar",
        "updateToolAvailability",
        "whoami",
      ]);
      const agents = await fetch(`${server.baseUrl}/api/apps/${appId}/agent-configs`, {
        headers: { api_key: apiKey },
      });
      expect(JSON.stringify(await agents.json())).toContain("librarian");

      const instance = await server.app.appsHost.instance(appId);
      if (!instance) throw new Error("the app did not start");
      const user = async (email: string, neighborhood: string) => {
        const made = await createUser(instance.db, {
          email,
          password: "a borrowed ladder",
          role: "user",
          is_member: true,
          is_verified: true,
        });
        const token = await login(server.baseUrl, appId, email, "a borrowed ladder");
        const client = sdk(token);
        await client.auth.updateMe({ neighborhood });
        return { id: made.id, client, token };
      };
      alice = await user("alice@tools.test", "north");
      bob = await user("bob@tools.test", "south");
    }, 240_000);

    it("keeps records under the app's own rules for two of its users", async () => {
      const ladder = await entity(alice.client, "Tool").create({
        name: "Ladder",
        category: "hand_tool",
        pickup_address: "1 North Road",
      });
      // Anyone reads the catalogue; the pickup address only the owner and her neighbours.
      expect(await entity(sdk(), "Tool").list()).toEqual([
        expect.objectContaining({ id: ladder.id, name: "Ladder" }),
      ]);
      expect(await entity(bob.client, "Tool").get(ladder.id)).not.toHaveProperty("pickup_address");
      expect(await entity(alice.client, "Tool").get(ladder.id)).toMatchObject({
        pickup_address: "1 North Road",
      });
      expect(
        (await sdkError(entity(bob.client, "Tool").update(ladder.id, { name: "Mine now" }))).status,
      ).toBe(404);
      expect((await sdkError(entity(sdk(), "Tool").create({ name: "Anonymous" }))).status).toBe(403);
      expect((await sdkError(entity(alice.client, "Tool").create({ category: "garden" }))).status).toBe(422);

      const loan = await entity(bob.client, "Loan").create({
        tool_id: ladder.id,
        tool_name: "Ladder",
        owner_id: alice.id,
        start_date: "2026-12-01",
        end_date: "2026-12-03",
      });
      expect(loan).toMatchObject({ status: "requested", created_by_id: bob.id });
      expect((await entity(alice.client, "Loan").list()).map((l) => l.id)).toEqual([loan.id]);
      expect(
        (await sdkError(entity(bob.client, "Loan").update(loan.id, { status: "approved" }))).status,
      ).toBe(404);
    });

    it("runs its automation: an approved loan takes the tool off the shelf, a returned one puts it back", async () => {
      const [loan] = await entity(alice.client, "Loan").list();
      const toolId = String(loan?.tool_id);
      const available = async () => (await entity(sdk(), "Tool").get(toolId)).available;
      await entity(alice.client, "Loan").update(String(loan?.id), { status: "approved" });
      await expect.poll(available, { timeout: 15_000 }).toBe(false);
      await entity(alice.client, "Loan").update(String(loan?.id), { status: "returned" });
      await expect.poll(available, { timeout: 15_000 }).toBe(true);
      await entity(alice.client, "Loan").update(String(loan?.id), { status: "approved" });
      await expect.poll(available, { timeout: 15_000 }).toBe(false);
    });

    it("answers its functions with their statuses, headers, the caller and the secret set with the CLI", async () => {
      const calendar = await calendarOf(bob.client);
      expect(calendar).toMatchObject({ status: 200, type: "text/calendar; charset=utf-8" });
      expect(calendar.text).toContain("X-WR-CALNAME:Tool loans of bob@tools.test\r\n");
      expect(calendar.text).toContain("SUMMARY:Borrowing Ladder\r\n");
      expect(await refusal(calendarOf(sdk()))).toEqual([401, "Sign in to get your loan calendar"]);
      expect(await refusal(alice.client.functions.invoke("exportLoans", {}))).toEqual([
        403,
        "Only stewards export the loans",
      ]);

      const whoami = await alice.client.functions.invoke("whoami", {});
      expect([whoami.status, whoami.headers["x-library"]]).toEqual([202, "Riverside tools"]);
      expect(whoami.data).toEqual({ email: "alice@tools.test", role: "user", library: "Riverside tools" });
    });

    it("serves its site at the address the deploy printed, with its API on the same origin", async () => {
      const host = new URL(appUrl).hostname;
      const home = await viaHost(server.baseUrl, host, "/");
      expect(home.status).toBe(200);
      expect(home.body).toContain("<title>Tool Library</title>");
      const script = /src="(\/assets\/main-[^"]+\.js)"/.exec(home.body)?.[1] ?? "";
      const bundle = await viaHost(server.baseUrl, host, script);
      expect(bundle.status).toBe(200);
      // Built by `deploy --build` for this server's id of the app.
      expect(bundle.body).toContain(appId);
      expect((await viaHost(server.baseUrl, host, "/tools/some-tool")).body).toBe(home.body);
      const tools = await viaHost(server.baseUrl, host, `/api/apps/${appId}/entities/Tool`);
      expect(JSON.parse(tools.body)).toEqual([expect.objectContaining({ name: "Ladder" })]);
    });

    it("leaves this site's pages and records as they were", async () => {
      const page = await fetch(`${server.baseUrl}/History`);
      expect(page.status).toBe(200);
      expect((await page.text()).replace(/nonce="[^"]*"/g, "")).toBe(emberPage);
      expect(await entity(emberAdmin(), "User").list("email")).toEqual(emberUsers);
      // The app's users are its own: neither signs in to this site.
      await expect(
        login(server.baseUrl, server.config.appId, "alice@tools.test", "a borrowed ladder"),
      ).rejects.toThrow(/login failed/);
    });

    it("deploys a changed function live without a restart, and the previous version again", async () => {
      const listening = server.app.server;
      await writeFile(
        path.join(project, "base44/functions/loanCalendar/entry.ts"),
        calendarSource.replace("Tool loans of", "Borrowed and lent by"),
      );
      const started = performance.now();
      await ok(["deploy", "-y", "--no-build"]);
      const changed = await calendarOf(bob.client);
      process.stdout.write(
        `redeploy of a changed function to its changed answer: ${Math.round(performance.now() - started)} ms (${engine})\n`,
      );
      expect(changed.text).toContain("X-WR-CALNAME:Borrowed and lent by bob@tools.test\r\n");
      // The same process and server, and the app's sessions and records carried over.
      expect(server.app.server).toBe(listening);
      expect(listening.listening).toBe(true);
      expect(await entity(sdk(alice.token), "Loan").list()).toHaveLength(1);

      await writeFile(path.join(project, "base44/functions/loanCalendar/entry.ts"), calendarSource);
      await ok(["deploy", "-y", "--no-build"]);
      const restored = await calendarOf(bob.client);
      expect(restored).toMatchObject({ status: 200, type: "text/calendar; charset=utf-8" });
      expect(restored.text).toContain("X-WR-CALNAME:Tool loans of bob@tools.test\r\n");
      expect((await viaHost(server.baseUrl, new URL(appUrl).hostname, "/")).body).toContain(
        "<title>Tool Library</title>",
      );
    }, 240_000);
  },
);
