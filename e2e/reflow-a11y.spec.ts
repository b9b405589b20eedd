import { languages, localizedPath, pageRoutes, siteConfig } from "@ember/domain";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

// WCAG 1.4.10 and 1.4.12 in every language: at 320 px, with the text-spacing overrides, no text runs past
// the screen's edge. The page body clips sideways overflow, so the page would not scroll: the text would
// simply be cut off. The layout needs no script: the prerendered pages are read as they arrive, before
// any interaction loads the scripts.

const textSpacing = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

const pages = pageRoutes(siteConfig).map((route) => route.path);

/** Visible elements holding text whose box runs past either edge of the viewport. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      if (
        !(el instanceof HTMLElement) ||
        !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      )
        continue;
      if (el.closest(".sr-only, [aria-hidden=true], details:not([open]) > :not(summary)")) continue;
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText) continue;
      const r = el.getBoundingClientRect();
      if (r.right > innerWidth + 1 || r.left < -1)
        found.push(
          `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" ${Math.round(r.left)}–${Math.round(r.right)}`,
        );
    }
    return found;
  });
}

test.describe("320 px with text spacing, in every language", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const { code } of languages) {
    test(`${code}: nothing runs past the edge on any page`, async ({ page }) => {
      test.setTimeout(90_000);
      const problems: string[] = [];
      for (const path of pages) {
        await page.goto(localizedPath(code, path));
        await page.addStyleTag({ content: textSpacing });
        for (const problem of await overflowing(page)) problems.push(`${path}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
