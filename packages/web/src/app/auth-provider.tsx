import type { AppPublicSettingsResponse, User } from "@base44/sdk";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { clearStoredToken, getAppParams } from "../api/app-params.ts";
import { getBase44Client } from "../api/base44-client.ts";
import { fetchPublicSettings } from "../api/public-settings.ts";
import { afterFirstPaint } from "./after-first-paint.ts";
import {
  type AuthError,
  currentUserError,
  isStaleToken,
  loginUrl,
  publicSettingsError,
} from "./auth-errors.ts";
import { endServerSession, performLogout } from "./logout.ts";

/** The start-up state of product.md#start-up-and-the-gate. */
export interface AuthState {
  readonly isLoadingPublicSettings: boolean;
  readonly isLoadingAuth: boolean;
  readonly isAuthenticated: boolean;
  /** True once the first check has finished, whatever its outcome. */
  readonly isSettled: boolean;
  readonly user: User | null;
  readonly authError: AuthError | null;
  readonly appPublicSettings: AppPublicSettingsResponse | null;
}

export interface AuthContextValue extends AuthState {
  /** Runs the start-up sequence again. */
  checkAppState(): Promise<void>;
  /** Sends the browser to the platform login, coming back to the current page. */
  navigateToLogin(): void;
  /** Signs out; by default comes back to the current page, or with `redirect: false` reloads it. */
  logout(redirectUrl?: string, options?: { readonly redirect?: boolean }): Promise<void>;
}

const initialState: AuthState = {
  isLoadingPublicSettings: true,
  isLoadingAuth: true,
  isAuthenticated: false,
  isSettled: false,
  user: null,
  authError: null,
  appPublicSettings: null,
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initialState);
  const run = useRef(0);

  const checkAppState = useCallback(async () => {
    const runId = ++run.current;
    const update = (patch: Partial<AuthState>) => {
      if (runId === run.current) setState((previous) => ({ ...previous, ...patch }));
    };
    update({ isLoadingPublicSettings: true, authError: null });
    try {
      const params = getAppParams();
      let appPublicSettings: AppPublicSettingsResponse;
      try {
        // In the editor's preview frame the SDK makes the call, so the editor hears of it (editor-bridge/).
        appPublicSettings =
          window.parent !== window
            ? await (await getBase44Client()).app.getPublicSettings()
            : await fetchPublicSettings(params.appId, params.token);
      } catch (error) {
        update({
          isLoadingPublicSettings: false,
          isLoadingAuth: false,
          isSettled: true,
          authError: publicSettingsError(error),
        });
        return;
      }
      update({ appPublicSettings, isLoadingPublicSettings: false });

      if (!params.token) {
        update({ isLoadingAuth: false, isAuthenticated: false, isSettled: true });
        return;
      }
      update({ isLoadingAuth: true });
      try {
        // Only a visitor holding a sign-in loads the SDK at start.
        const client = await getBase44Client();
        const user = await client.auth.me();
        update({ user, isAuthenticated: true, isLoadingAuth: false, isSettled: true });
      } catch (error) {
        // An expired or ended sign-in is dropped quietly: a public page shows as to any visitor, and
        // only a page that needs a sign-in asks for one.
        if (isStaleToken(error)) clearStoredToken();
        update({
          user: null,
          isAuthenticated: false,
          isLoadingAuth: false,
          isSettled: true,
          authError: currentUserError(error),
        });
      }
    } catch {
      update({
        isLoadingPublicSettings: false,
        isLoadingAuth: false,
        isSettled: true,
        authError: { type: "unknown", message: "An unexpected error occurred" },
      });
    }
  }, []);

  const navigateToLogin = useCallback(() => {
    window.location.assign(loginUrl(window.location.href));
  }, []);

  const logout = useCallback(async (redirectUrl?: string, options: { readonly redirect?: boolean } = {}) => {
    setState((previous) => ({ ...previous, user: null, isAuthenticated: false }));
    const client = await getBase44Client();
    const { appId, token } = getAppParams();
    await performLogout(
      {
        endSession: () => endServerSession(appId, token),
        clearStoredToken,
        sdkLogout: (url) => client.auth.logout(url),
        location: window.location,
      },
      { redirectUrl, redirect: options.redirect },
    );
  }, []);

  // The check starts after the prerendered page has painted, so a public page is never held back.
  useEffect(() => afterFirstPaint(() => void checkAppState()), [checkAppState]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, checkAppState, navigateToLogin, logout }),
    [state, checkAppState, navigateToLogin, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
