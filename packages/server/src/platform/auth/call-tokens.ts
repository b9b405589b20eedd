import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { SignJWT } from "jose";
import { jwtSecret } from "./jwt-secret.ts";

// Per app (keyed by its config, the one object every encapsulated context of the app shares).
const liveCalls = new WeakMap<object, Set<string>>();

const callsOf = (app: FastifyInstance) => {
  let calls = liveCalls.get(app.config);
  if (!calls) {
    calls = new Set();
    liveCalls.set(app.config, calls);
  }
  return calls;
};

/** Whether the call a service token was issued for is still running on this instance. */
export const isLiveCall = (app: FastifyInstance, callId: unknown): boolean =>
  typeof callId === "string" && liveCalls.get(app.config)?.has(callId) === true;

export interface CallAuthority {
  /** `Bearer <token>` for Base44-Service-Authorization. */
  readonly header: string;
  /** Ends the token's validity: called when the call is over, however it ended. */
  end(): void;
}

/**
 * The service role for one backend-function call (decision 0070): a token naming the call, accepted only
 * while this instance is running that call and never past `seconds`. A function that shows its request
 * headers to its caller hands over a token that is dead by the time the answer has arrived, and the
 * function calls back the instance that issued it (Base44-Api-Url), so the in-memory list suffices.
 */
export async function openCallAuthority(app: FastifyInstance, seconds: number): Promise<CallAuthority> {
  const callId = randomUUID();
  const calls = callsOf(app);
  const token = await new SignJWT({ app_id: app.config.appId, kind: "service", call: callId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject("service")
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(await jwtSecret(app));
  calls.add(callId);
  return { header: `Bearer ${token}`, end: () => calls.delete(callId) };
}
