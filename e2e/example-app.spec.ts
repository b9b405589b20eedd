import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type EntityHandler } from "@base44/sdk";
import { freePort } from "../packages/server/test/setup/throwaway-postgres.ts";
import { admin } from "./support/accounts.ts";
import { expect, test } from "./support/fixtures.ts";
import { type RunningServer, startServer } from "./support/servers.ts";
import { lendAndBorrow } from "./support/tool-library-journey.ts";

// examples/tool-library, a Base44 app, hosted by the built server with APP_DIR and used in Chromium: its
// own sign-in form, a tool lent and listed, a loan asked for, and the calendar file its Deno function makes.

const exampleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../examples/tool-library");
const appId = /"id":\s*"([^"]+)"/.exec(readFileSync(path.join(exampleDir, "base44/.app.jsonc"), "utf8"))?.[1];
const lender = { email: "lee.lender@tools.test", password: "a ladder for the neighbours" };

let server: RunningServer;
/** Lee's tools, through the SDK: a neighbour acting while the browser watches. */
let leesTools: EntityHandler<Record<string, unknown>>;
let ladderId: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // The app's own build (npm run build in the example): dist/ for the pages, and the SDK its functions import.
  execFileSync(process.execPath, [path.join(exampleDir, "scripts/build.mjs")], { stdio: "pipe" });
  server = await startServer(await freePort(), {
    APP_DIR: exampleDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // A second neighbour signs up without a mail server: the code comes back in the answer.
    DEV_SHOW_CODES: "true",
  });
  const base44 = createClient({ serverUrl: server.url, appId: String(appId), analytics: { enabled: false } });
  const { dev_code } = (await base44.auth.register(lender)) as { dev_code?: string };
  const { access_token } = (await base44.auth.verifyOtp({
    email: lender.email,
    otpCode: String(dev_code),
  })) as {
    access_token: string;
  };
  const lee = createClient({
    serverUrl: server.url,
    appId: String(appId),
    token: access_token,
    analytics: { enabled: false },
  });
  // The SDK types an entity it was not told of as possibly absent.
  leesTools = (lee.entities as Record<"Tool", EntityHandler<Record<string, unknown>>>).Tool;
  ladderId = (await leesTools.create({ name: "Ladder", category: "hand_tool", neighborhood: "Riverside" }))
    .id as string;
});
test.afterAll(async () => {
  await server?.stop();
});

test("signs in, lends a tool, asks to borrow another and opens the loan calendar", async ({ page }) => {
  await lendAndBorrow(page, { siteUrl: server.url, account: admin, leesTools, ladderId });
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download tool-loans.ics" }).click();
  expect((await download).suggestedFilename()).toBe("tool-loans.ics");

  // A reload lands on the same screen (the server answers the route with index.html), still signed in.
  await page.reload();
  await expect(page.getByRole("list", { name: "Loans" })).toContainText("Borrowing Ladder");
});
