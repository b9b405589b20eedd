import { siteConfig, timings } from "@ember/domain";
import { HeartHandshake, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useMessages } from "../../i18n/language-provider.tsx";
import { useNoticeDismiss } from "../../lib/use-notice-dismiss.ts";

const shownKey = `${siteConfig.productName.toLowerCase()}_reminder_shown`;

function lastShown(): number {
  try {
    return Number(window.sessionStorage.getItem(shownKey)) || 0;
  } catch {
    return 0;
  }
}

function markShown(now: number): void {
  try {
    window.sessionStorage.setItem(shownKey, String(now));
  } catch {
    // Without session storage the reminder may come again on the next page: better than never.
  }
}

/**
 * The reminder of product.md#the-reminder: 3 seconds after the page starts, at most once per 30 minutes in a
 * browser session (kept in session storage), one of five messages that all point to 988. While the page
 * stays open it comes back when the 30 minutes are up. It sits with the page's other notices (PageNotices),
 * clear of the header; Escape dismisses it. Its live region is in the page from the start and empty, so
 * the message put into it is announced.
 */
export function ReminderToast() {
  const messages = useMessages().shell.reminder;
  const [messageIndex, setMessageIndex] = useState<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const due = lastShown() + timings.reminderIntervalMs;
      const wait = Math.max(timings.reminderDelayMs, due - Date.now());
      timer = setTimeout(() => {
        // Another tab of this session may have shown it meanwhile.
        if (Date.now() - lastShown() >= timings.reminderIntervalMs) {
          markShown(Date.now());
          setMessageIndex(Math.floor(Math.random() * messages.messages.length));
        }
        schedule();
      }, wait);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [messages.messages.length]);

  const shown = messageIndex !== null;
  const { noticeRef, close } = useNoticeDismiss(shown, () => setMessageIndex(null));
  return (
    <div role="status" className="pointer-events-auto w-[min(24rem,calc(100vw-2rem))]">
      {shown ? (
        <div
          ref={(element) => {
            noticeRef.current = element;
          }}
          data-page-notice="reminder"
          className="rounded-2xl border border-border bg-card p-4 shadow-xl short:mt-3"
        >
          <div className="flex items-start gap-3">
            <HeartHandshake aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="flex-1 text-sm">
              <p className="font-semibold">{messages.title}</p>
              <p className="mt-1 text-muted-foreground">{messages.messages[messageIndex]}</p>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label={messages.dismiss}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
