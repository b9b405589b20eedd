import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** The current year; the prerendered HTML carries the build year and hydration corrects it. */
export function CurrentYear() {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
  return <>{year}</>;
}
