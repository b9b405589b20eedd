import { freePort } from "../packages/server/test/setup/throwaway-postgres.ts";
import { arrive, expect, test } from "./support/fixtures.ts";
import { type RunningServer, startServer } from "./support/servers.ts";

// DEV_SHOW_CODES (development without SMTP, decision 0061): the sign-up page shows the code and the
// forgotten-password page the link that the e-mail would carry.

let server: RunningServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startServer(await freePort(), { DEV_SHOW_CODES: "true" });
});
test.afterAll(async () => {
  await server?.stop();
});

test("shows the sign-up code on the page, and the code confirms the address", async ({ page }) => {
  await page.goto(`${server.url}/register`);
  await arrive(page);
  await page.getByLabel("Email").fill("dev.signup@example.org");
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByRole("button", { name: "Create account" }).click();
  const notice = page.getByText(/^Development mode: your code is \d{6}\.$/);
  await expect(notice).toBeVisible();
  const code = /(\d{6})/.exec((await notice.textContent()) ?? "")?.[1] ?? "";
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Confirm and continue" }).click();
  // Signed in, the page goes home carrying the token.
  await page.waitForURL((url) => url.pathname === "/");
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("base44_access_token")))
    .toEqual(expect.any(String));
});

test("shows the reset link on the forgotten-password page", async ({ page }) => {
  await page.goto(`${server.url}/forgot-password`);
  await arrive(page);
  await page.getByLabel("Email").fill("dev.signup@example.org");
  await page.getByRole("button", { name: "Send reset link" }).click();
  const link = page.getByRole("link", { name: /\/reset-password#token=/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
});
