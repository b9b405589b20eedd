// Inlined into every prerendered page by defer-hydration.mjs (see docs/decisions/0020). The page is
// complete HTML; this decides when its JavaScript loads and replays what the visitor did before React
// took over, so nothing they clicked or typed is lost. Kept small and dependency-free: it runs before
// anything else.
(() => {
  const triggers = ["pointerdown", "pointermove", "keydown", "touchstart", "focusin", "wheel"];
  const clickable =
    "button, summary, input[type=submit], input[type=button], [role=tab], [role=button], [role=checkbox], [role=radio], [role=switch], [role=menuitem]";
  const toggle = "input[type=checkbox], input[type=radio]";
  const typeable = "input, textarea";
  let load = null;
  let started = false;
  let hydrated = false;
  const clicks = [];
  const submits = [];
  const typed = new Map();
  const toggled = new Map();
  const keys = [];
  // Keys that move within a widget (tabs, menus, radio groups) and produce no click of their own.
  const widgetKeys = new Set([
    "ArrowLeft",
    "ArrowRight",
    "ArrowUp",
    "ArrowDown",
    "Home",
    "End",
    "Escape",
    "PageUp",
    "PageDown",
  ]);

  const start = () => {
    if (started || !load) return;
    started = true;
    for (const type of triggers) removeEventListener(type, start, true);
    load().catch((error) => console.error("The page's scripts did not load", error));
  };

  // A click before hydration would find no handler: hold it and give it to React afterwards. Links
  // still navigate natively, which needs no script.
  const onClick = (event) => {
    if (hydrated || !(event.target instanceof Element)) return;
    // A box or radio shows its new state at once, as any form does; React learns of it after hydrating.
    if (event.target.matches(toggle)) {
      toggled.set(event.target, event.target.checked);
      start();
      return;
    }
    const target = event.target.closest(clickable);
    if (!target || target.closest("a[href]")) return;
    event.preventDefault();
    if (!clicks.includes(target)) clicks.push(target);
    start();
  };
  const onSubmit = (event) => {
    if (hydrated) return;
    event.preventDefault();
    submits.push(event.target);
    start();
  };
  const onInput = (event) => {
    if (hydrated || !(event.target instanceof Element) || !event.target.matches(typeable)) return;
    if (event.target.type === "checkbox" || event.target.type === "radio") return;
    typed.set(event.target, event.target.value);
    start();
  };

  const onKeydown = (event) => {
    if (hydrated || !widgetKeys.has(event.key) || !(event.target instanceof Element)) return;
    if (event.target.matches(typeable) && event.target.type !== "checkbox" && event.target.type !== "radio")
      return;
    keys.push({ target: event.target, key: event.key, shiftKey: event.shiftKey });
  };

  // React tracks an input's last value through the element's own `value` property; writing through it
  // and then through the prototype's setter makes the replayed input event a real change to React.
  const replayTyping = (element, value) => {
    if (!element.isConnected || value === "") return;
    const proto = Object.getPrototypeOf(element);
    const setter = Object.getOwnPropertyDescriptor(proto, "value")?.set;
    if (!setter) return;
    element.value = "";
    setter.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  };
  // Whatever hydration did to the box, leave it in the state the visitor chose, through a real click so
  // React (and a form library listening to it) sees the change.
  const replayToggle = (element, checked) => {
    if (!element.isConnected || (element.type === "radio" && !checked)) return;
    element.checked = !checked;
    element.click();
  };
  const press = (element) => {
    if (!element.isConnected) return;
    // A real click on a button focuses it; code that returns focus after the action expects that.
    element.focus({ preventScroll: true });
    const init = { bubbles: true, cancelable: true, composed: true, button: 0 };
    // Some widgets act on pointer or mouse down (tabs, menus), others on click: send what a click sends.
    element.dispatchEvent(
      new PointerEvent("pointerdown", { ...init, pointerType: "mouse", isPrimary: true }),
    );
    element.dispatchEvent(new MouseEvent("mousedown", init));
    element.dispatchEvent(new PointerEvent("pointerup", { ...init, pointerType: "mouse", isPrimary: true }));
    element.dispatchEvent(new MouseEvent("mouseup", init));
    element.click();
  };

  // React has just put its tree over the page, in the same task as this call: registering a form field
  // resets it to its default there. Put back what the visitor typed and chose before anything paints, so
  // nothing they did flickers away; the replays below then tell React of it.
  window.__emberCommitted = () => {
    for (const [element, value] of typed) if (element.isConnected) element.value = value;
    for (const [element, checked] of toggled) if (element.isConnected) element.checked = checked;
  };

  window.__emberHydrated = () => {
    if (hydrated) return;
    hydrated = true;
    removeEventListener("click", onClick, true);
    removeEventListener("submit", onSubmit, true);
    removeEventListener("input", onInput, true);
    removeEventListener("keydown", onKeydown, true);
    // One replayed event a task, as a visitor's own events come: a handler that closes over the state of
    // the last render sees the previous replay's update.
    const steps = [
      ...[...typed].map(
        ([element, value]) =>
          () =>
            replayTyping(element, value),
      ),
      ...[...toggled].map(
        ([element, checked]) =>
          () =>
            replayToggle(element, checked),
      ),
      ...clicks.map((element) => () => press(element)),
      ...submits.map((form) => () => form.isConnected && form.requestSubmit()),
      ...keys.map(({ target, key, shiftKey }) => () => {
        const focused = document.activeElement ?? target;
        focused.dispatchEvent(
          new KeyboardEvent("keydown", { key, shiftKey, bubbles: true, cancelable: true }),
        );
      }),
    ];
    const next = () => {
      const step = steps.shift();
      if (!step) {
        // Scripted from here on, including whatever the visitor did before.
        document.documentElement.dataset.hydrated = "";
        return;
      }
      step();
      setTimeout(next, 0);
    };
    next();
  };

  window.__emberBoot = (loader, options) => {
    load = loader;
    addEventListener("click", onClick, true);
    addEventListener("submit", onSubmit, true);
    addEventListener("input", onInput, true);
    addEventListener("keydown", onKeydown, true);
    // A private site's gate must act at once; so must the SPA fallback, which routes in the browser.
    // A sign-in link's token must leave the address bar at once too. Inside an editor's frame the editor
    // waits for the bridge's messages, so the page starts at once.
    const eager =
      options?.eager ||
      window.parent !== window ||
      document.querySelector('meta[name="ember-visibility"]') !== null ||
      /[?&](access_token|clear_access_token|app_id)=/.test(location.search) ||
      /(^#|&)access_token=/.test(location.hash);
    if (eager) start();
    else for (const type of triggers) addEventListener(type, start, { capture: true, passive: true });
  };
})();
