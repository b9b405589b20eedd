import { localizedPath, pageRoutes, siteConfig } from "@ember/domain";
import { catalogOf } from "./support/catalogs.ts";
import { expect, test } from "./support/fixtures.ts";

const ar = catalogOf("ar");
const en = catalogOf("en");

/**
 * The pages with JavaScript off (decision 0068): every page reads whole, and what a visitor reaches for
 * first works as plain HTML: the small-screen menu, the header's menus, the FAQ's answers and the language
 * menu. The forms' own journeys without scripts are in no-script-forms.spec.ts.
 */
test.use({ javaScriptEnabled: false });

for (const language of ["en", "ar"] as const) {
  for (const route of pageRoutes(siteConfig)) {
    const address = localizedPath(language, route.path);
    test(`${address} reads whole, with its heading, header and footer`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      expect(await page.locator("main").innerText()).not.toBe("");
    });
  }
}

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test("the menu opens and its links lead to their pages, in Arabic too", async ({ page }) => {
    for (const [code, catalog] of [
      ["en", en],
      ["ar", ar],
    ] as const) {
      await page.goto(localizedPath(code, "/Team"));
      const banner = page.getByRole("banner");
      const menu = banner.locator("details", {
        has: page.getByLabel(catalog.shell.header.menu, { exact: true }),
      });
      const nav = page.getByRole("navigation", { name: catalog.shell.header.mobileNavLabel });
      await expect(nav).toBeHidden();
      await menu.getByLabel(catalog.shell.header.menu, { exact: true }).click();
      await expect(nav).toBeVisible();
      await nav.getByRole("link", { name: catalog.shell.nav.resources.faq, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath(code, "/FAQ")}$`));
    }
  });
});

test("the header's menus open from the keyboard and lead to their pages", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const banner = page.getByRole("banner");
  const about = banner.locator("summary", { hasText: "About Us" });
  await about.focus();
  await page.keyboard.press("Enter");
  const team = banner.getByRole("link", { name: "Our Team", exact: true });
  await expect(team).toBeVisible();
  await team.click();
  await expect(page).toHaveURL(/\/Team$/);
});

test("an answer of the FAQ opens, and every answer is in the page", async ({ page }) => {
  await page.goto("/FAQ");
  const first = page.locator("main details").first();
  await expect(first).not.toHaveAttribute("open");
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  await expect(first.locator("[data-slot='accordion-content']")).toBeVisible();
});

test("the language menu switches to the same page in the chosen language", async ({ page, context }) => {
  await page.goto("/Pricing");
  const switcher = page.getByRole("contentinfo").locator("details");
  await switcher.locator("summary").click();
  await switcher.getByRole("link", { name: /Español/ }).click();
  await expect(page).toHaveURL(/\/es\/Pricing$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("es");
});
