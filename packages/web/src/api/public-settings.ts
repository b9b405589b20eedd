import type { AppPublicSettingsResponse } from "@base44/sdk";

/** A refusal as the SDK would throw it (a Base44Error's `status`, `message` and `data`), for auth-errors.ts. */
export interface PublicSettingsRefusal {
  readonly status: number;
  readonly message: string;
  readonly data: unknown;
}

/**
 * The app's public settings (who may see it), read with one request rather than the SDK: every page asks
 * at start, and a visitor who is not signed in needs nothing else of the SDK, whose code (about 40 KB
 * compressed) then never loads. Same address, headers and answers as the SDK's `app.getPublicSettings()`.
 * Inside the editor's frame the SDK is used instead (auth-provider.tsx), since the editor is told of every
 * request through the SDK's own reports.
 */
export async function fetchPublicSettings(
  appId: string,
  token: string | null | undefined,
): Promise<AppPublicSettingsResponse> {
  // With the visitor's sign-in, as the SDK sends it: a signed-in non-member is told so, not asked to sign in.
  const response = await fetch(`/api/apps/public/prod/public-settings/by-id/${encodeURIComponent(appId)}`, {
    headers: { accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as AppPublicSettingsResponse;
  const message = (body as { message?: unknown } | null)?.message;
  throw {
    status: response.status,
    message: typeof message === "string" ? message : response.statusText,
    data: body,
  } satisfies PublicSettingsRefusal;
}
