import { HeartHandshake, X } from "lucide-react";
import { useMessages } from "../../i18n/language-provider.tsx";

/**
 * The reminder of product.md#the-reminder: 3 seconds after the page starts, at most once per 30 minutes in a
 * browser session, one of five messages that all point to 988. This is its markup: the empty live region it
 * is announced in (in the page from the start, so what is put into it is announced) and, hidden, the notice
 * it shows. Showing, dismissing (its button or Escape) and timing are the `ember-reminder` element's
 * (app/page-behaviours.ts), which holds the page's top notices and works from the first paint, with or
 * without React. React never renders inside the live region.
 */
export function ReminderToast() {
  const messages = useMessages().shell.reminder;
  return (
    <>
      <div
        role="status"
        data-reminder-region=""
        data-messages={JSON.stringify(messages.messages)}
        className="pointer-events-auto w-[min(24rem,calc(100vw-2rem))]"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so that React leaves the notice shown in it alone
        dangerouslySetInnerHTML={{ __html: "" }}
      />
      <div hidden data-reminder-model="">
        <div
          data-page-notice="reminder"
          className="rounded-2xl border border-border bg-card p-4 shadow-xl short:mt-3"
        >
          <div className="flex items-start gap-3">
            <HeartHandshake aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="flex-1 text-sm">
              <p className="font-semibold">{messages.title}</p>
              <p data-reminder-text="" className="mt-1 text-muted-foreground" />
            </div>
            <button
              type="button"
              aria-label={messages.dismiss}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      </div>
    </>
  );
}
