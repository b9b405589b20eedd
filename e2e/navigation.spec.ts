import { arrive, expect, holdPageScripts, test } from "./support/fixtures.ts";

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
    await page.goto("/Team", { waitUntil: "domcontentloaded" });
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

test.describe("a long page drawn in steps (decision 0094)", () => {
  const laterParts = '#main > :not(:first-child), #main > :not(:first-child) [data-slot="card"]';
  const contentVisibility = (page: import("@playwright/test").Page) =>
    page
      .locator(laterParts)
      .evaluateAll((parts) => [...new Set(parts.map((part) => getComputedStyle(part).contentVisibility))]);

  test("the first paint leaves the later sections and cards to the frames after it, which draw them all before the scripts arrive", async ({
    page,
  }) => {
    const release = await holdPageScripts(page);
    await page.goto("/Team", { waitUntil: "domcontentloaded" });
    const parts = page.locator(laterParts);
    expect(await parts.count()).toBeGreaterThan(20);
    // Every part is drawn with the scripts still held: nothing waits for React.
    await expect(page.locator(`:is(${laterParts}):not([data-drawn])`)).toHaveCount(0);
    expect(await contentVisibility(page)).toEqual(["visible"]);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    // Until a part is drawn it is skipped (laid out and painted only near the screen).
    await page.evaluate((selector) => {
      for (const part of document.querySelectorAll(selector)) part.removeAttribute("data-drawn");
    }, laterParts);
    expect(await contentVisibility(page)).toEqual(["auto"]);
    // A hydrated page is whole, whatever the frames had drawn.
    release();
    await arrive(page);
    expect(await contentVisibility(page)).toEqual(["visible"]);
  });

  test.describe("without scripts", () => {
    test.use({ javaScriptEnabled: false });
    test("nothing is left undrawn", async ({ page }) => {
      await page.goto("/Team");
      expect(await page.locator(laterParts).count()).toBeGreaterThan(20);
      expect(await contentVisibility(page)).toEqual(["visible"]);
    });
  });
});
