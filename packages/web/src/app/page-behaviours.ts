/**
 * The behaviours a page's own HTML carries, written once for the browser's DOM and inlined into every
 * prerendered page beside the starter (app/scripts-after-paint.ts): the header's menus, tabs, the hero
 * carousel and the reminder (docs/decisions/0101-page-behaviours-without-react.md). They listen on the
 * document, so they work from the first paint, on a page React never hydrates and on one it has hydrated
 * alike; React renders their markup and leaves their state to them.
 *
 * It runs from its source text: it must stand alone (no imports, nothing from its scope).
 */
export interface PageBehaviourOptions {
  /** Session storage key of the time the reminder was last shown. */
  readonly reminderKey: string;
  readonly reminderDelayMs: number;
  readonly reminderIntervalMs: number;
  /** Local storage key of the visitor's language choice. */
  readonly languageKey: string;
  /** Each language's own name, but English's (the `languageChange` event names the others). */
  readonly languageNames: Readonly<Record<string, string>>;
}

export function pageBehaviours(options: PageBehaviourOptions): void {
  const root = document.documentElement;

  // ---- Menus: a `details[data-menu]` opens from its summary as plain HTML; it also closes as a menu does:
  // Escape (focus back on its summary), a press elsewhere, focus leaving it, and a link chosen in it.
  const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]")];
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !(event.target instanceof Node)) return;
    const target = event.target;
    // The innermost: the language menu inside the small-screen menu closes first.
    const menu = openMenus()
      .reverse()
      .find((details) => details.contains(target));
    if (!menu) return;
    // This Escape closed the menu: it must not also dismiss a notice or stop a countdown, which ignore an
    // Escape already handled.
    event.preventDefault();
    menu.open = false;
    menu.querySelector("summary")?.focus();
  });
  document.addEventListener("focusout", (event) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !(event.target instanceof Node)) return;
    const target = event.target;
    for (const menu of openMenus()) if (menu.contains(target) && !menu.contains(next)) menu.open = false;
  });
  document.addEventListener("pointerdown", (event) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const menu of openMenus()) if (!target || !menu.contains(target)) menu.open = false;
  });
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (link) for (const menu of openMenus()) if (menu.contains(link)) menu.open = false;
  });

  // ---- A language chosen in the language menu is kept and announced to the window (product.md#languages);
  // the link itself opens that language's page.
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-language-choice]") : null;
    const language = link?.getAttribute("data-language-choice");
    if (!language) return;
    try {
      localStorage.setItem(options.languageKey, language);
    } catch {
      // Without storage the choice lasts for this page only.
    }
    const languageName = options.languageNames[language];
    dispatchEvent(
      new CustomEvent("languageChange", { detail: languageName ? { language, languageName } : { language } }),
    );
  });

  // ---- Tabs (WAI-ARIA tabs pattern, automatic activation): a click, Enter or Space selects; the arrows
  // (mirrored right to left), Home and End move to a tab and select it. Only the selected tab is a tab stop.
  const tabsOf = (list: Element) => [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  const select = (tab: HTMLElement) => {
    const list = tab.closest('[role="tablist"]');
    if (!list) return;
    for (const each of tabsOf(list)) {
      const chosen = each === tab;
      each.setAttribute("aria-selected", String(chosen));
      each.tabIndex = chosen ? 0 : -1;
      each.dataset.state = chosen ? "active" : "inactive";
      const panel = document.getElementById(each.getAttribute("aria-controls") ?? "");
      if (panel) panel.dataset.state = chosen ? "active" : "inactive";
    }
  };
  document.addEventListener("click", (event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
    if (tab) select(tab);
  });
  document.addEventListener("keydown", (event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
    const list = tab?.closest('[role="tablist"]');
    if (!tab || !list) return;
    const tabs = tabsOf(list);
    const at = tabs.indexOf(tab);
    const forward = getComputedStyle(list).direction === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = forward === "ArrowRight" ? "ArrowLeft" : "ArrowRight";
    const to =
      event.key === forward
        ? (at + 1) % tabs.length
        : event.key === backward
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : undefined;
    const next = to === undefined ? undefined : tabs[to];
    if (!next) return;
    event.preventDefault();
    next.focus();
    select(next);
  });

  // ---- The hero carousel (WAI-ARIA carousel pattern), a custom element so that it starts and stops with
  // its markup wherever React mounts it: it advances on its own, pauses while hovered or focused, starts
  // paused when the visitor prefers less motion, and has a play/pause button and a button per slide. Its
  // state is in its attributes: `data-autoplay` on the carousel, `data-state` on slides and their buttons.
  class Carousel extends HTMLElement {
    private index = 0;
    private autoplay = !matchMedia("(prefers-reduced-motion: reduce)").matches;
    private hovered = false;
    private focused = false;
    private timer: ReturnType<typeof setInterval> | undefined;
    private abort = new AbortController();

    connectedCallback(): void {
      this.abort = new AbortController();
      const signal = this.abort.signal;
      const slides = this.parts("[data-slide]");
      this.index = Math.max(
        0,
        slides.findIndex((slide) => slide.dataset.state === "active"),
      );
      this.addEventListener(
        "click",
        (event) => {
          const target = event.target instanceof Element ? event.target : null;
          const picker = target?.closest<HTMLElement>("[data-slide-picker]");
          if (picker) this.show(this.parts("[data-slide-picker]").indexOf(picker));
          else if (target?.closest("[data-carousel-toggle]")) {
            this.autoplay = !this.autoplay;
            this.update();
          }
        },
        { signal },
      );
      const hover = (hovered: boolean) => () => {
        this.hovered = hovered;
        this.update();
      };
      this.addEventListener("mouseenter", hover(true), { signal });
      this.addEventListener("mouseleave", hover(false), { signal });
      this.addEventListener(
        "focusin",
        () => {
          this.focused = true;
          this.update();
        },
        { signal },
      );
      this.addEventListener(
        "focusout",
        (event) => {
          if (event.relatedTarget instanceof Node && this.contains(event.relatedTarget)) return;
          this.focused = false;
          this.update();
        },
        { signal },
      );
      this.update();
    }

    disconnectedCallback(): void {
      this.abort.abort();
      clearInterval(this.timer);
      this.timer = undefined;
    }

    private parts(selector: string): HTMLElement[] {
      return [...this.querySelectorAll<HTMLElement>(selector)];
    }

    private show(index: number): void {
      if (index < 0) return;
      this.index = index;
      for (const [i, slide] of this.parts("[data-slide]").entries()) {
        slide.dataset.state = i === index ? "active" : "inactive";
        if (i === index) slide.removeAttribute("aria-hidden");
        else slide.setAttribute("aria-hidden", "true");
      }
      for (const [i, picker] of this.parts("[data-slide-picker]").entries()) {
        picker.dataset.state = i === index ? "active" : "inactive";
        if (i === index) picker.setAttribute("aria-current", "true");
        else picker.removeAttribute("aria-current");
      }
    }

    private update(): void {
      const count = this.parts("[data-slide]").length;
      const running = this.autoplay && !this.hovered && !this.focused && count > 1;
      this.dataset.autoplay = String(this.autoplay);
      const toggle = this.querySelector<HTMLElement>("[data-carousel-toggle]");
      toggle?.setAttribute("aria-label", (this.autoplay ? toggle.dataset.pause : toggle.dataset.play) ?? "");
      // Announced only while it does not move by itself.
      this.querySelector("[data-carousel-stage]")?.setAttribute("aria-live", running ? "off" : "polite");
      if (running && this.timer === undefined) {
        const interval = Number(this.dataset.interval) || 5000;
        this.timer = setInterval(() => this.show((this.index + 1) % count), interval);
      } else if (!running && this.timer !== undefined) {
        clearInterval(this.timer);
        this.timer = undefined;
      }
    }
  }

  // ---- The reminder, a custom element that holds the page's top notices (app/page-notices.tsx): 3 s after
  // it appears, at most once per 30 minutes in a browser session (kept in session storage), one of its
  // messages at random; while the page stays open it comes back when the 30 minutes are up. Escape closes it
  // from anywhere, unless a menu or dialog already used that Escape, and focus that was inside it goes back
  // where it came from. While it floats, what takes focus or is scrolled to stops clear of it.
  const lastShown = () => {
    try {
      return Number(sessionStorage.getItem(options.reminderKey)) || 0;
    } catch {
      return 0;
    }
  };
  class Reminder extends HTMLElement {
    private timer: ReturnType<typeof setTimeout> | undefined;
    private cameFrom: HTMLElement | null = null;
    private abort = new AbortController();
    private readonly resize = new ResizeObserver(() => this.padScroll());

    connectedCallback(): void {
      this.abort = new AbortController();
      document.addEventListener(
        "keydown",
        (event) => {
          if (event.key !== "Escape" || event.defaultPrevented || !this.notice()) return;
          event.preventDefault();
          this.close();
        },
        { signal: this.abort.signal },
      );
      this.resize.observe(this);
      this.schedule();
    }

    disconnectedCallback(): void {
      this.abort.abort();
      this.resize.disconnect();
      clearTimeout(this.timer);
      root.style.scrollPaddingTop = "";
    }

    private region(): HTMLElement | null {
      return this.querySelector<HTMLElement>("[data-reminder-region]");
    }

    private notice(): Element | null {
      return this.region()?.firstElementChild ?? null;
    }

    private padScroll(): void {
      const floating = getComputedStyle(this).position === "fixed";
      const height = floating ? Math.ceil(this.getBoundingClientRect().height) : 0;
      root.style.scrollPaddingTop = height > 0 ? `calc(6rem + ${height}px)` : "";
    }

    private schedule(): void {
      const due = lastShown() + options.reminderIntervalMs;
      this.timer = setTimeout(
        () => {
          // Another tab of this session may have shown it meanwhile.
          if (Date.now() - lastShown() >= options.reminderIntervalMs) {
            try {
              sessionStorage.setItem(options.reminderKey, String(Date.now()));
            } catch {
              // Without session storage the reminder may come again on the next page: better than never.
            }
            this.show();
          }
          this.schedule();
        },
        Math.max(options.reminderDelayMs, due - Date.now()),
      );
    }

    private show(): void {
      const region = this.region();
      const model = this.querySelector("[data-reminder-model]")?.firstElementChild;
      if (!region || !model) return;
      const messages: string[] = JSON.parse(region.dataset.messages ?? "[]");
      const notice = model.cloneNode(true) as HTMLElement;
      const text = notice.querySelector("[data-reminder-text]");
      if (text) text.textContent = messages[Math.floor(Math.random() * messages.length)] ?? "";
      notice.querySelector("button")?.addEventListener("click", () => this.close());
      notice.addEventListener("focusin", (event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !notice.contains(from)) this.cameFrom = from;
      });
      region.replaceChildren(notice);
    }

    private close(): void {
      const notice = this.notice();
      if (!notice) return;
      const held = notice.contains(document.activeElement);
      notice.remove();
      if (!held) return;
      if (this.cameFrom?.isConnected) this.cameFrom.focus();
      else document.getElementById("main")?.focus();
    }
  }

  if (!customElements.get("ember-carousel")) customElements.define("ember-carousel", Carousel);
  if (!customElements.get("ember-reminder")) customElements.define("ember-reminder", Reminder);
  root.setAttribute("data-behaviours", "");
}
