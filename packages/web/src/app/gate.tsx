import { splitLanguagePath } from "@ember/domain";
import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import { FullScreenSpinner } from "../components/ui/spinner.tsx";
import { AccessRestricted } from "./access-restricted.tsx";
import { loginUrl } from "./auth-errors.ts";
import { useAuth } from "./auth-provider.tsx";

const accountPaths = new Set(["/login", "/register", "/forgot-password", "/reset-password", "/setup"]);

/**
 * The access gate of product.md#start-up-and-the-gate. The prerendered page is always in the document; for a
 * public app it is shown at once and the check runs in the background. When the server marks the app as not
 * public (`<meta name="ember-visibility">`), app.css hides the page and shows the spinner from the first
 * paint until this component opens the gate (see the rules beside [data-gate-spinner] in app.css).
 */
export function Gate({ children }: { children: ReactNode }) {
  const { isSettled, authError } = useAuth();
  // The account pages are where the gate sends people: they must never be gated themselves.
  const isLoginPage = accountPaths.has(splitLanguagePath(useLocation().pathname.replace(/\/+$/, "")).path);
  const redirecting = authError?.type === "auth_required" && !isLoginPage;

  useEffect(() => {
    if (redirecting) {
      window.location.assign(loginUrl(window.location.href));
      return;
    }
    if (isSettled || isLoginPage) document.documentElement.dataset.gate = "open";
  }, [isSettled, redirecting, isLoginPage]);

  if (authError?.type === "user_not_registered" && !isLoginPage) return <AccessRestricted />;
  return (
    <>
      <FullScreenSpinner data-gate-spinner="" />
      <div data-gated="" className="contents">
        {children}
      </div>
    </>
  );
}
