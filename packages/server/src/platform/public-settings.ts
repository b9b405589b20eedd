import fp from "fastify-plugin";
import { forbidden } from "../errors.ts";
import { assertAppId } from "./app-id.ts";
import type { Caller } from "./caller.ts";

/**
 * Why a caller may not use a private app, in the reasons the generated AuthContext switches on
 * (ADR 0029); null when it may. Only private_with_login gates: public_with_login means the
 * pages are public and signing in is offered, so the start-up call must succeed for everyone.
 */
export function accessDenial(
  visibility: string,
  caller: Caller,
): "auth_required" | "user_not_registered" | null {
  if (visibility !== "private_with_login") return null;
  if (caller.kind === "service") return null;
  if (caller.kind === "anonymous") return "auth_required";
  return caller.user.is_member || caller.user.role === "admin" ? null : "user_not_registered";
}

const denialMessages = {
  auth_required: "Authentication required",
  user_not_registered: "User not registered for this app",
} as const;

/**
 * The 403 the SDK and the generated AuthContext read: `extra_data.reason` says what to do
 * (product.md#errors).
 */
export const denialError = (reason: keyof typeof denialMessages) =>
  forbidden(denialMessages[reason], { reason });

export default fp(
  async (app) => {
    app.get<{ Params: { appId: string } }>(
      "/api/apps/public/prod/public-settings/by-id/:appId",
      async (request) => {
        assertAppId(app.config, request.params.appId);
        const reason = accessDenial(app.config.appVisibility, request.caller);
        if (reason) throw denialError(reason);
        return { id: app.config.appId, public_settings: app.config.appVisibility };
      },
    );
  },
  { name: "public-settings", dependencies: ["auth"] },
);
