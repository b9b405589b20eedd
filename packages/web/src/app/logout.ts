/** What signing out touches; the browser's own objects and the SDK client in the app, fakes in tests. */
export interface LogoutEnvironment {
  /** Ends the session on the server, so the token stops working even if a copy of it survives. */
  endSession(): Promise<void>;
  /** Removes the token from both storage keys (app-params.ts clearStoredToken). */
  clearStoredToken(): void;
  /** The SDK's logout: drops the token from its requests and storage, then goes to the server's logout. */
  sdkLogout(redirectUrl: string): void;
  readonly location: Pick<Location, "href" | "reload">;
}

export interface LogoutOptions {
  /** Where to land afterwards; the current page by default. */
  readonly redirectUrl?: string | undefined;
  /** False: stay on this page and reload it signed out, without the round trip to the server. */
  readonly redirect?: boolean | undefined;
}

/**
 * Logout, after the provider has cleared the user: the server ends the session, the token leaves both
 * storage keys and the requests, then the browser goes through `/api/apps/auth/logout?from_url=` back to
 * the given URL, or, with redirect off, reloads. A server that cannot be reached does not keep anyone
 * signed in on this browser.
 */
export async function performLogout(env: LogoutEnvironment, options: LogoutOptions = {}): Promise<void> {
  await env.endSession().catch(() => undefined);
  env.clearStoredToken();
  if (options.redirect === false) {
    env.location.reload();
    return;
  }
  env.sdkLogout(options.redirectUrl ?? env.location.href);
}

/** Asks the server to end the session of this token (POST auth/logout). */
export async function endServerSession(appId: string, token: string | null): Promise<void> {
  if (!token) return;
  await fetch(`/api/apps/${encodeURIComponent(appId)}/auth/logout`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    keepalive: true,
  });
}
