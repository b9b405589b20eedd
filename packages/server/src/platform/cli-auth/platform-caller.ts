import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../../errors.ts";
import { bearer } from "../auth/bearer.ts";
import { authenticateApiKey } from "./api-keys.ts";
import { readCliToken } from "./cli-tokens.ts";

/**
 * Who calls a platform management route (keys, apps, deploys): a platform admin, by one of three
 * credentials. A workspace key (`api_key` header) and a CLI token are good here only: the SDK's app
 * routes resolve their caller without them, so neither ever signs anyone in to an app's records.
 */
export interface PlatformCaller {
  readonly userId: string;
  readonly email: string;
  /** `session`: an ordinary sign-in of a platform admin (the dashboard in a browser). */
  readonly via: "api-key" | "cli-token" | "session";
}

// The clock of the platform's CLI sign-in (tests move it), per database like the signing key.
const clocks = new WeakMap<object, () => number>();
export const setPlatformClock = (app: FastifyInstance, now: () => number): void => {
  clocks.set(app.db, now);
};
export const platformNow = (app: FastifyInstance): number => (clocks.get(app.db) ?? Date.now)();

// For now a platform admin is an admin of the primary app: its staff (docs/users-and-roles.md).
const notAdmin = () => forbidden("Only a platform admin may manage this server's apps");

/**
 * The platform admin behind the request, or a 401 (no credential, or one that is unknown, revoked,
 * expired, or of a deleted or disabled account) or 403 (a credential of someone who is not, or no
 * longer, a platform admin), in the Base44 error shape.
 */
export async function requirePlatformAdmin(request: FastifyRequest): Promise<PlatformCaller> {
  const app = request.server;
  const now = platformNow(app);
  const key = request.headers.api_key;
  if (key !== undefined) {
    const holder = typeof key === "string" ? await authenticateApiKey(app.db, key.trim(), now) : null;
    if (!holder || holder.user.disabled) throw unauthorized("The API key is not valid, or has been revoked");
    if (holder.user.role !== "admin") throw notAdmin();
    return { userId: holder.user.id, email: holder.user.email, via: "api-key" };
  }
  const token = bearer(request.headers.authorization);
  const cli = token ? await readCliToken(app, token, now) : null;
  if (cli) {
    const { rows } = await app.db.query<{
      id: string;
      email: string;
      role: string;
      disabled: boolean;
      tokens_valid_after: Date | string | null;
    }>("select id, email, role, disabled, tokens_valid_after from users where id = $1", [cli.userId]);
    const user = rows[0];
    // A password reset or change ends the CLI's sign-ins begun before it, as it ends every session.
    const cut = user?.tokens_valid_after ? new Date(user.tokens_valid_after).getTime() : null;
    if (!user || user.disabled || (cut !== null && cli.issuedAtMs < cut)) {
      throw unauthorized("The sign-in has ended: run `base44 login` again");
    }
    if (user.role !== "admin") throw notAdmin();
    return { userId: user.id, email: user.email, via: "cli-token" };
  }
  const caller = request.caller;
  if (caller.kind === "user") {
    if (caller.user.role !== "admin") throw notAdmin();
    return { userId: caller.user.id, email: caller.user.email, via: "session" };
  }
  if (caller.kind === "service") throw notAdmin();
  throw unauthorized();
}

/**
 * Whether the caller may manage (deploy to, read the settings of) the app. Today every platform admin
 * manages every app; per-app owners or members will narrow this.
 */
export async function canManageApp(caller: PlatformCaller, appId: string): Promise<boolean> {
  return caller.userId.length > 0 && appId.length > 0;
}
