import { lazy, Suspense, useEffect } from "react";
import { useToast } from "./toast-store.ts";

const loadToaster = () => import("./toaster.tsx");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/**
 * Where toasts appear. The Radix toaster is fetched when the browser is idle after the first paint
 * (or as soon as a toast is raised), so it is not part of the page's initial JavaScript.
 */
export function ToastOutlet() {
  const { toasts } = useToast();

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadToaster());
    return () => cancel(handle);
  }, []);

  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
