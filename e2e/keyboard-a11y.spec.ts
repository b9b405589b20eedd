import { localizedPath, siteConfig } from "@ember/domain";
import type { Page } from "@playwright/test";
import { catalogOf } from "./support/catalogs.ts";
import {
  arrive,
  axeViolations,
  expect,
  holdPageScripts,
  reminderJustShown,
  test,
} from "./support/fixtures.ts";
import {
  backdropColor,
  contrastRatio,
  focusedElement,
  focusIndicator,
  focusObscuredShare,
  tabTo,
  viewports,
} from "./support/keyboard.ts";

const ar = catalogOf("ar");
const en = catalogOf("en");

// The accessibility review's keyboard walks (WCAG 2.2 AA), each flow by keyboard at 1280 and 390 px,
// reading what the accessibility tree and the computed styles say. axe cannot see any of this.

const scheduling = siteConfig.links.scheduling;
const success = en.forms.success;
let seq = 0;
const uniqueEmail = () => `keyboard.${process.pid}.${Date.now()}.${++seq}@example.org`;

async function stubScheduling(page: Page) {
  await page.route(`${scheduling}**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Scheduling</title><h1>Book</h1>",
    }),
  );
}

/** Fills GetStarted's required answers by keyboard and leaves focus on the submit button. */
async function fillApplicationByKeyboard(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Application Form" });
  await form.getByLabel("Full name").focus();
  await page.keyboard.type("Ada Lovelace");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await form.getByRole("radio", { name: "Small group" }).focus();
  await page.keyboard.press("Space");
  const submit = form.getByRole("button", { name: "Submit Application" });
  await submit.focus();
  return { form, submit };
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the first invalid field takes focus in sight, clear of the sticky header, and so does Shift+Tab", async ({
      page,
    }) => {
      // Where focus ends is the same either way; without the smooth scroll it is there at once.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await reminderJustShown(page);
      await page.goto("/GetStarted");
      await arrive(page);
      const { form, submit } = await fillApplicationByKeyboard(page, "ada@");
      await page.keyboard.press("Enter");
      const email = form.getByLabel("Email", { exact: true });
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect.poll(() => focusObscuredShare(page)).toBe(0);

      // Backwards through the whole form: every field is scrolled clear of the header.
      await submit.focus();
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Shift+Tab");
        const share = await focusObscuredShare(page);
        expect(share, `Shift+Tab ${i + 1} on ${await focusedElement(page)}`).toBe(0);
      }
    });

    test("the reminder sits clear of the header, comes right after it by keyboard, and Escape closes it", async ({
      page,
    }) => {
      await page.goto("/Team");
      await arrive(page);
      const reminder = page.getByRole("status").filter({ hasText: en.shell.reminder.title });
      await expect(reminder).toBeVisible({ timeout: 6000 });
      const header = await page.locator("header").first().boundingBox();
      const box = await reminder.boundingBox();
      expect(box && header && box.y >= header.y + header.height).toBe(true);

      // From the top of the page, the dismiss button comes before anything in the main content.
      const dismiss = reminder.getByRole("button", { name: en.shell.reminder.dismiss });
      await page.locator("body").focus();
      const passed = await tabTo(page, dismiss);
      expect(passed.length).toBeLessThan(20);
      const inMain = await page.evaluate(() =>
        document.getElementById("main")?.contains(document.activeElement),
      );
      expect(inMain).toBe(false);
      await expect.poll(() => focusObscuredShare(page)).toBe(0);

      // Escape, with focus on the button or anywhere else, closes it; focus goes back, not to <body>.
      await page.keyboard.press("Escape");
      await expect(reminder).toHaveCount(0);
      expect(await focusedElement(page)).not.toBe("body");
    });

    test("the redirect after a submission counts down, and 'Stay on this page' stops it for good", async ({
      page,
    }) => {
      await stubScheduling(page);
      await page.clock.install();
      await page.goto("/GetStarted");
      await arrive(page);
      await fillApplicationByKeyboard(page, uniqueEmail());
      // Paused: an installed clock otherwise keeps pace with real time, and on a busy machine the
      // 5 s countdown ran out (and the page left) before the test reached "Stay on this page".
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.keyboard.press("Enter");
      const heading = page.getByRole("heading", { name: "Application Submitted!" });
      await expect(heading).toBeFocused();
      const countdown = page.locator("[data-redirect-countdown] p");
      await expect(heading).toHaveAccessibleDescription(
        /^Redirecting automatically in [1-5] seconds?\.\.\.$/,
      );
      await page.clock.runFor(1100);
      await expect(countdown).toHaveText(/^Redirecting automatically in [1-4] seconds?\.\.\.$/);

      // The next Tab stop after the focused heading is the way to stay.
      await page.keyboard.press("Tab");
      const stay = page.getByRole("button", { name: success.stay });
      await expect(stay).toBeFocused();
      await expect.poll(() => focusObscuredShare(page)).toBe(0);
      await page.keyboard.press("Enter");
      await expect(countdown).toHaveText(success.redirectStopped);
      // The sentence takes focus on the next frame, which the paused clock must be moved to.
      await page.clock.runFor(100);
      await expect(countdown).toBeFocused();
      await expect(stay).toHaveCount(0);

      // Long past the 5 seconds, the page is still here.
      await page.clock.runFor(20_000);
      await expect(heading).toBeVisible();
      expect(page.url()).not.toContain(scheduling);
      // axe waits on timers of its own.
      await page.clock.resume();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("the FAQ's tabs: the selected one is marked by more than colour, and its panel shows focus", async ({
      page,
    }) => {
      await page.goto("/FAQ");
      await arrive(page);
      const list = page.getByRole("tablist");
      const selected = list.getByRole("tab", { selected: true });
      const ring = await focusIndicator(selected);
      expect(ring, "a ring around the selected tab").not.toBeNull();
      expect(contrastRatio(ring?.color ?? "", await backdropColor(list))).toBeGreaterThanOrEqual(3);
      const tabs = list.getByRole("tab");
      const at = await selected.evaluate((tab) => [...(tab.parentElement?.children ?? [])].indexOf(tab));
      const start = tabs.nth(at);
      const other = tabs.nth((at + 1) % (await tabs.count()));
      expect(await focusIndicator(other)).toBeNull();

      await start.focus();
      await page.keyboard.press("End");
      await expect(tabs.last()).toBeFocused();
      await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Home");
      await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
      await start.focus();
      await page.keyboard.press("Enter");
      await expect(start).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowRight");
      await expect(other).toBeFocused();
      await expect(other).toHaveAttribute("aria-selected", "true");
      // Only the selected tab is in the tab order: Tab goes on to its panel.
      await expect(tabs.and(page.locator('[tabindex="0"]'))).toHaveCount(1);
      await page.keyboard.press("Tab");
      const panel = page.getByRole("tabpanel");
      await expect(panel, await focusedElement(page)).toBeFocused();
      const outline = await focusIndicator(panel);
      expect(outline, "the panel's focus ring").not.toBeNull();
      expect(contrastRatio(outline?.color ?? "", await backdropColor(panel))).toBeGreaterThanOrEqual(3);
      await expect.poll(() => focusObscuredShare(page)).toBe(0);
    });

    test("badge search: the result is announced in the live region and focus stays on Search", async ({
      page,
    }) => {
      let answer = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await page.route("**/functions/searchBadges", async (route) => {
        await answered;
        await route.fulfill({
          json: {
            badges: [
              {
                id: "b1",
                badge_name: "First Step Champion",
                badge_category: "purpose_seeker",
                description: "Submitted an application",
                created_date: "2026-11-01T10:00:00.000Z",
              },
            ],
            more: false,
          },
        });
      });
      await page.goto("/Badges");
      await arrive(page);
      const search = page.getByRole("search");
      await search.getByLabel("Badge name").focus();
      await page.keyboard.type("Champion");
      await page.keyboard.press("Tab");
      const button = search.getByRole("button");
      await expect(button).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(button).toHaveText(en.badges.search.searching);
      await expect(button).toBeFocused();
      answer();
      const live = page.locator("[aria-live=polite]").filter({ hasText: "Badges found (1)" });
      await expect(live).toHaveCount(1);
      await expect(page.getByRole("heading", { name: "Badges found (1)" })).toBeVisible();
      await expect(button).toBeFocused();
      await expect(button).toHaveText(en.badges.search.button);
    });

    test("a suggested question moves focus to the message box, in sight", async ({ page }) => {
      // The reminder, shown a moment ago in this session, stays away: this is about the chat alone.
      await page.addInitScript(() => sessionStorage.setItem("ember_reminder_shown", String(Date.now())));
      await page.route("**/functions/chat", (route) =>
        route.fulfill({ json: { reply: "Five to ten hours a week.", crisis: null } }),
      );
      await page.goto("/ChatWithJordan");
      await arrive(page);
      await page.getByRole("checkbox", { name: /^I understand:/ }).focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      const box = page.getByRole("textbox", { name: "Your message" });
      await expect(box).toBeFocused();
      const suggestion = page
        .getByRole("region", { name: "Suggested questions" })
        .getByRole("button")
        .first();
      await suggestion.focus();
      await page.keyboard.press("Enter");
      await expect(box).toBeFocused();
      await expect.poll(() => focusObscuredShare(page)).toBe(0);
      await expect(page.getByRole("log").getByRole("article", { name: "You" })).toHaveCount(1);
    });
  });
}

test("at 400 % zoom (320 × 256) the reminder sits in the page under the header, not over it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto("/Team");
  await arrive(page);
  const reminder = page.getByRole("status").filter({ hasText: en.shell.reminder.title });
  await expect(reminder).toBeVisible({ timeout: 6000 });
  const place = await reminder.evaluate((el) => {
    const floating = el.closest("[data-page-notices] > *");
    const r = el.getBoundingClientRect();
    return { position: floating ? getComputedStyle(floating).position : "", right: r.right, left: r.left };
  });
  expect(place.position).toBe("static");
  expect(place.left).toBeGreaterThanOrEqual(0);
  expect(place.right).toBeLessThanOrEqual(320);
  // Scrolled away with the page, it no longer hides anything.
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => reminder.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThan(0);
  await page.keyboard.press("Escape");
  await expect(reminder).toHaveCount(0);
});

test("Escape stops the redirect as 'Stay on this page' does (390 px)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await stubScheduling(page);
  await page.clock.install();
  // The reminder, when it shows, takes an Escape first (lib/use-notice-dismiss.ts).
  await reminderJustShown(page);
  await page.goto("/GetStarted");
  await arrive(page);
  await fillApplicationByKeyboard(page, uniqueEmail());
  // Paused, so the countdown cannot run out before the test presses Escape.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.locator("[data-redirect-countdown] p")).toHaveText(success.redirectStopped);
  await page.clock.runFor(20_000);
  expect(page.url()).not.toContain(scheduling);
});

test("the language menu: each language shows a visible focus ring, and a choice loads that language's page", async ({
  page,
}) => {
  await page.goto("/FAQ");
  await arrive(page);
  // The header's language menu (its other disclosures are the navigation's menus).
  const summary = page.locator("header summary", { hasText: "Choose language" }).first();
  const switcher = summary.locator("..");
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(switcher).toHaveAttribute("open", "");
  const arabic = switcher.getByRole("link", { name: "العربية" });
  await tabTo(page, arabic, 12);
  const ring = await focusIndicator(arabic);
  expect(ring, "the focused language's ring").not.toBeNull();
  expect(contrastRatio(ring?.color ?? "", await backdropColor(arabic))).toBeGreaterThanOrEqual(3);
  // Nothing disables the button meanwhile (focus used to fall to <body> there).
  await expect(summary).toBeEnabled();
  await page.keyboard.press("Enter");
  await page.waitForURL("**/ar/FAQ");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The new page's title, read on arrival, is in the chosen language.
  expect(/\p{Script=Arabic}/u.test(await page.title())).toBe(true);
});

test("before the scripts run, the tab list is reachable by Tab and the chat's Start button shows it is pending", async ({
  page,
}) => {
  // The page's scripts are held, as on a slow phone link, until the visitor has acted.
  const release = await holdPageScripts(page);
  await page.goto("/FAQ", { waitUntil: "domcontentloaded" });
  const selected = page.getByRole("tab", { selected: true });
  await expect(selected).toHaveAttribute("tabindex", "0");
  await page.getByRole("heading", { level: 1 }).evaluate((h) => {
    h.setAttribute("tabindex", "-1");
    (h as HTMLElement).focus();
  });
  await tabTo(page, selected, 30);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  await page.goto("/ChatWithJordan", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  const box = page.getByRole("checkbox", { name: /^I understand:/ });
  await box.focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  const start = page.getByRole("button", { name: "I Understand - Start Conversation" });
  await expect(start).toBeFocused();
  // Pressed before the scripts: shown as pending, not dead (decision 0068), and live once they run.
  await page.keyboard.press("Enter");
  await expect(start).toHaveAttribute("aria-busy", "true");
  release();
  await arrive(page);
  await expect(start).not.toHaveAttribute("aria-busy");
  await start.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Your message" })).toBeFocused();
});

test("the chat's Start button, pressed before the box is ticked, says why and moves to the box", async ({
  page,
}) => {
  await page.goto("/ChatWithJordan");
  await arrive(page);
  const start = page.getByRole("button", { name: "I Understand - Start Conversation" });
  await start.focus();
  await expect(start).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Enter");
  const box = page.getByRole("checkbox", { name: /^I understand:/ });
  await expect(box).toBeFocused();
  await expect(box).toHaveAccessibleDescription(en.chat.gate.tickFirst);
  await page.keyboard.press("Space");
  await expect(start).toHaveAttribute("aria-disabled", "false");
  // The helpline link says it opens a new tab.
  await expect(page.getByRole("link", { name: /Find a helpline in your country.*new tab/ })).toHaveCount(1);
});

test("without scripts, every tab panel of the FAQ is there to read", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/FAQ");
  const panels = page.locator("[data-slot=tabs-content]");
  expect(await panels.count()).toBeGreaterThan(1);
  for (const panel of await panels.all()) await expect(panel).toBeVisible();
  await expect(page.locator("[data-slot=tabs-list]")).toBeHidden();
  await context.close();
});

test("text fields and the chat's message box have borders of at least 3:1", async ({ page }) => {
  await page.goto("/GetStarted");
  await arrive(page);
  const fields = page.locator(
    "main input[type=text], main input[type=email], main input[type=tel], main textarea",
  );
  expect(await fields.count()).toBeGreaterThan(3);
  for (const field of await fields.all()) {
    const border = await field.evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(contrastRatio(border, await backdropColor(field.locator("..")))).toBeGreaterThanOrEqual(3);
  }
  await page.goto("/Badges");
  await arrive(page);
  const badgeField = page.getByRole("search").getByLabel("Badge name");
  const badgeBorder = await badgeField.evaluate((el) => getComputedStyle(el).borderTopColor);
  expect(contrastRatio(badgeBorder, await backdropColor(badgeField.locator("..")))).toBeGreaterThanOrEqual(3);
});

test("the crisis dialog opens on its title, so an Enter at once does not dismiss the help", async ({
  page,
}) => {
  await page.goto("/ChatWithJordan");
  await arrive(page);
  await page.getByRole("checkbox", { name: /^I understand:/ }).check();
  await page.getByRole("button", { name: "I Understand - Start Conversation" }).click();
  const box = page.getByRole("textbox", { name: "Your message" });
  await box.fill("I want to kill myself");
  await box.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Crisis Support Available" });
  await expect(dialog.getByRole("heading", { name: "Crisis Support Available" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(box).toBeFocused();
});

test("in Arabic, a reply the model wrote in English is marked English and runs left to right", async ({
  page,
}) => {
  await page.route("**/functions/chat", (route) =>
    route.fulfill({ json: { reply: "Thank you for your message. I'm the Ember Assistant.", crisis: null } }),
  );
  await page.goto(localizedPath("ar", "/ChatWithJordan"));
  await arrive(page);
  await page.getByRole("checkbox").first().check();
  await page.getByRole("button", { name: ar.chat.gate.start }).click();
  const box = page.getByRole("textbox", { name: ar.chat.composer.inputLabel });
  await box.fill("مرحبا");
  await box.press("Enter");
  const reply = page
    .locator("[data-message-content] [lang=en]")
    .filter({ hasText: "Thank you for your message." });
  await expect(reply).toHaveCount(1);
  expect(await reply.evaluate((el) => el.matches(":dir(ltr)"))).toBe(true);
  // What the visitor wrote follows its own direction.
  const mine = page.locator("article[data-role=user] [data-message-content]");
  await expect(mine).toHaveAttribute("dir", "auto");
});

test("after a link to another page within the app, focus is on the new page's title", async ({ page }) => {
  await page.goto("/ChatWithJordan");
  await arrive(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const link = page.getByRole("main").getByRole("link", { name: "Read the FAQ first" });
  await link.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL("**/FAQ");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  expect(documents).toEqual([]);
});

test("a link on a content page read as HTML opens the next page as a document, whose first Tab stop is the skip link", async ({
  page,
}) => {
  await page.goto("/");
  await arrive(page);
  await expect(page.locator("html[data-static]")).toBeAttached();
  const link = page.getByRole("main").getByRole("link", { name: "Explore the FAQ" });
  await link.focus();
  const faq = page.waitForEvent("load");
  await page.keyboard.press("Enter");
  await faq;
  await page.waitForURL("**/FAQ");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: en.shell.skipToContent })).toBeFocused();
});
