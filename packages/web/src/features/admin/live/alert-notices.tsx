import { AlertTriangle, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { formatMessage } from "../../../i18n/format-message.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import { notificationsAllowed } from "./browser-notifications.ts";
import { type AlertNotice, useConsoleLive } from "./console-live.tsx";

const alertPath = (id: string) => `/admin/crisis-alerts/${encodeURIComponent(id)}`;

/**
 * A notice for each crisis alert that arrived while the console is open, on every console page. The
 * region is on the page from the start, so screen readers announce what is added to it (assertive: this
 * is the one thing that should interrupt); focus stays where the staff member is working.
 */
export function AlertNotices() {
  const m = useAdminMessages();
  const { notices, dismiss } = useConsoleLive();
  useBrowserNotifications(notices);
  return (
    <div aria-live="assertive" aria-relevant="additions" className="mb-4 space-y-2 empty:mb-0">
      {notices.map((notice) => (
        <div
          key={notice.id}
          data-alert-notice={notice.id}
          className="flex flex-wrap items-start gap-3 rounded-xl border-2 border-destructive bg-card p-3"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <p className="min-w-0 flex-1 font-semibold">
            {formatMessage(m.live.newAlert, { tier: notice.tier, keyword: notice.keyword })}{" "}
            <Link to={alertPath(notice.id)} className="text-primary underline underline-offset-4">
              {m.live.openAlert}
            </Link>
          </p>
          <button
            type="button"
            onClick={() => dismiss(notice.id)}
            aria-label={`${m.live.dismiss}: ${formatMessage(m.live.newAlert, { tier: notice.tier, keyword: notice.keyword })}`}
            className="inline-flex size-9 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}

/** A system notification per new alert, only when the staff member turned them on and the browser allows. */
function useBrowserNotifications(notices: readonly AlertNotice[]) {
  const m = useAdminMessages();
  const navigate = useNavigate();
  const shown = useRef(new Set<string>());
  useEffect(() => {
    for (const notice of notices) {
      if (shown.current.has(notice.id)) continue;
      shown.current.add(notice.id);
      if (!notificationsAllowed()) continue;
      const note = new Notification(m.live.notificationTitle, {
        body: formatMessage(m.live.newAlert, { tier: notice.tier, keyword: notice.keyword }),
        tag: `crisis-alert-${notice.id}`,
      });
      note.onclick = () => {
        window.focus();
        void navigate(alertPath(notice.id));
        note.close();
      };
    }
  }, [notices, m, navigate]);
}
