import { useEffect } from "react";
import { useLocation } from "react-router";
import { getBase44Client } from "../api/base44-client.ts";
import { loadEditorBridge } from "../editor-bridge/load-bridge.ts";
import { useAuth } from "./auth-provider.tsx";
import { visitedPageName } from "./visited-page.ts";

/**
 * product.md#navigation: on every URL change, a parent frame (the editor) is told the new URL, and a
 * signed-in user's visit to a known page is logged. Logging never gets in the way: its errors are ignored.
 */
export function NavigationEffects() {
  const location = useLocation();
  const { isAuthenticated } = useAuth();

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation, even to the same path, is a change
  useEffect(() => {
    void loadEditorBridge()?.then((bridge) => bridge.notifyUrlChange(window.location.href));
  }, [location]);

  // Keyed by location, not pathname: returning to the same page is another visit.
  useEffect(() => {
    if (!isAuthenticated) return;
    const pageName = visitedPageName(location.pathname);
    if (!pageName) return;
    getBase44Client()
      .then((client) => client.appLogs.logUserInApp(pageName))
      .catch(() => {
        // product.md#errors: a failed page-visit log is ignored.
      });
  }, [location, isAuthenticated]);

  return null;
}
