import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** The current year; the prerendered HTML carries the build year, and hydration corrects it (or, on a page
 * React does not hydrate, the starter: app/scripts-after-paint.ts). */
export function CurrentYear() {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
  return <span data-current-year="">{year}</span>;
}
