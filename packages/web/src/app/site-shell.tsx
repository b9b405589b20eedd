import { type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { isConsolePath, useMessages } from "../i18n/language-provider.tsx";
import { PageNotices } from "./page-notices.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/**
 * The layout of every page (product.md#what-every-page-has): skip link, header, the page's notices, main
 * content, footer.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { shell } = useMessages();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);

  // After a client-side page change, move focus to the new page's title so keyboard and screen-reader
  // users start there and hear which page it is (the window itself scrolls to the top, see app.css).
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    const title = mainRef.current?.querySelector("h1");
    if (title) {
      title.tabIndex = -1;
      title.focus({ preventScroll: true });
    } else mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[60] focus:rounded-full focus:bg-primary focus:px-5 focus:py-3 focus:font-semibold focus:text-primary-foreground"
      >
        {shell.skipToContent}
      </a>
      <SiteHeader />
      {/* The visitor's reminder and translation notice are not the staff console's: there they covered
          its controls. */}
      {isConsolePath(pathname) ? null : <PageNotices />}
      <main ref={mainRef} id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
