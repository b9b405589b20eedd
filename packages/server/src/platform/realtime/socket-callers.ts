import type { FastifyInstance } from "fastify";
import { verifyToken } from "../auth/tokens.ts";
import { anonymous, type Caller } from "../caller.ts";

type QueryValue = string | string[] | undefined;

/** How long a socket's caller is trusted before its token is verified again (a ban or role change). */
export const CALLER_MAX_AGE_MS = 30_000;

/** The handshake's app id, when it names this server's app; null refuses the connection. */
export function handshakeAppId(query: Record<string, QueryValue>, appId: string): string | null {
  return query.app_id === appId ? appId : null;
}

/**
 * The bearer token of a handshake. The SDK always sends `token`, and without one it is the literal
 * string "null" (engine.io-client encodes a null query value that way).
 */
export function handshakeToken(query: Record<string, QueryValue>): string | null {
  const token = query.token;
  if (typeof token !== "string" || token === "" || token === "null" || token === "undefined") return null;
  return token;
}

/**
 * The callers of this instance's sockets, resolved from the handshake token with the auth plugin's own
 * verification: a forged, expired or foreign token, or one of a disabled user, is anonymous, as over
 * HTTP. The token stays in this process (never in socket.data, which other instances receive).
 */
export class SocketCallers {
  readonly #entries = new Map<string, { token: string | null; caller: Caller; at: number }>();

  constructor(private readonly app: FastifyInstance) {}

  async resolve(token: string | null): Promise<Caller> {
    return token ? verifyToken(this.app, token) : anonymous;
  }

  remember(socketId: string, token: string | null, caller: Caller): void {
    this.#entries.set(socketId, { token, caller, at: Date.now() });
  }

  forget(socketId: string): void {
    this.#entries.delete(socketId);
  }

  /** The socket's caller, verified again when older than maxAgeMs (0: now). Unknown sockets are anonymous. */
  async current(socketId: string, maxAgeMs = CALLER_MAX_AGE_MS): Promise<Caller> {
    const entry = this.#entries.get(socketId);
    if (!entry) return anonymous;
    if (Date.now() - entry.at <= maxAgeMs) return entry.caller;
    const caller = await this.resolve(entry.token);
    // The socket may have gone while the token was checked.
    if (this.#entries.get(socketId) === entry) this.remember(socketId, entry.token, caller);
    return caller;
  }
}
