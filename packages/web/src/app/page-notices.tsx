import { type RefObject, useEffect, useRef } from "react";
import { TranslationNotices } from "../features/language/translation-notices.tsx";
import { ReminderToast } from "../features/reminders/reminder-toast.tsx";

/** While a floating notice shows, what takes focus or is scrolled to stops clear of it too (app.css). */
function useScrollPaddingBeside(
  notice: RefObject<HTMLElement | null>,
  side: "scrollPaddingBottom",
  base: string,
): void {
  useEffect(() => {
    const element = notice.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const style = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      const floating = getComputedStyle(element).position === "fixed";
      const height = floating ? Math.ceil(element.getBoundingClientRect().height) : 0;
      style[side] = height > 0 ? `calc(${base} + ${height}px)` : "";
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      style[side] = "";
    };
  }, [notice, side, base]);
}

/**
 * The page's notices, between the header and the main content in the document, so a keyboard reaches them
 * early and the skip link passes them. On a screen of ordinary height they float: the reminder at the top
 * corner below the header, never over the header's controls or its menus; the translation notice at the
 * bottom corner. On a short screen (a phone on its side, 400 % zoom) floating boxes would cover most of
 * it, so both sit in the page's flow under the header instead (WCAG 1.4.10).
 */
export function PageNotices() {
  const bottom = useRef<HTMLDivElement>(null);
  useScrollPaddingBeside(bottom, "scrollPaddingBottom", "1.5rem");
  return (
    <div data-page-notices="">
      {/* The reminder's element keeps what is focused or scrolled to clear of it itself (app/page-behaviours.ts). */}
      <ember-reminder class="pointer-events-none fixed end-4 top-[5.5rem] z-30 block short:static short:mx-4 short:flex short:justify-end">
        <ReminderToast />
      </ember-reminder>
      <div
        ref={bottom}
        className="pointer-events-none fixed end-4 bottom-4 z-30 short:static short:mx-4 short:flex short:justify-end"
      >
        <TranslationNotices />
      </div>
    </div>
  );
}
