import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { ApiError, forbidden } from "../../errors.ts";
import { jwtSecret } from "../../platform/auth/jwt-secret.ts";
import { toCallerUser } from "../../platform/auth/tokens.ts";
import { sessionAccount } from "../../platform/auth/users.ts";
import { type Caller, isAdmin } from "../../platform/caller.ts";

/** Long enough for the browser to open the link it was just handed, short enough to be worthless later. */
export const LINK_SECONDS = 60;

/** What a link grants: one download of `target` (e.g. "export:Application.csv") with its signed details. */
export interface LinkClaims {
  /** The admin it was made for. */
  readonly u: string;
  readonly target: string;
  /** Details the download needs, signed with it so none can be changed in the address (filters, sort). */
  readonly detail: Record<string, unknown>;
  /** Expiry, Unix seconds. */
  readonly e: number;
  /** One use only: a nonce remembered until the link expires. */
  readonly n: string;
}

// The key is derived under a label of its own, so a link's signature can never stand for a token's.
const keyOf = async (app: FastifyInstance) =>
  createHmac("sha256", await jwtSecret(app))
    .update("ember/admin-download/v1")
    .digest();

const sign = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

const linkGone = () =>
  new ApiError(410, "This download link has expired or was used: start it again.", "Gone");

/**
 * Short-lived signed download links (HMAC of the server secret) for the console's files: a browser opens
 * them as an ordinary download, which carries no Authorization header, so the link itself is the proof.
 * Bound to the admin, the target and its details; valid LINK_SECONDS; used once. Used nonces are kept in
 * this process: behind several instances a link may be used once on each within its minute.
 */
export class AdminLinks {
  private readonly used = new Map<string, number>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly now: () => Date,
  ) {}

  private seconds() {
    return Math.floor(this.now().getTime() / 1000);
  }

  async create(
    caller: Caller,
    target: string,
    detail: Record<string, unknown>,
  ): Promise<{ token: string; expires_at: string }> {
    if (caller.kind !== "user") throw forbidden();
    const claims: LinkClaims = {
      u: caller.user.id,
      target,
      detail,
      e: this.seconds() + LINK_SECONDS,
      n: randomBytes(12).toString("base64url"),
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
    return {
      token: `${payload}.${sign(await keyOf(this.app), payload)}`,
      expires_at: new Date(claims.e * 1000).toISOString(),
    };
  }

  /**
   * The claims and the admin's caller, re-read now (a role taken away or an account disabled since the link
   * was made refuses it), or a 403 (forged, another target) or 410 (expired, used).
   */
  async redeem(token: unknown, target: string): Promise<{ claims: LinkClaims; caller: Caller }> {
    if (typeof token !== "string" || token.length > 4096) throw forbidden("Invalid download link");
    const [payload = "", signature = ""] = token.split(".");
    const expected = Buffer.from(sign(await keyOf(this.app), payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw forbidden("Invalid download link");
    }
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as LinkClaims;
    if (claims.target !== target) throw forbidden("This link is for another download");
    const now = this.seconds();
    for (const [nonce, expires] of this.used) if (expires < now) this.used.delete(nonce);
    if (claims.e < now || this.used.has(claims.n)) throw linkGone();
    const account = await sessionAccount(this.app.db, claims.u, null);
    const caller: Caller =
      account && !account.disabled ? { kind: "user", user: toCallerUser(account) } : { kind: "anonymous" };
    if (!isAdmin(caller)) throw forbidden("Only an admin can use the staff console");
    this.used.set(claims.n, claims.e);
    return { claims, caller };
  }
}
