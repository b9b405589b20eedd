import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { newCliHome, runCli } from "../packages/server/test/setup/base44-cli.ts";
import { freePort } from "../packages/server/test/setup/throwaway-postgres.ts";
import { admin } from "./support/accounts.ts";
import { expect, loginToken, test } from "./support/fixtures.ts";
import { type RunningServer, startServer } from "./support/servers.ts";

// A site built for the hosted service (its old app id baked in, the SDK on the same origin), deployed to
// a running server with the official CLI and used in Chromium at the address the deploy printed
// (`<id>.localhost`): records written and read through its own /api, a second deploy live at once, a
// restore, and `visibility private` sending the visitor to sign in.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The id the site was built with on the hosted service: not this server's id for the app.
const formerId = "68b1f00d0000000000c0ffee";

const entry = `import { createClient } from "@base44/sdk";
const base44 = createClient({ serverUrl: "", appId: "${formerId}", requiresAuth: false });
const out = document.getElementById("notes");
try {
  await base44.entities.Note.create({ text: "written from " + location.host });
  const notes = await base44.entities.Note.list();
  out.textContent = notes.length + " note(s): " + notes.map((n) => n.text).join(", ");
} catch (error) {
  if (error?.data?.extra_data?.reason === "auth_required") base44.auth.redirectToLogin(location.href);
  else out.textContent = "failed: " + error.message;
}
`;

const page = (version: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Notes ${version}</title></head>
<body><main><h1>Notes ${version}</h1><p id="notes">…</p></main><script type="module" src="/assets/app.js"></script></body></html>`;

let server: RunningServer;
let project: string;
let appId = "";
let env: Record<string, string> = {};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const port = await freePort();
  server = await startServer(port, {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PUBLIC_URL: `http://localhost:${port}`,
  });
  const token = await loginToken(server.url);
  const made = await fetch(`${server.url}/api/platform/api-keys`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "e2e deploys" }),
  });
  const { key } = (await made.json()) as { key: string };
  env = { HOME: await newCliHome(), BASE44_API_URL: server.url, BASE44_API_KEY: key };

  project = mkdtempSync(path.join(tmpdir(), "deploy-site-e2e-"));
  mkdirSync(path.join(project, "base44"));
  writeFileSync(
    path.join(project, "base44", "config.jsonc"),
    JSON.stringify({ name: "Notes", site: { outputDirectory: "dist" } }),
  );
  mkdirSync(path.join(project, "dist", "assets"), { recursive: true });
  writeFileSync(path.join(project, "dist", "index.html"), page("one"));
  await build({
    stdin: { contents: entry, resolveDir: path.join(root, "packages/server"), loader: "js" },
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    outfile: path.join(project, "dist", "assets", "app.js"),
    logLevel: "silent",
  });

  const linked = await runCli(["link", "--create", "--name", "Notes"], { env, cwd: project });
  expect(linked.code, linked.stdout + linked.stderr).toBe(0);
  appId =
    /"id":\s*"([0-9a-f]{24})"/.exec(readFileSync(path.join(project, "base44", ".app.jsonc"), "utf8"))?.[1] ??
    "";
  // The app's entity, as a push of its schemas leaves it in the project the server holds.
  const entities = path.join(server.dataDir, "apps", appId, "project", "base44", "entities");
  writeFileSync(
    path.join(entities, "note.jsonc"),
    JSON.stringify({
      name: "Note",
      properties: { text: { type: "string" } },
      rls: { create: true, read: true },
    }),
  );
  const aliased = await fetch(`${server.url}/api/apps/${appId}`, {
    method: "PUT",
    headers: { api_key: key, "content-type": "application/json" },
    body: JSON.stringify({ app_id_aliases: [formerId] }),
  });
  expect(aliased.status).toBe(200);
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(project, { recursive: true, force: true });
});

const deploy = async (args: string[]) => {
  const run = await runCli(args, { env, cwd: project, timeoutMs: 90_000 });
  expect(run.code, run.stdout + run.stderr).toBe(0);
  return run.stdout + run.stderr;
};

test("the deployed site calls its own API with the id it was built with, at the address the deploy printed", async ({
  page: tab,
}) => {
  const out = await deploy(["site", "deploy", "-y"]);
  const appUrl = /Visit your site at: (\S+)/.exec(out)?.[1] ?? "";
  expect(new URL(appUrl).host).toBe(`${appId}.localhost:${new URL(server.url).port}`);
  await tab.goto(`${appUrl}/notes/recent`);
  await expect(tab.getByRole("heading", { name: "Notes one" })).toBeVisible();
  await expect(tab.locator("#notes")).toHaveText(`1 note(s): written from ${new URL(appUrl).host}`);

  writeFileSync(path.join(project, "dist", "index.html"), page("two"));
  await deploy(["deploy", "-y"]);
  await tab.reload();
  await expect(tab.getByRole("heading", { name: "Notes two" })).toBeVisible();
  await expect(tab.locator("#notes")).toHaveText(/^2 note\(s\)/);

  const restored = await fetch(`${server.url}/api/apps/${appId}/site-deployments/1/restore`, {
    method: "POST",
    headers: { api_key: env.BASE44_API_KEY ?? "" },
  });
  expect(restored.status).toBe(200);
  await tab.reload();
  await expect(tab.getByRole("heading", { name: "Notes one" })).toBeVisible();
});

test("a private app's site sends a signed-out visitor to sign in", async ({ page: tab }) => {
  await deploy(["visibility", "private"]);
  const appUrl = `http://${appId}.localhost:${new URL(server.url).port}`;
  await tab.goto(`${appUrl}/notes/recent`);
  await expect(tab).toHaveURL(/\/login\?from_url=/);
  await expect(tab.getByRole("heading", { name: /^Sign in to Notes/ })).toBeVisible();
});
