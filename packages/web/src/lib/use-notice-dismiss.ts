import { type RefObject, useEffect, useRef } from "react";

/**
 * Dismissing a notice that is not a dialog (the reminder, the translation notice): Escape closes it from
 * anywhere on the page, unless a dialog, menu or other widget already used that Escape; and focus that was
 * inside it goes back where it came from (or to the main content), not to the document's start.
 */
export function useNoticeDismiss(
  visible: boolean,
  dismiss: () => void,
): { noticeRef: RefObject<HTMLElement | null>; close: () => void } {
  const noticeRef = useRef<HTMLElement | null>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const dismissRef = useRef(dismiss);
  dismissRef.current = dismiss;

  const close = () => {
    const notice = noticeRef.current;
    const held = notice?.contains(document.activeElement) ?? false;
    dismissRef.current();
    if (!held) return;
    const back = cameFrom.current;
    if (back?.isConnected) back.focus({ preventScroll: false });
    else document.getElementById("main")?.focus();
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!visible) return;
    const notice = noticeRef.current;
    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !notice?.contains(from)) cameFrom.current = from;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      closeRef.current();
    };
    notice?.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      notice?.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [visible]);

  return { noticeRef, close };
}
