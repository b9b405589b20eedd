import { languageOfPath, localizedPath } from "@ember/domain";
/**
 * The start-up error mapping of product.md#errors and of the SDK's error shape, as pure functions of what
 * the SDK throws (a Base44Error: `status`, `message` and `data`, the response body).
 */
export interface AuthError {
  /** 'auth_required', 'user_not_registered', 'unknown', or another reason the server gave. */
  readonly type: string;
  readonly message: string;
}

interface ApiErrorLike {
  readonly status?: number;
  readonly message?: string;
  readonly data?: { readonly extra_data?: { readonly reason?: unknown } | null } | null;
}

function isApiError(error: unknown): error is ApiErrorLike {
  return typeof error === "object" && error !== null && ("status" in error || "data" in error);
}

/** The public-settings call failed. */
export function publicSettingsError(error: unknown): AuthError {
  if (!isApiError(error)) return { type: "unknown", message: "An unexpected error occurred" };
  const reason = error.data?.extra_data?.reason;
  if (error.status === 403 && typeof reason === "string" && reason) {
    if (reason === "auth_required") return { type: "auth_required", message: "Authentication required" };
    if (reason === "user_not_registered") {
      return { type: "user_not_registered", message: "User not registered for this app" };
    }
    return { type: reason, message: error.message || reason };
  }
  return { type: "unknown", message: error.message || "Failed to load app" };
}

/** The current-user call answered 401: the held token is expired, ended or not ours. */
export function isStaleToken(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * The current-user call failed. A stale token (401) is no error: the visitor is simply not signed in, and
 * sending them to /login from a public page would lock them out of it. A 403 means this account may not
 * use the app.
 */
export function currentUserError(error: unknown): AuthError | null {
  if (!isApiError(error) || error.status !== 403) return null;
  if (error.data?.extra_data?.reason === "user_not_registered") {
    return { type: "user_not_registered", message: "User not registered for this app" };
  }
  return { type: "auth_required", message: "Authentication required" };
}

/** Where the platform login lives (`/login`, in the language of the page to come back to), with that page. */
export function loginUrl(fromUrl: string): string {
  const language = languageOfPath(new URL(fromUrl, "http://site.invalid").pathname);
  return `${localizedPath(language, "/login")}?from_url=${encodeURIComponent(fromUrl)}`;
}
