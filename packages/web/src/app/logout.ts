/** What signing out touches; the browser's own objects and the SDK client in the app, fakes in tests. */
export interface LogoutEnvironment {
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
 * Logout of SPEC 4.1, after the provider has cleared the user: the token leaves both storage keys and the
 * requests, then the browser goes through `/api/apps/auth/logout?from_url=` back to the given URL, or,
 * with redirect off, reloads.
 */
export function performLogout(env: LogoutEnvironment, options: LogoutOptions = {}): void {
  env.clearStoredToken();
  if (options.redirect === false) {
    env.location.reload();
    return;
  }
  env.sdkLogout(options.redirectUrl ?? env.location.href);
}
