import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { ar } from "../packages/web/src/i18n/catalogs/ar/index.ts";
import { en } from "../packages/web/src/i18n/catalogs/en/index.ts";
import { es } from "../packages/web/src/i18n/catalogs/es/index.ts";
import { fr } from "../packages/web/src/i18n/catalogs/fr/index.ts";
import { pt } from "../packages/web/src/i18n/catalogs/pt/index.ts";
import { arrive, axeViolations, expect, hasHorizontalOverflow, test } from "./support/fixtures.ts";
import { startHeldPageProxy } from "./support/held-page-proxy.ts";
import { installUntranslatedShown } from "./support/untranslated-shown.ts";

const languageKey = "ember_language";

/** The repository's reviewed translation of one English text of the site (packages/web/src/i18n/content). */
function reviewed(language: string, english: string): string {
  const file = new URL(`../packages/web/src/i18n/content/${language}.json`, import.meta.url);
  const translation = (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>)[english];
  if (!translation) throw new Error(`No reviewed ${language} translation of ${JSON.stringify(english)}`);
  return translation;
}

/** Records every languageChange event the page dispatches, from before its scripts run. */
async function recordLanguageEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    (window as { __languageEvents?: unknown[] }).__languageEvents = events;
    window.addEventListener("languageChange", (event) => events.push((event as CustomEvent).detail));
  });
}
const languageEvents = (page: Page) =>
  page.evaluate(() => (window as { __languageEvents?: unknown[] }).__languageEvents ?? []);

async function storeLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    languageKey,
    language,
  ] as const);
}

async function choose(page: Page, currentName: string, nativeName: string): Promise<void> {
  await page.getByRole("button", { name: new RegExp(`: ${currentName}$`) }).click();
  await page.getByRole("menuitemradio", { name: new RegExp(nativeName) }).click();
}

/** A visitor who chose French opens the FAQ: it is shown, and its header is in French. */
async function expectFaqInFrench(page: Page): Promise<void> {
  await storeLanguage(page, "fr");
  await page.goto("/FAQ");
  await expect(page.locator("html[data-translating]")).toHaveCount(0);
  await expect(
    page.getByRole("banner").getByRole("link", { name: fr.shell.nav.home, exact: true }),
  ).toBeVisible();
}

/** The fake model's requests and texts for one target language: other tests may translate meanwhile. */
const translatorCounts = async (language: string): Promise<{ requests: number; texts: number }> => {
  const counts = (await (await fetch(`${process.env.EMBER_TRANSLATOR_URL}/counts`)).json()) as {
    byLanguage: Record<string, { requests: number; texts: number }>;
  };
  return counts.byLanguage[language] ?? { requests: 0, texts: 0 };
};

test.describe("the language switcher (product.md#languages)", () => {
  test("Spanish: the interface changes at once, the Beta notice, 'Translating...' for 2 s, the event", async ({
    page,
  }) => {
    await recordLanguageEvents(page);
    await page.goto("/");
    await arrive(page);
    await choose(page, "English", "Español");
    // Disabled at once, labelled in whichever catalog is showing by then.
    const translating = page.getByRole("button", {
      name: new RegExp(
        `^(${en.shell.language.translating}|${es.shell.language.translating})$`.replaceAll(".", "\\."),
      ),
    });
    await expect(translating).toBeDisabled();

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: es.shell.nav.home, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: es.shell.language.betaTitle })).toBeVisible();
    // Enabled again after its 2 seconds.
    await expect(page.getByRole("button", { name: /: Español$/ })).toBeEnabled({ timeout: 4000 });

    expect(await languageEvents(page)).toEqual([{ language: "es", languageName: "Español" }]);
    expect(await page.evaluate((key) => localStorage.getItem(key), languageKey)).toBe("es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    await page.getByRole("button", { name: es.shell.language.gotIt }).click();
    await expect(page.getByRole("heading", { name: es.shell.language.betaTitle })).toBeHidden();
  });

  test("the current language carries a check mark in the menu", async ({ page }) => {
    await storeLanguage(page, "fr");
    await page.goto("/FAQ");
    await page.getByRole("button", { name: /: Français$/ }).click();
    await expect(page.getByRole("menuitemradio", { name: /Français/ })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(page.getByRole("menuitemradio", { name: /English/ })).toHaveAttribute(
      "aria-checked",
      "false",
    );
  });

  test("Arabic mirrors the page right to left without sideways scrolling at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/Pricing");
    await arrive(page);
    await choose(page, "English", "العربية");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.badges.pricing.title);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    // The logo sits at the start of the header, which is now the right-hand side.
    const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
    expect(logo && logo.x + logo.width / 2).toBeGreaterThan(375 / 2);
  });

  test("back to English: the notice goes, the event carries only the language", async ({ page }) => {
    await recordLanguageEvents(page);
    await page.goto("/Team");
    await arrive(page);
    await choose(page, "English", "Español");
    await expect(page.getByRole("heading", { name: es.shell.language.betaTitle })).toBeVisible();
    await expect(page.getByRole("button", { name: /: Español$/ })).toBeEnabled({ timeout: 4000 });
    await choose(page, "Español", "English");
    await expect(page.getByRole("heading", { name: es.shell.language.betaTitle })).toBeHidden();
    await expect(page.getByRole("heading", { name: en.shell.language.betaTitle })).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    expect(await languageEvents(page)).toEqual([
      { language: "es", languageName: "Español" },
      { language: "en" },
    ]);
  });

  test("a stored language applies on load, before anyone interacts, and is announced with only the language", async ({
    page,
  }) => {
    await recordLanguageEvents(page);
    await storeLanguage(page, "fr");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("html[data-translating]")).toHaveCount(0);
    await expect(
      page.getByRole("banner").getByRole("link", { name: fr.shell.nav.home, exact: true }),
    ).toBeVisible();
    // The page reads whole in French before the app has started (the head script lays the language
    // over it); the app announces the language once it starts, without any interaction.
    await expect.poll(() => languageEvents(page)).toEqual([{ language: "fr" }]);
  });
});

test.describe("content translated from the reviewed translations", () => {
  test("a page in German shows the reviewed translations with no model request, kept for the session", async ({
    browser,
  }) => {
    // This server has a model; the site's own texts never reach it.
    const url = `${process.env.EMBER_TRANSLATED_URL}/EmberHistory`;
    const visit = async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await storeLanguage(page, "de");
      await page.goto(url);
      await expect(page.locator("html[data-translating]")).toHaveCount(0);
      await expect(page.locator("[data-tx][aria-busy]")).toHaveCount(0);
      return { context, page };
    };
    const heading = reviewed("de", "The History of Ember");
    const before = await translatorCounts("de");
    const first = await visit();
    await expect(first.page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(first.page.locator("[data-tx][lang=en]")).toHaveCount(0);
    // The app, which starts at once for a visitor with a stored language, keeps them for the session.
    await expect
      .poll(() =>
        first.page.evaluate(
          () => Object.keys(sessionStorage).filter((k) => k.startsWith("trans_de_")).length,
        ),
      )
      .toBeGreaterThan(5);
    // The same session reads the page again without asking the server.
    let translateCalls = 0;
    first.page.on("request", (request) => {
      if (request.url().includes("/functions/translate")) translateCalls++;
    });
    await first.page.reload();
    await expect(first.page.locator("html[data-translating]")).toHaveCount(0);
    await expect(first.page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(translateCalls).toBe(0);
    await first.context.close();

    const second = await visit();
    await expect(second.page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(await translatorCounts("de")).toEqual(before);
    await second.context.close();
  });

  test("a returning visitor's page is translated at its first paint, before any of the app's scripts", async ({
    browser,
  }) => {
    const url = `${process.env.EMBER_TRANSLATED_URL}/Team`;
    const newPage = async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await storeLanguage(page, "pt");
      await page.addInitScript(installUntranslatedShown);
      // What the page showed in each frame from when the boot script's hiding ended until it had loaded
      // (it is shown as it arrives): content texts busy or in English, and the heading and header links.
      await page.addInitScript(() => {
        const shown = { frames: 0, english: 0, heading: [] as (string | null)[], links: [] as string[] };
        (window as { __shown?: unknown }).__shown = shown;
        const watch = () => {
          const root = document.documentElement;
          if (root && document.body && !root.hasAttribute("data-translating")) {
            const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
            const untranslated = (
              window as unknown as { __untranslatedShown(): number }
            ).__untranslatedShown();
            shown.frames++;
            shown.english = Math.max(shown.english, untranslated);
            const heading = document.querySelector("h1");
            if (heading && visible(heading)) shown.heading.push(heading.textContent);
            shown.links = [...document.querySelectorAll("header a")]
              .filter(visible)
              .map((a) => a.textContent ?? "");
          }
          // Until the page has loaded and been shown: it may be shown only after its load event.
          if (document.readyState !== "complete" || shown.frames === 0) requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      });
      return { context, page };
    };
    const shownOf = (page: Page) =>
      page.evaluate(
        () =>
          (window as { __shown?: { frames: number; english: number; heading: string[]; links: string[] } })
            .__shown,
      );

    const heading = reviewed("pt", "Our Team");
    // A first visitor, with scripts: the page in Portuguese from the reviewed translations.
    const first = await newPage();
    await first.page.goto(url);
    await expect(first.page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(first.page.locator("[data-tx][aria-busy]")).toHaveCount(0);
    await first.context.close();
    const warm = await translatorCounts("pt");

    // The next visitor's page is translated by the inline head script alone: no app script ever loads.
    const second = await newPage();
    await second.page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await second.page.goto(url);
    await expect(second.page.locator("html[data-translating]")).toHaveCount(0);
    const shown = await shownOf(second.page);
    expect(shown?.frames).toBeGreaterThan(0);
    expect(shown?.english).toBe(0);
    expect(shown?.links).toContain(pt.shell.nav.home);
    expect(shown?.heading.length).toBeGreaterThan(0);
    for (const shownHeading of shown?.heading ?? []) expect(shownHeading).toBe(heading);
    expect(await second.page.evaluate(() => performance.getEntriesByName("ember:pretranslated").length)).toBe(
      1,
    );
    await second.context.close();

    // With scripts, React hydrates the translated page as it stands (no mismatch) and works in Portuguese.
    const third = await newPage();
    const errors: string[] = [];
    third.page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    third.page.on("pageerror", (error) => errors.push(error.message));
    await recordLanguageEvents(third.page);
    await third.page.goto(url);
    await expect(third.page.locator("html[data-translating]")).toHaveCount(0);
    expect(await shownOf(third.page)).toMatchObject({ english: 0 });
    await arrive(third.page);
    await third.page.getByRole("button", { name: /: Português$/ }).click();
    await expect(third.page.getByRole("menuitemradio", { name: /Português/ })).toBeVisible();
    expect(await languageEvents(third.page)).toEqual([{ language: "pt" }]);
    expect(errors).toEqual([]);
    expect((await translatorCounts("pt")).requests).toBe(warm.requests);
    await third.context.close();
  });

  test("a page still arriving is shown translated as far as it has come, the text being written hidden", async ({
    browser,
  }) => {
    const upstream = process.env.EMBER_TRANSLATED_URL as string;
    // The first visitor fills the shared cache; the next one's page can then be shown as it arrives.
    const first = await browser.newContext();
    const firstPage = await first.newPage();
    await storeLanguage(firstPage, "pt");
    await firstPage.goto(`${upstream}/Team`);
    await expect(firstPage.locator("[data-tx][aria-busy]")).toHaveCount(0);
    await first.close();

    // The network stops in the middle of the first paragraph after the page's heading.
    const proxy = await startHeldPageProxy(upstream, "/Team", (html) => {
      const paragraph = /<main[\s\S]*?<\/h1>[\s\S]*?<p\b[^>]*>(?:<span[^>]*>)?/.exec(html);
      if (!paragraph) throw new Error("The Team page has no paragraph");
      return paragraph.index + paragraph[0].length + 6;
    });
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await storeLanguage(page, "pt");
      await page.addInitScript(installUntranslatedShown);
      // Only the head script translates here: the app's scripts never load.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const loaded = page.goto(`${proxy.url}/Team`);
      // Awaited once the page is released; a failure before that closes the page under it.
      loaded.catch(() => {});
      await page.waitForFunction(
        () => document.querySelector("main") && !document.documentElement.hasAttribute("data-translating"),
        null,
        { polling: 50 },
      );
      const shown = await page.evaluate(() => {
        const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
        return {
          footer: document.querySelector("footer") !== null,
          writing: [...document.querySelectorAll("[data-frontier]")].map(visible),
          english: (window as unknown as { __untranslatedShown(): number }).__untranslatedShown(),
          heading: document.querySelector("h1")?.textContent,
          links: [...document.querySelectorAll("header a")].map((link) => link.textContent),
        };
      });
      expect(shown).toMatchObject({ footer: false, writing: [false], english: 0 });
      expect(shown.heading).toBe(reviewed("pt", "Our Team"));
      expect(shown.links).toContain(pt.shell.nav.home);

      proxy.release();
      await loaded;
      await expect(page.locator("[data-frontier]")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toContainText(pt.shell.footer.mission);
      await expect(page.locator("[data-tx][aria-busy], [data-tx][lang=en]")).toHaveCount(0);
      expect(await page.evaluate(() => performance.getEntriesByName("ember:pretranslated").length)).toBe(1);
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  test("without the page-text file the page is still translated, by the app after it starts", async ({
    page,
  }) => {
    await page.route(/\/assets\/page-text-/, (route) => route.abort());
    await expectFaqInFrench(page);
  });

  for (const [change, edit, reason] of [
    [
      "one of its words",
      (html: string) => html.replace(`>${en.shell.nav.home}</a>`, ">Start here</a>"),
      "the page differs at node",
    ],
    [
      "an element",
      (html: string) => html.replace(/(<main\b[^>]*>)/, "$1<p>Added on the way</p>"),
      "the page differs at node",
    ],
  ] as const) {
    test(`a page that gained ${change} on its way (a proxy, an extension) is not patched, and the app translates it`, async ({
      page,
    }) => {
      await page.route(
        (url) => url.pathname === "/FAQ",
        async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          const changed = edit(html);
          expect(changed).not.toBe(html);
          await route.fulfill({ response, body: changed });
        },
      );
      const debug: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "debug") debug.push(message.text());
      });
      await expectFaqInFrench(page);
      expect(debug).toContainEqual(expect.stringContaining(reason));
      expect(await page.evaluate(() => performance.getEntriesByName("ember:pretranslated").length)).toBe(0);
    });
  }

  test("with no model every page is still whole in its language, and the switcher reports nothing missing", async ({
    page,
  }) => {
    await storeLanguage(page, "es");
    await page.goto("/Timeline");
    await expect(page.locator("html[data-translating]")).toHaveCount(0);
    await expect(page.locator("[data-tx][aria-busy]")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(reviewed("es", "Jordan's Timeline"));
    await expect(page.locator("[data-tx][lang=en]")).toHaveCount(0);
    await arrive(page);
    await expect(page.getByText(es.shell.language.offline)).toHaveCount(0);
  });
});

test.describe("the reminder toast (product.md#the-reminder)", () => {
  test("appears 3 s after the page starts, can be dismissed, and not again within 30 minutes", async ({
    page,
  }) => {
    await page.goto("/Resources");
    await arrive(page);
    const reminder = page.getByRole("status").filter({ hasText: en.shell.reminder.title });
    await expect(reminder).toBeVisible({ timeout: 6000 });
    const text = (await reminder.textContent()) ?? "";
    expect(en.shell.reminder.messages.some((message) => text.includes(message))).toBe(true);
    expect(text).toContain("988");
    await reminder.getByRole("button", { name: en.shell.reminder.dismiss }).click();
    await expect(reminder).toBeHidden();

    await page.goto("/FAQ");
    await arrive(page);
    await page.waitForTimeout(4000);
    await expect(reminder).toHaveCount(0);

    // Thirty minutes later in the same session, it comes again.
    await page.evaluate(() => sessionStorage.setItem("ember_reminder_shown", String(Date.now() - 1_800_001)));
    await page.goto("/Team");
    await arrive(page);
    await expect(reminder).toBeVisible({ timeout: 6000 });
  });
});

test.describe("Arabic passes axe", () => {
  for (const path of [
    "/",
    "/GetStarted",
    "/ShareYourFire",
    "/Assessments",
    "/Badges",
    "/ChatWithJordan",
    "/FAQ",
  ]) {
    test(`${path} in Arabic`, async ({ page }) => {
      await storeLanguage(page, "ar");
      await page.goto(path);
      await expect(page.locator("html[dir=rtl][data-hydrated]")).toBeAttached();
      await expect(page.locator("html[data-translating]")).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
