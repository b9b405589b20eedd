import AxeBuilder from "@axe-core/playwright";
import { siteConfig } from "@ember/domain";
import { test as base, expect, type Page } from "@playwright/test";
import { admin, appId } from "./accounts.ts";

interface Fixtures {
  privateUrl: string;
}

export const test = base.extend<Fixtures>({
  // The servers' ports are chosen at start-up by the global setup.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(process.env.EMBER_PUBLIC_URL);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  privateUrl: async ({}, use) => {
    await use(process.env.EMBER_PRIVATE_URL ?? "");
  },
});

export { expect };

/** Signs in through the API, as the platform login page will, and returns the access token. */
export async function loginToken(
  baseUrl: string,
  email = admin.email,
  password = admin.password,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/apps/${appId}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

/** axe with WCAG 2.1 AA rules; returns the violations so a failure names them. */
export async function axeViolations(page: Page) {
  // The footer is not painted until it comes near the screen (content-visibility in app.css, decision
  // 0093), and axe reads a text's background from what is painted under it: it would judge the footer's
  // colours against the wrong one. A visitor sees it painted as it scrolls into view; so does axe here.
  // Through the element's style object, which a page's CSP allows where it refuses a style sheet; the
  // change stays, as it only paints what the page paints when scrolled.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(" ")),
  }));
}

/**
 * As a visitor who was shown the reminder a moment ago in this session: it does not come again for 30
 * minutes (features/reminders/reminder-toast.tsx). For tests of other things, whose steps would otherwise
 * meet it 3 s after the page started, floating over a field or taking an Escape, depending on the pace.
 */
export async function reminderJustShown(page: Page): Promise<void> {
  const key = `${siteConfig.productName.toLowerCase()}_reminder_shown`;
  await page.addInitScript((storageKey) => sessionStorage.setItem(storageKey, String(Date.now())), key);
}

/** True when the page scrolls sideways (content wider than the viewport). */
export async function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/**
 * The page's scripts have settled: React has hydrated the page (its scripts start on their own once it is
 * painted, docs/decisions/0068), or, on a content page read as HTML, the starter has decided that it needs
 * no React (`html[data-static]`, decision 0101). Its own behaviours (menus, tabs, the carousel, the
 * reminder) work from the first paint either way. Tests of scripted behaviour start here.
 */
export async function arrive(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated], html[data-static]")).toBeAttached();
}

/**
 * Holds the page's scripts, as a slow phone link would, until the returned function is called: what the
 * visitor does meanwhile meets the page as HTML. A navigation with held scripts waits for the document
 * (`waitUntil: "domcontentloaded"`): the scripts, started after the first paint, hold the load event back.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
