import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { createClient, type EntityHandler } from "@base44/sdk";
import { newCliHome, runCli } from "../packages/server/test/setup/base44-cli.ts";
import { copyExampleProject } from "../packages/server/test/setup/example-project.ts";
import { freePort } from "../packages/server/test/setup/throwaway-postgres.ts";
import { admin } from "./support/accounts.ts";
import { expect, loginToken, test } from "./support/fixtures.ts";
import { type RunningServer, startServer } from "./support/servers.ts";
import { lendAndBorrow } from "./support/tool-library-journey.ts";

// examples/tool-library moved onto a running built server with the official CLI (`link --create`,
// `deploy -y --build`) and used in Chromium at the address the deploy printed (`<id>.localhost`): one of
// the app's own users signs in, lends a tool, sees a neighbour's tool arrive live, asks to borrow it and
// opens the calendar file its Deno function makes on the same origin.

const lender = { email: "lee.lender@tools.test", password: "a ladder for the neighbours" };
const borrower = { email: "sam.borrower@tools.test", password: "a hedge trimmer to share" };

let server: RunningServer;
let project = "";
let appUrl = "";
let leesTools: EntityHandler<Record<string, unknown>>;
let ladderId = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const port = await freePort();
  server = await startServer(port, {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PUBLIC_URL: `http://localhost:${port}`,
    // The app's users sign up without a mail server: the code comes back in the answer.
    DEV_SHOW_CODES: "true",
  });
  const made = await fetch(`${server.url}/api/platform/api-keys`, {
    method: "POST",
    headers: { authorization: `Bearer ${await loginToken(server.url)}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "e2e move-in" }),
  });
  const { key } = (await made.json()) as { key: string };
  const env = { HOME: await newCliHome(), BASE44_API_URL: server.url, BASE44_API_KEY: key };
  project = await copyExampleProject("ember-e2e-move-in-");
  for (const args of [
    ["link", "--create", "--name", "Tool Library"],
    ["deploy", "-y", "--build"],
  ]) {
    const run = await runCli(args, { env, cwd: project, timeoutMs: 240_000 });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    appUrl = /(http:\/\/[0-9a-f]{24}\.localhost:\d+)/.exec(run.stdout + run.stderr)?.[1] ?? appUrl;
  }
  const appId = /"id":\s*"([0-9a-f]{24})"/.exec(
    readFileSync(path.join(project, "base44", ".app.jsonc"), "utf8"),
  )?.[1] as string;
  expect(new URL(appUrl).host).toBe(`${appId}.localhost:${port}`);

  const signUp = async (person: { email: string; password: string }) => {
    const base44 = createClient({ serverUrl: server.url, appId, analytics: { enabled: false } });
    const { dev_code } = (await base44.auth.register(person)) as { dev_code?: string };
    const { access_token } = (await base44.auth.verifyOtp({
      email: person.email,
      otpCode: String(dev_code),
    })) as {
      access_token: string;
    };
    return createClient({ serverUrl: server.url, appId, token: access_token, analytics: { enabled: false } });
  };
  await signUp(borrower);
  const lee = await signUp(lender);
  // The SDK types an entity it was not told of as possibly absent.
  leesTools = (lee.entities as Record<"Tool", EntityHandler<Record<string, unknown>>>).Tool;
  ladderId = (await leesTools.create({ name: "Ladder", category: "hand_tool", neighborhood: "Riverside" }))
    .id as string;
});
test.afterAll(async () => {
  await server?.stop();
  if (project) rmSync(path.dirname(project), { recursive: true, force: true });
});

test("one of the app's users signs in at its address, lends, sees a neighbour's tool live and borrows it", async ({
  page,
}) => {
  await lendAndBorrow(page, { siteUrl: appUrl, account: borrower, leesTools, ladderId });

  await page.reload();
  await expect(page.getByRole("list", { name: "Loans" })).toContainText("Borrowing Ladder");
});
