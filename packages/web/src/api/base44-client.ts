import type { Base44Client } from "@base44/sdk";
import { getAppParams } from "./app-params.ts";

let clientPromise: Promise<Base44Client> | null = null;

/**
 * The one @base44/sdk client of the page, created on first use. The SDK is loaded with a dynamic
 * import so it stays out of the initial bundle; callers ask for it after the first paint.
 *
 * Same origin (`serverUrl: ""`): our own server answers `/api`, `/login` and the realtime socket.
 * Analytics are off: the SDK would otherwise post events at construction; page visits are logged
 * through app logs (product.md#navigation) instead.
 */
export function getBase44Client(): Promise<Base44Client> {
  clientPromise ??= import("@base44/sdk").then(({ createClient }) => {
    const params = getAppParams();
    return createClient({
      appId: params.appId,
      serverUrl: "",
      appBaseUrl: "",
      requiresAuth: false,
      analytics: { enabled: false },
      ...(params.token ? { token: params.token } : {}),
      ...(params.functionsVersion ? { functionsVersion: params.functionsVersion } : {}),
    });
  });
  return clientPromise;
}
