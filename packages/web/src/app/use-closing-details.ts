import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A `<details>` used as a menu (the header's menus, the small-screen menu, the language menu): the browser
 * opens and closes it from its `<summary>` with a pointer or the keyboard before any script runs. Once the
 * scripts run, it also closes the way a menu does: Escape (focus back on its summary), a press elsewhere,
 * focus leaving it (so nothing focused is left under an open menu) and a navigation.
 */
export function useClosingDetails(): RefObject<HTMLDetailsElement | null> {
  const ref = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  const shownAt = useRef(key);

  // A navigation closes it; hydrating does not (the visitor may have opened it before the scripts ran).
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    if (ref.current) ref.current.open = false;
  }, [key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      // This Escape closed the menu: it must not also dismiss a notice or stop a countdown, which ignore
      // an Escape already handled (lib/use-notice-dismiss.ts, components/submission-success.tsx).
      event.preventDefault();
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (details.open && next instanceof Node && !details.contains(next)) details.open = false;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  return ref;
}
