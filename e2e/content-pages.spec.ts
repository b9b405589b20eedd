import { localizedPath } from "@ember/domain";
import type { Page } from "@playwright/test";
import { catalogOf } from "./support/catalogs.ts";
import { arrive, expect, reminderJustShown, test } from "./support/fixtures.ts";

// Decision 0101: a content page is whole as its HTML, with its behaviours inlined; React hydrates it only
// for a visitor who needs the app (signed in, the editor's frame, an app that is not public: those are
// covered in auth-sessions, editor-bridge and gates). The pages with forms, the chat and the badges'
// live board are hydrated for everyone.
const contentPaths = [
  "/",
  "/Evidence",
  "/JordanStory",
  "/Timeline",
  "/Pricing",
  "/Resources",
  "/FAQ",
  "/Team",
  "/SafeSpace",
  "/SuccessStories",
  "/EmberHistory",
  "/Subscriptions",
  "/GreatSocialMediaLie",
];
const appPaths = ["/GetStarted", "/ShareYourFire", "/Assessments", "/Badges", "/ChatWithJordan"];
const en = catalogOf("en");

/** The addresses of the scripts the page fetched. */
function scriptsFetched(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

test.describe("a content page read as HTML (decision 0101)", () => {
  for (const language of ["en", "ar"] as const) {
    test(`${language}: every content page loads no script, and every page with a form or live data hydrates`, async ({
      page,
    }) => {
      await reminderJustShown(page);
      for (const path of contentPaths) {
        const fetched = scriptsFetched(page);
        await page.goto(localizedPath(language, path));
        await arrive(page);
        await page.waitForLoadState("networkidle");
        expect({ path, static: await page.locator("html[data-static]").count(), fetched }).toEqual({
          path,
          static: 1,
          fetched: [],
        });
        await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
      }
      for (const path of appPaths) {
        await page.goto(localizedPath(language, path));
        await expect(page.locator("html[data-hydrated]")).toBeAttached();
        await expect(page.locator("html[data-static]")).toHaveCount(0);
      }
    });
  }

  test("its tabs answer the pointer and the keyboard, mirrored in Arabic", async ({ page }) => {
    await reminderJustShown(page);
    for (const language of ["en", "ar"] as const) {
      await page.goto(localizedPath(language, "/FAQ"));
      await arrive(page);
      const tabs = page.getByRole("tab");
      const second = tabs.nth(1);
      await second.click();
      await expect(second).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toHaveCount(1);
      await expect(page.getByRole("tabpanel")).toHaveAttribute(
        "aria-labelledby",
        (await second.getAttribute("id")) ?? "",
      );
      // The arrow that points to the next tab: right in English, left in Arabic.
      await page.keyboard.press(language === "ar" ? "ArrowLeft" : "ArrowRight");
      await expect(tabs.nth(2)).toBeFocused();
      await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
      await expect(tabs.nth(2)).toHaveAttribute("tabindex", "0");
      await expect(second).toHaveAttribute("tabindex", "-1");
      await page.keyboard.press("Home");
      await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
      await expect(page.locator("html[data-static]")).toBeAttached();
    }
  });

  test("its carousel pauses, plays and shows the slide asked for", async ({ page }) => {
    await reminderJustShown(page);
    await page.goto("/");
    await arrive(page);
    const carousel = page.getByRole("region", { name: "Scenes from the Ember community" });
    await carousel.getByRole("button", { name: en.shell.carousel.pause }).click();
    const play = carousel.getByRole("button", { name: en.shell.carousel.play });
    await expect(play).toBeVisible();
    await carousel.getByRole("button", { name: "Show image 3 of 4" }).click();
    await expect(carousel.getByRole("button", { name: "Show image 3 of 4" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(carousel.getByRole("group", { name: "3 of 4" })).toBeVisible();
    await expect(carousel.getByRole("group")).toHaveCount(1);
    // Paused and no longer hovered or focused, it stays announced politely.
    await expect(carousel.locator("[data-carousel-stage]")).toHaveAttribute("aria-live", "polite");
    await play.click();
    await expect(carousel.getByRole("button", { name: en.shell.carousel.pause })).toBeVisible();
  });

  test("a language chosen in its menu is kept, announced to the window, and opens that language's page", async ({
    page,
  }) => {
    await reminderJustShown(page);
    await page.goto("/Team");
    await arrive(page);
    await page.evaluate(() => {
      window.addEventListener("languageChange", (event) => {
        sessionStorage.setItem("announced", JSON.stringify((event as CustomEvent).detail));
      });
    });
    const switcher = page.getByRole("contentinfo").locator("details");
    await switcher.locator("summary").click();
    await switcher.getByRole("link", { name: /Español/ }).click();
    await page.waitForURL("**/es/Team");
    expect(await page.evaluate(() => localStorage.getItem("ember_language"))).toBe("es");
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("announced"))) ?? "null")).toEqual({
      language: "es",
      languageName: "Español",
    });
  });

  test("Escape closes the innermost menu: the language list inside the small-screen menu, then the menu", async ({
    page,
  }) => {
    await reminderJustShown(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/Team");
    await arrive(page);
    const menu = page
      .getByRole("banner")
      .locator("details", { has: page.getByLabel("Menu", { exact: true }) });
    await menu.getByLabel("Menu", { exact: true }).click();
    const languages = menu.locator("details");
    await languages.locator("summary").click();
    await languages.getByRole("link", { name: /Deutsch/ }).focus();
    await page.keyboard.press("Escape");
    await expect(languages).not.toHaveAttribute("open", "");
    await expect(menu).toHaveAttribute("open", "");
    await expect(languages.locator("summary")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open", "");
    await expect(menu.getByLabel("Menu", { exact: true })).toBeFocused();
  });

  test("its footer shows the current year, not the build's", async ({ page }) => {
    await reminderJustShown(page);
    await page.clock.setFixedTime(new Date("2031-06-01T12:00:00Z"));
    await page.goto("/Team");
    await arrive(page);
    await expect(page.getByRole("contentinfo")).toContainText("© 2031");
  });
});
