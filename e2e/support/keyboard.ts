import type { Locator, Page } from "@playwright/test";

/** The two viewports the accessibility review walked every flow at. */
export const viewports = [
  { name: "1280", width: 1280, height: 800 },
  { name: "390", width: 390, height: 844 },
] as const;

/** What holds focus, described for a failure message: tag, name-ish text and id. */
export async function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${name}"`;
  });
}

/**
 * How much of the focused element is hidden: under the sticky header, under a floating notice, or
 * outside the viewport (WCAG 2.4.11). 0 means fully in sight.
 */
export async function focusObscuredShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 1;
    const r = el.getBoundingClientRect();
    const area = Math.max(1, r.width * r.height);
    const covers = [document.querySelector("header"), ...document.querySelectorAll("[data-page-notice]")]
      .filter((cover): cover is Element => cover !== null && !cover.contains(el))
      .filter(
        (cover) => getComputedStyle(cover.closest("[data-page-notices] > *") ?? cover).position !== "static",
      )
      .map((cover) => cover.getBoundingClientRect());
    const visible = {
      left: Math.max(r.left, 0),
      right: Math.min(r.right, innerWidth),
      top: Math.max(r.top, 0),
      bottom: Math.min(r.bottom, innerHeight),
    };
    let hidden = area - Math.max(0, visible.right - visible.left) * Math.max(0, visible.bottom - visible.top);
    for (const c of covers) {
      const w = Math.max(0, Math.min(visible.right, c.right) - Math.max(visible.left, c.left));
      const h = Math.max(0, Math.min(visible.bottom, c.bottom) - Math.max(visible.top, c.top));
      hidden += w * h;
    }
    return Math.min(1, hidden / area);
  });
}

/** WCAG contrast ratio of two CSS colours as getComputedStyle writes them (rgb/rgba, opaque assumed). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? ["0", "0", "0"]).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** The first opaque background colour at or behind an element. */
export async function backdropColor(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (color && !color.startsWith("rgba(0, 0, 0, 0)") && color !== "transparent") return color;
    }
    return "rgb(255, 250, 243)";
  });
}

/** The focus indicator an element draws: its outline, or else a ring drawn as a box shadow. */
export async function focusIndicator(locator: Locator): Promise<{ color: string; width: number } | null> {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = Number.parseFloat(style.outlineWidth);
    if (style.outlineStyle !== "none" && outline >= 2) return { color: style.outlineColor, width: outline };
    // A ring: "rgb(…) 0px 0px 0px 2px", the spread being its width.
    for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
      const color = shadow.match(/rgba?\([^)]*\)/)?.[0];
      const lengths = shadow.replace(/rgba?\([^)]*\)/, "").match(/-?[\d.]+px/g) ?? [];
      const spread = Number.parseFloat(lengths[3] ?? "0");
      if (color && spread >= 2 && !color.startsWith("rgba(0, 0, 0, 0)")) return { color, width: spread };
    }
    return null;
  });
}

/** Presses Tab until `target` holds focus; returns what was focused on the way, or throws after `limit`. */
export async function tabTo(page: Page, target: Locator, limit = 40, key = "Tab"): Promise<string[]> {
  const passed: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) return passed;
    passed.push(await focusedElement(page));
  }
  throw new Error(`${key} never reached the target; passed ${passed.join(", ")}`);
}
