/**
 * An init script: installs `window.__untranslatedShown()`, the number of content texts the page shows
 * untranslated (still busy, or marked as English) and visible. The tests and the bench ask it in every
 * frame, so "translated at first paint" means the same to all of them.
 */
export function installUntranslatedShown(): void {
  (window as unknown as { __untranslatedShown(): number }).__untranslatedShown = () =>
    [...document.querySelectorAll("[data-tx]")].filter(
      (span) =>
        span.checkVisibility({ visibilityProperty: true }) &&
        (span.hasAttribute("aria-busy") || span.getAttribute("lang") === "en"),
    ).length;
}
