/**
 * The browser's side of how a prerendered page's scripts start (app/page-scripts.server.ts, which inlines
 * `starter` into every page, and docs/decisions/0068-scripts-start-after-first-paint.md, 0101).
 */

/** The type that keeps React Router's module script from running until the page has been painted. */
export const heldScriptType = "ember/after-paint";

/** The page's sections drawn only as they come near the screen, or all at once when focus moves into one
 * (app.css names the same elements). */
export const laterSections = "#main > :not(:first-child)";

/**
 * Inlined into every page as its source text: it runs before any module, so it must stand alone (no
 * imports, nothing from its scope). On a content page that a visitor can read as HTML it stops there, and
 * marks the page `data-static` (decision 0101). Elsewhere, until React has taken over, it notes what the visitor types and
 * chooses in the page's forms, and a press on a control that needs scripts marks it `aria-busy` and
 * `data-awaiting-script` (app.css shows it as pending), so nothing looks dead while the scripts arrive;
 * `markHydrated` clears both. Links, summaries, form fields and submit buttons work as plain HTML and are
 * left alone.
 */
export function starter(type: string, laterSections: string, contentPage: boolean): void {
  const root = document.documentElement;
  // The page's later sections are drawn only near the screen (app.css). The browser scrolls an element it
  // focuses into view before telling the page, against the estimated heights of the sections not drawn;
  // once they are drawn the element would sit elsewhere. So focus moving into one draws them all and brings
  // the element into view again, among the real heights.
  const drawAll = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(laterSections)) return;
    root.setAttribute("data-drawn", "");
    removeEventListener("focusin", drawAll, true);
    event.target.scrollIntoView({ block: "nearest" });
  };
  addEventListener("focusin", drawAll, true);
  // A content page (app/page-handle.ts) needs React only for a visitor it must
  // know: one signed in or coming back from signing in, the editor's preview frame, or an app that is not
  // public (its gate). Anyone else reads it as its HTML with its behaviours (app/page-behaviours.ts) and
  // loads no module at all; its links open other pages as documents (decision 0101).
  const needsApp = () => {
    if (window.parent !== window) return true;
    const visibility = document.querySelector('meta[name="ember-visibility"]');
    if (visibility && visibility.getAttribute("content") !== "public_without_login") return true;
    if (
      /[?&#](access_token|app_id|server_url|functions_version|from_url)=/.test(
        location.search + location.hash,
      )
    )
      return true;
    try {
      return Boolean(localStorage.getItem("base44_access_token"));
    } catch {
      return false;
    }
  };
  if (contentPage && !needsApp()) {
    root.setAttribute("data-static", "");
    // The prerendered year is the build's.
    for (const year of document.querySelectorAll("[data-current-year]"))
      year.textContent = String(new Date().getFullYear());
    return;
  }
  const pending = (event: Event) => {
    if (root.hasAttribute("data-hydrated") || !(event.target instanceof Element)) return;
    const control = event.target.closest("button, [role=button]");
    // Tabs, the carousel and the reminder already work (app/page-behaviours.ts).
    if (!control || control.closest("a[href], summary, [role=tab], ember-carousel, ember-reminder")) return;
    if (control instanceof HTMLButtonElement && control.type === "submit") return;
    control.setAttribute("aria-busy", "true");
    control.setAttribute("data-awaiting-script", "");
  };
  addEventListener("click", pending, true);
  // What is typed and chosen meanwhile: React's forms register their fields as they hydrate, which puts
  // each back to its default; they take these values back (earlyInput below).
  const early = new Map<Element, string | boolean>();
  (window as { __emberEarlyInput?: Map<Element, string | boolean> }).__emberEarlyInput = early;
  const note = (event: Event) => {
    const field = event.target;
    if (root.hasAttribute("data-hydrated") || !(field instanceof Element)) return;
    // Latest last: of a radio group's notes (only the newly chosen radio reports a change), the last
    // one is the visitor's choice.
    early.delete(field);
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
      early.set(field, field.checked);
    else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      early.set(field, field.value);
  };
  addEventListener("input", note, true);
  addEventListener("change", note, true);
  // Painted: the frame after this one has been produced, so the page is on screen.
  requestAnimationFrame(() =>
    setTimeout(() => {
      const held = document.querySelector(`script[type="${type}"]`);
      if (!held) return;
      const preloads = held.getAttribute("data-preload")?.split(" ").filter(Boolean) ?? [];
      const script = document.createElement("script");
      script.type = "module";
      script.textContent = held.textContent;
      held.replaceWith(script);
      // The script's own imports are on their way; the preloads fetch the modules they import in turn.
      // Adding one costs the task that adds it 10 to 15 ms of a 4x slower CPU (four in one task took 51 to
      // 59 ms of it), so they go one per task, the first after this one.
      const preloadNext = () => {
        const href = preloads.shift();
        if (href === undefined) return;
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.append(link);
        setTimeout(preloadNext);
      };
      setTimeout(preloadNext);
    }),
  );
}

/**
 * Called once React has hydrated the page: marks the document (`html[data-hydrated]`, which app.css and the
 * browser tests read) and clears the pending state of controls pressed before.
 */
export function markHydrated(document: Document): void {
  document.documentElement.setAttribute("data-hydrated", "");
  for (const control of document.querySelectorAll("[data-awaiting-script]")) {
    control.removeAttribute("aria-busy");
    control.removeAttribute("data-awaiting-script");
  }
}

declare global {
  interface Window {
    /** The fields changed before React took over, and their values (the inline starter notes them). */
    __emberEarlyInput?: Map<Element, string | boolean>;
  }
}

/**
 * What the visitor typed and chose in the named fields before the page's scripts took over: a text per
 * text field, the chosen value of a radio group, the ticked values of a group of check boxes. A form puts
 * them back as it hydrates (lib/use-form-submission.ts), so nothing entered early is lost.
 */
export function earlyInput(names: readonly string[]): Map<string, string | string[]> {
  const values = new Map<string, string | string[]>();
  // Prerendering has no window and nothing typed.
  const recorded = typeof window === "undefined" ? undefined : window.__emberEarlyInput;
  if (!recorded) return values;
  for (const [field, state] of recorded) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (!names.includes(field.name)) continue;
    if (field instanceof HTMLInputElement && field.type === "checkbox") {
      const group = [...(field.form ?? document).querySelectorAll("input[type=checkbox]")].filter(
        (box): box is HTMLInputElement => box instanceof HTMLInputElement && box.name === field.name,
      );
      const ticked = (box: HTMLInputElement) => {
        const noted = recorded.get(box);
        return typeof noted === "boolean" ? noted : box.defaultChecked;
      };
      values.set(
        field.name,
        group.filter(ticked).map((box) => box.value),
      );
    } else if (field instanceof HTMLInputElement && field.type === "radio") {
      if (state === true) values.set(field.name, field.value);
    } else if (typeof state === "string") {
      values.set(field.name, state);
    }
  }
  return values;
}

/**
 * A form's first values: its defaults, with what the visitor typed and chose before the scripts took
 * over. A form starts from these as it hydrates, so its fields keep what was entered and everything that
 * depends on them (a submit button waiting for answers) sees it from the start.
 */
export function withEarlyInput<Values extends object>(defaults: Values, names: readonly string[]): Values {
  return { ...defaults, ...Object.fromEntries(earlyInput(names)) };
}
