import { useEffect } from "react";

/**
 * Sends the browser to `url` after `delayMs` (product.md#submitting-a-form: the scheduling service, 5 s
 * after a submission). Leaving the screen first (e.g. 'View Your Badge') cancels it: the visitor chose where
 * to go.
 */
export function useRedirectAfter(url: string, delayMs: number): void {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(url), delayMs);
    return () => window.clearTimeout(timer);
  }, [url, delayMs]);
}
