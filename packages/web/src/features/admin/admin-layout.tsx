import { useEffect } from "react";
import { NavLink, Outlet } from "react-router";
import { useAuth } from "../../app/auth-provider.tsx";
import { FullScreenSpinner } from "../../components/ui/spinner.tsx";
import { formatMessage } from "../../i18n/format-message.ts";
import { cn } from "../../lib/cn.ts";
import { AdminGuard } from "./admin-guard.tsx";
import { AdminMessagesProvider, useAdminMessages } from "./admin-messages.tsx";
import { adminPathOf, adminSections } from "./admin-sections.ts";
import { AlertNotices } from "./live/alert-notices.tsx";
import { ConsoleLiveProvider, useConsoleLive } from "./live/console-live.tsx";
import { NotificationToggle } from "./live/notification-toggle.tsx";

/** Never in search results; the console is only for the team. */
export const meta = () => [{ name: "robots", content: "noindex" }];

function Pending() {
  return <FullScreenSpinner className="flex" />;
}

/**
 * The staff console's frame (decision 0034): the sections of admin-sections.ts as a navigation, a sidebar
 * from large screens on and a wrapping row above the page below that (320 px wide phones included). Links
 * are ordinary links, so Tab, Enter and the browser's own history all work; logical properties (start,
 * end, ps, border-e) mirror it for right-to-left languages.
 */
function ConsoleFrame() {
  const m = useAdminMessages();
  const { user } = useAuth();
  const { openAlerts } = useConsoleLive();
  // Open crisis alerts show in the tab's title too, so a console in a background tab still says so.
  const title = openAlerts ? `(${openAlerts}) ${m.layout.title}` : m.layout.title;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-6 sm:px-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
      <aside className="mb-6 lg:mb-0">
        <p className="font-serif text-xl font-bold">{m.layout.title}</p>
        {user?.email ? (
          <p className="mt-1 break-all text-sm text-muted-foreground">
            {formatMessage(m.layout.signedInAs, { email: user.email })}
          </p>
        ) : null}
        <nav aria-label={m.layout.navLabel} className="mt-4">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {adminSections.map((section) => (
              <li key={section.label}>
                <NavLink
                  to={adminPathOf(section)}
                  end={section.path === ""}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-full px-4 py-2 text-sm font-semibold outline-offset-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary lg:rounded-md",
                      isActive ? "bg-secondary text-secondary-foreground" : "text-foreground",
                    )
                  }
                >
                  {m.nav[section.label]}
                  {section.label === "crisisAlerts" && openAlerts ? (
                    <span data-open-alerts={openAlerts}>
                      <span
                        aria-hidden="true"
                        className="ms-2 inline-block min-w-6 rounded-full bg-destructive px-1.5 text-center text-xs font-bold text-destructive-foreground"
                      >
                        {openAlerts}
                      </span>
                      <span className="sr-only">
                        , {formatMessage(m.live.openCount, { count: openAlerts })}
                      </span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <NotificationToggle />
      </aside>
      <div className="min-w-0">
        <AlertNotices />
        <Outlet />
      </div>
    </div>
  );
}

export default function AdminLayout() {
  return (
    <AdminGuard pending={<Pending />}>
      <AdminMessagesProvider fallback={<Pending />}>
        <ConsoleLiveProvider>
          <ConsoleFrame />
        </ConsoleLiveProvider>
      </AdminMessagesProvider>
    </AdminGuard>
  );
}
