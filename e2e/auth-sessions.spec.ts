import type { Page } from "@playwright/test";
import { admin, appId } from "./support/accounts.ts";
import { arrive, expect, loginToken, test } from "./support/fixtures.ts";

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem("base44_access_token"));

/** A token whose session the server has ended (signed by the server, then logged out). */
async function endedToken(baseUrl: string): Promise<string> {
  const token = await loginToken(baseUrl);
  const out = await fetch(`${baseUrl}/api/apps/${appId}/auth/logout`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  if (!out.ok) throw new Error(`logout failed: ${out.status}`);
  return token;
}

// A JWT-shaped token whose lifetime ran out long ago (its signature cannot be the server's either).
const expired = [
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9",
  Buffer.from(
    JSON.stringify({ sub: "0".repeat(24), app_id: appId, iat: 1_600_000_000, exp: 1_600_000_600 }),
  ).toString("base64url"),
  "c2lnbmF0dXJl",
].join(".");

test.describe("a stale sign-in on public pages", () => {
  for (const [label, token] of [
    ["an expired token", async () => expired],
    ["a token whose session was ended", endedToken],
  ] as const) {
    test(`with ${label}, public pages show as to any visitor and the token is dropped`, async ({
      page,
      baseURL,
    }) => {
      const planted = await token(baseURL ?? "");
      // Planted once, before the first page: a dropped token must stay dropped on the next pages.
      await page.addInitScript((t) => {
        if (!sessionStorage.getItem("planted")) {
          sessionStorage.setItem("planted", "1");
          localStorage.setItem("base44_access_token", t);
          localStorage.setItem("token", t);
        }
      }, planted);
      for (const path of ["/", "/FAQ", "/Badges", "/Pricing"]) {
        await page.goto(path);
        await arrive(page);
        await expect.poll(() => storedToken(page)).toBeNull();
        expect(new URL(page.url()).pathname).toBe(path);
        await expect(page.locator("main").first()).toBeVisible();
      }
      expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    });
  }
});

test("signing in through /login hands the token back in the fragment and clears it from the address bar", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto(`/login?from_url=${encodeURIComponent("/FAQ?x=1")}`);
  await arrive(page);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/FAQ\?x=1/);
  // A page opened with a sign-in fragment starts its scripts at once, which read the fragment and clear it.
  await expect(page).toHaveURL(/\/FAQ\?x=1$/);
  expect(await storedToken(page)).toEqual(expect.any(String));
  // No request of the page carried the token in its address.
  expect(requested.filter((url) => url.includes("access_token"))).toEqual([]);
});

test("a link carrying someone's token in the fragment, without this tab's state, signs nobody in", async ({
  page,
  baseURL,
}) => {
  const theirs = await loginToken(baseURL ?? "");
  await page.goto(`/FAQ#access_token=${encodeURIComponent(theirs)}&state=guessed`);
  await arrive(page);
  await expect(page).not.toHaveURL(/access_token/);
  expect(await storedToken(page)).toBeNull();
});

test("a link's app id is ignored and forgotten", async ({ page }) => {
  await page.goto("/FAQ?app_id=someone-elses-app");
  await arrive(page);
  await expect(page).not.toHaveURL(/app_id/);
  await page.goto("/Pricing");
  await arrive(page);
  expect(await page.evaluate(() => localStorage.getItem("base44_app_id"))).toBeNull();
  await expect(page.locator("main").first()).toBeVisible();
});
