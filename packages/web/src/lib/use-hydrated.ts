import { useSyncExternalStore } from "react";

const never = () => () => {};

/** False while hydrating the prerendered markup (and while prerendering), true in the browser after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
