import type { Page } from "@playwright/test";
import { arrive, expect, holdPageScripts, reminderJustShown, test } from "./support/fixtures.ts";
import { focusObscuredShare } from "./support/keyboard.ts";

// The header of product.md#what-every-page-has, with the founder and product names of the default site
// configuration.
const menus: Record<string, [label: string, path: string][]> = {
  "About Us": [
    ["Our Team", "/Team"],
    ["Safe Space Philosophy", "/SafeSpace"],
    ["Success Stories", "/SuccessStories"],
    ["Evidence & Research", "/Evidence"],
  ],
  "Jordan's Journey": [
    ["Jordan's Story", "/JordanStory"],
    ["Jordan's Timeline", "/Timeline"],
    ["Ember History", "/EmberHistory"],
    ["Chat with Ember", "/ChatWithJordan"],
  ],
  Resources: [
    ["FAQ", "/FAQ"],
    ["Wellbeing Assessment", "/Assessments"],
    ["Share Your Fire", "/ShareYourFire"],
    ["Badges", "/Badges"],
    ["The Great Social Media Lie", "/GreatSocialMediaLie"],
    ["Resources", "/Resources"],
  ],
};

test.describe("header navigation", () => {
  for (const [menu, items] of Object.entries(menus)) {
    for (const [label, path] of items) {
      test(`${menu} → ${label} reaches ${path}`, async ({ page }) => {
        await page.goto("/");
        const banner = page.getByRole("banner");
        await banner.locator("summary", { hasText: menu }).click();
        await banner.getByRole("link", { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(banner.locator("summary", { hasText: menu })).toHaveAttribute("data-current", "true");
        // The navigation closed the menu.
        await expect(banner.locator("details[open]")).toHaveCount(0);
      });
    }
  }

  test("Home, Pricing and Get Started are direct links, and the active one is marked", async ({ page }) => {
    await page.goto("/FAQ");
    const banner = page.getByRole("banner");
    await banner.getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/Pricing$/);
    await expect(banner.getByRole("link", { name: "Pricing", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await banner.getByRole("link", { name: "Get Started", exact: true }).click();
    await expect(page).toHaveURL(/\/GetStarted$/);
    await banner.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("menus open and close from the keyboard, one at a time, and close when focus leaves them", async ({
    page,
  }) => {
    await page.goto("/");
    await arrive(page);
    const banner = page.getByRole("banner");
    const about = banner.locator("details", { has: page.locator("summary", { hasText: "About Us" }) });
    const journey = banner.locator("details", {
      has: page.locator("summary", { hasText: "Jordan's Journey" }),
    });
    await about.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("open", "");
    await expect(banner.getByRole("link", { name: "Our Team", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(about).not.toHaveAttribute("open");
    await expect(about.locator("summary")).toBeFocused();
    // Opening another menu closes the first.
    await page.keyboard.press("Enter");
    await journey.locator("summary").click();
    await expect(journey).toHaveAttribute("open", "");
    await expect(about).not.toHaveAttribute("open");
    // Tabbing past the last link closes it, so nothing focused is left under it.
    await journey.getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    await expect(journey).not.toHaveAttribute("open");
  });

  test("every page of product.md#addresses also answers at its kebab-case path", async ({ page }) => {
    await page.goto("/share-your-fire");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Do You Have That Fire?");
    await page.goto("/chat-with-jordan");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Chat with Ember");
  });

  test("the footer links reach their pages and show the impact figures", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const text of ["2,098+", "34+", "97.1%"]) await expect(footer.getByText(text).first()).toBeVisible();
    await expect(footer.getByRole("link", { name: /hello@ember\.example/ })).toHaveAttribute(
      "href",
      "mailto:hello@ember.example",
    );
    await expect(footer.getByText(String(new Date().getFullYear()))).toBeVisible();
    for (const [label, path] of [
      ["Apply Now", "/GetStarted"],
      ["14-Day Free Trial", "/Pricing"],
      ["Chat with Ember", "/ChatWithJordan"],
      ["Research & Evidence", "/Evidence"],
      ["Our Team", "/Team"],
      ["Safe Space Philosophy", "/SafeSpace"],
      ["Jordan's Timeline", "/Timeline"],
    ]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        path as string,
      );
    }
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test("the menu opens at the first tap, before the scripts, and stays open while they take over", async ({
    page,
  }) => {
    const release = await holdPageScripts(page);
    // A page React hydrates for every visitor (a content page needs no scripts: decision 0101).
    await page.goto("/GetStarted", { waitUntil: "domcontentloaded" });
    const menu = page
      .getByRole("banner")
      .locator("details", { has: page.getByLabel("Menu", { exact: true }) });
    await menu.getByLabel("Menu", { exact: true }).click();
    await expect(page.getByRole("navigation", { name: /mobile/i })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    release();
    await arrive(page);
    await expect(menu).toHaveAttribute("open", "");
    // With the scripts, Escape closes it and gives focus back to its button.
    await menu.getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open");
    await expect(menu.getByLabel("Menu", { exact: true })).toBeFocused();
  });

  test("the menu toggle lists the same groups and closes on a choice", async ({ page }) => {
    await page.goto("/");
    const menu = page
      .getByRole("banner")
      .locator("details", { has: page.getByLabel("Menu", { exact: true }) });
    await menu.getByLabel("Menu", { exact: true }).click();
    const nav = page.getByRole("navigation", { name: /mobile/i });
    for (const [group, items] of Object.entries(menus)) {
      const list = nav.getByRole("list", { name: group, exact: true });
      await expect(list).toBeVisible();
      await expect(list.getByRole("link")).toHaveCount(items.length);
    }
    await nav.getByRole("link", { name: "Wellbeing Assessment", exact: true }).click();
    await expect(page).toHaveURL(/\/Assessments$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Student Wellbeing Assessment");
    await expect(page.getByRole("navigation", { name: /mobile/i })).toBeHidden();
    await expect(menu).not.toHaveAttribute("open");
  });
});

test.describe("a long page's later sections are drawn near the screen (decision 0094)", () => {
  const laterSections = "#main > :not(:first-child)";
  const contentVisibility = (page: Page) =>
    page
      .locator(laterSections)
      .evaluateAll((sections) => [
        ...new Set(sections.map((section) => getComputedStyle(section).contentVisibility)),
      ]);

  test("they wait undrawn until near the screen; focus moving into one draws them all, and lands clear of the header", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await reminderJustShown(page);
    await page.goto("/Team");
    await arrive(page);
    expect(await page.locator(laterSections).count()).toBeGreaterThan(5);
    expect(await contentVisibility(page)).toEqual(["auto"]);
    // The last section's first link, reached from the top: every section between is drawn first.
    const link = page.locator(`${laterSections}:last-child`).getByRole("link").first();
    await link.focus();
    await expect(page.locator("html[data-drawn]")).toBeAttached();
    expect(await contentVisibility(page)).toEqual(["visible"]);
    await expect(link).toBeInViewport({ ratio: 1 });
    await expect.poll(() => focusObscuredShare(page)).toBe(0);
  });

  test.describe("without scripts", () => {
    test.use({ javaScriptEnabled: false });
    test("nothing is left undrawn", async ({ page }) => {
      await page.goto("/Team");
      expect(await page.locator(laterSections).count()).toBeGreaterThan(5);
      expect(await contentVisibility(page)).toEqual(["visible"]);
    });
  });
});
