import { type RefObject, useEffect } from "react";

/**
 * Moves focus to a step's heading when the step replaces the previous one, so keyboard and screen reader
 * users start reading at the new step instead of on a button that no longer exists. Not on first load:
 * the page's own start must keep focus then.
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [ref, enabled]);
}
