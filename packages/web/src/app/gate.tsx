import { type ReactNode, useEffect } from "react";
import { FullScreenSpinner } from "../components/ui/spinner.tsx";
import { AccessRestricted } from "./access-restricted.tsx";
import { loginUrl } from "./auth-errors.ts";
import { useAuth } from "./auth-provider.tsx";

/**
 * The access gate of SPEC 4.1. The prerendered page is always in the document; for a public app it is
 * shown at once and the check runs in the background. When the server marks the app as not public
 * (`<meta name="ember-visibility">`), app.css hides the page and shows the spinner from the first paint
 * until this component opens the gate (see the rules beside [data-gate-spinner] in app.css).
 */
export function Gate({ children }: { children: ReactNode }) {
  const { isSettled, authError } = useAuth();
  const redirecting = authError?.type === "auth_required";

  useEffect(() => {
    if (redirecting) {
      window.location.assign(loginUrl(window.location.href));
      return;
    }
    if (isSettled) document.documentElement.dataset.gate = "open";
  }, [isSettled, redirecting]);

  if (authError?.type === "user_not_registered") return <AccessRestricted />;
  return (
    <>
      <FullScreenSpinner data-gate-spinner="" />
      <div data-gated="" className="contents">
        {children}
      </div>
    </>
  );
}
