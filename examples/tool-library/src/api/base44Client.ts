import { createClient } from "@base44/sdk";
import { appParams } from "../lib/app-params.ts";

// As Base44's current template creates it: same origin (serverUrl ''), so the API is /api on the server
// that serves these pages, and no login gate of the SDK's own (the app decides what needs a user).
const { appId, token, functionsVersion, appBaseUrl } = appParams;

export const base44 = createClient({
  appId: appId ?? "",
  serverUrl: "",
  requiresAuth: false,
  ...(token ? { token } : {}),
  ...(functionsVersion ? { functionsVersion } : {}),
  ...(appBaseUrl ? { appBaseUrl } : {}),
});
