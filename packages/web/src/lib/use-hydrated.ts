import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the prerendered page and in the render that hydrates it, true from the next render on. A form
 * whose submit button waits for its answers disables it only once its scripts run: before that the button
 * must submit the page's own form to the server (progressive enhancement, decision 0066).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
