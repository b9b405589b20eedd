/** What a page module's `handle` says about the page (the prerender reads it: entry.server.tsx). */
export interface PageHandle {
  /**
   * "when-needed": the page is content, whole and usable as its prerendered HTML with the page behaviours
   * (app/page-behaviours.ts); React hydrates it only for a visitor who needs the app (app/scripts-after-paint.ts,
   * decision 0101).
   */
  readonly scripts?: "when-needed";
}

/** The handle of a content page. */
export const contentPage: PageHandle = { scripts: "when-needed" };

export function isContentPage(handle: unknown): boolean {
  return (handle as PageHandle | undefined)?.scripts === "when-needed";
}
