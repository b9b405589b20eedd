import { unauthorized } from "../../errors.ts";
import { type Caller, isAdmin } from "../caller.ts";
import type { Audience } from "../realtime/realtime-hub.ts";

/** Who owns what the caller creates: a user, or the user a service client acts for (on-behalf-of). */
export function ownerOf(caller: Caller): string | null {
  if (caller.kind === "user") return caller.user.id;
  if (caller.kind === "service") return caller.onBehalfOf?.id ?? null;
  return null;
}

/** Agents talk to signed-in people only: every call needs a user or the service role. */
export function requireSignedIn(caller: Caller): void {
  if (caller.kind === "anonymous") throw unauthorized("Sign in to talk to an agent");
}

/** A conversation is its owner's; admins and the service role see every one (ADR 0027). */
export const mayAccess = (caller: Caller, ownerId: string): boolean =>
  caller.kind === "service" || isAdmin(caller) || (caller.kind === "user" && caller.user.id === ownerId);

/** Whose sockets in the conversation's room receive its updates: the same people. */
export const conversationAudience =
  (ownerId: string): Audience =>
  (caller) =>
    mayAccess(caller, ownerId);

/** Only admins and the service role list every user's conversations. */
export const listsEveryone = (caller: Caller): boolean => caller.kind === "service" || isAdmin(caller);
