import { appId, outsider } from "./support/accounts.ts";
import { arrive, axeViolations, expect, loginToken, test } from "./support/fixtures.ts";

test.describe("404", () => {
  test("an unknown path shows the 404 screen with status 404, and Go Home returns", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await arrive(page);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(
      page.getByText('The page "no-such-page" could not be found in this application.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Admin Note")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole("button", { name: "Go Home" })
      .or(page.getByRole("link", { name: "Go Home" }))
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown path under a language shows the 404 screen in that language, even with no script", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL: baseURL ?? "", javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/es/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/es");
    await context.close();
  });

  test("a signed-in admin also sees the Admin Note", async ({ page, baseURL }) => {
    const token = await loginToken(baseURL ?? "");
    await page.addInitScript((t) => window.localStorage.setItem("base44_access_token", t), token);
    await page.goto("/missing/deeper");
    await arrive(page);
    await expect(page.getByText("Admin Note")).toBeVisible();
    await expect(
      page.getByText(
        "This could mean that the AI hasn't implemented this page yet. Ask it to implement it in the chat.",
      ),
    ).toBeVisible();
  });
});

test.describe("start-up parameters", () => {
  test("a token in a link's query signs nobody in and is removed from the address bar", async ({
    page,
    baseURL,
  }) => {
    const token = await loginToken(baseURL ?? "");
    await page.goto(`/FAQ?access_token=${encodeURIComponent(token)}&from_url=x`);
    await expect(page).not.toHaveURL(/access_token/);
    expect(new URL(page.url()).pathname).toBe("/FAQ");
    const stored = await page.evaluate(() => window.localStorage.getItem("base44_access_token"));
    expect(stored).toBeNull();
    // The history entry was replaced, not pushed: going back leaves the site.
    expect(await page.evaluate(() => window.history.length)).toBe(2);
  });
});

test.describe("private app", () => {
  test("a signed-in non-member sees Access Restricted", async ({ page, privateUrl }) => {
    const token = await loginToken(privateUrl, outsider.email, outsider.password);
    await page.addInitScript((t) => window.localStorage.setItem("base44_access_token", t), token);
    await page.goto(`${privateUrl}/`);
    await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
    await expect(
      page.getByText(
        "You are not registered to use this application. Please contact the app administrator to request access.",
      ),
    ).toBeVisible();
    await expect(page.getByText(/logged in with the correct account/i)).toBeVisible();
    await expect(page.getByText(/contact the app administrator/i).last()).toBeVisible();
    await expect(page.getByText(/logging out and back in/i)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a visitor without a token is sent to the platform login with the URL to return to", async ({
    page,
    privateUrl,
  }) => {
    await page.goto(`${privateUrl}/Team`);
    await expect(page).toHaveURL(/\/login\?from_url=/);
    const from = new URL(page.url()).searchParams.get("from_url");
    expect(from).toBe(`${privateUrl}/Team`);
  });

  test("public settings answer the SDK's 403 reasons", async ({ request, privateUrl }) => {
    const res = await request.get(`${privateUrl}/api/apps/public/prod/public-settings/by-id/${appId}`);
    expect(res.status()).toBe(403);
    expect((await res.json()).extra_data.reason).toBe("auth_required");
  });
});
