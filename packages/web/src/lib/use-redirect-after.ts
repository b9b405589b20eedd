import { useEffect, useRef, useState } from "react";

export interface RedirectCountdown {
  /** Whole seconds left, counting down to 1; null once the visitor has stopped it. */
  readonly secondsLeft: number | null;
  readonly stop: () => void;
}

/**
 * Sends the browser to `url` after `delayMs` (product.md#submitting-a-form: the scheduling service, 5 s
 * after a submission), counting the seconds down so the page can show them, until the visitor stops it
 * (WCAG 2.2.1: a time limit the visitor can turn off). Leaving the screen first (e.g. 'View Your Badge')
 * cancels it too: the visitor chose where to go.
 */
export function useRedirectAfter(url: string, delayMs: number): RedirectCountdown {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(Math.ceil(delayMs / 1000));
  const timers = useRef<{ redirect?: number; tick?: number }>({});

  useEffect(() => {
    const deadline = Date.now() + delayMs;
    const own = timers.current;
    own.redirect = window.setTimeout(() => window.location.assign(url), delayMs);
    own.tick = window.setInterval(
      () =>
        setSecondsLeft((left) =>
          left === null ? null : Math.max(1, Math.ceil((deadline - Date.now()) / 1000)),
        ),
      250,
    );
    return () => {
      window.clearTimeout(own.redirect);
      window.clearInterval(own.tick);
    };
  }, [url, delayMs]);

  const stop = () => {
    window.clearTimeout(timers.current.redirect);
    window.clearInterval(timers.current.tick);
    setSecondsLeft(null);
  };
  return { secondsLeft, stop };
}
