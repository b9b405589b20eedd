import { type ReactNode, useEffect } from "react";
import { AccessRestricted } from "../../app/access-restricted.tsx";
import { loginUrl } from "../../app/auth-errors.ts";
import { useAuth } from "../../app/auth-provider.tsx";
import { useMessages } from "../../i18n/language-provider.tsx";
import { pageTitle } from "../../lib/page-title.ts";

/**
 * Only admins see the console. A signed-out visitor goes to the login page, which brings them back
 * here (from_url); a signed-in user without the admin role sees Access Restricted. The server refuses
 * every console call to a non-admin token anyway: this only spares them a page of errors.
 */
export function AdminGuard({ children, pending }: { children: ReactNode; pending: ReactNode }) {
  const { isSettled, isAuthenticated, user } = useAuth();
  const signedOut = isSettled && !isAuthenticated;
  const restricted = isSettled && isAuthenticated && user != null && user.role !== "admin";
  const restrictedTitle = useMessages().shell.accessRestricted.title;

  useEffect(() => {
    if (signedOut) window.location.assign(loginUrl(window.location.href));
  }, [signedOut]);
  // The console's prerendered shell has no title of its own (the frame sets one for admins): without
  // this, the refusal would be a page without a title (axe: document-title).
  useEffect(() => {
    if (restricted) document.title = pageTitle(restrictedTitle);
  }, [restricted, restrictedTitle]);

  if (!isSettled || !isAuthenticated || !user) return pending;
  if (user.role !== "admin") return <AccessRestricted embedded />;
  return children;
}
