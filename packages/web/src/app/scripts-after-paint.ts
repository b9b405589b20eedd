/**
 * How a prerendered page's scripts start (docs/decisions/0068-scripts-start-after-first-paint.md): right
 * after the browser has painted the page, on their own, never on the visitor's first interaction and never
 * competing with the page's HTML, styles, fonts and images before it is painted.
 *
 * React Router writes one module script that imports the route table, the page's route modules and the
 * client entry, and `modulepreload` links for all of them, which a browser fetches at high priority while
 * the page is still loading. entry.server.tsx hands the finished HTML to `startScriptsAfterPaint`, which:
 * - gives that script a type no browser runs, so it waits, unchanged, in the page;
 * - moves the preloads' addresses onto it;
 * - adds a small inline script that, once a frame has been painted, runs the held script as the module
 *   React Router wrote and preloads the rest, one per task. It also draws the page's later sections as
 *   soon as focus moves into one (docs/decisions/0094-later-sections-drawn-near-the-screen.md).
 * The script's text is never parsed or rewritten: React Router may change what it imports.
 */

/** The type that keeps React Router's module script from running until the page has been painted. */
export const heldScriptType = "ember/after-paint";

/** The page's sections drawn only as they come near the screen, or all at once when focus moves into one
 * (app.css names the same elements). */
const laterSections = "#main > :not(:first-child)";

const moduleScriptTag = '<script type="module" async="">';
const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

export function startScriptsAfterPaint(html: string): string {
  const at = html.indexOf(moduleScriptTag);
  if (at < 0 || html.indexOf(moduleScriptTag, at + 1) >= 0) {
    throw new Error(`Expected React Router's one module script (${moduleScriptTag}) in the page`);
  }
  const preloads = [...html.matchAll(modulePreload)].map(([, href]) => href);
  const held = `<script type="${heldScriptType}" data-preload="${preloads.join(" ")}">`;
  const page = html.replace(modulePreload, "").replace(moduleScriptTag, held);
  const end = page.lastIndexOf("</body>");
  return `${page.slice(0, end)}<script>(${starter.toString()})(${JSON.stringify(heldScriptType)}, ${JSON.stringify(laterSections)})</script>${page.slice(end)}`;
}

/**
 * Inlined into every page as its source text: it runs before any module, so it must stand alone (no
 * imports, nothing from its scope). Until React has taken over, it notes what the visitor types and
 * chooses in the page's forms, and a press on a control that needs scripts marks it `aria-busy` and
 * `data-awaiting-script` (app.css shows it as pending), so nothing looks dead while the scripts arrive;
 * `markHydrated` clears both. Links, summaries, form fields and submit buttons work as plain HTML and are
 * left alone.
 */
function starter(type: string, laterSections: string): void {
  const root = document.documentElement;
  const pending = (event: Event) => {
    if (root.hasAttribute("data-hydrated") || !(event.target instanceof Element)) return;
    const control = event.target.closest("button, [role=tab], [role=button]");
    if (!control || control.closest("a[href], summary")) return;
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
