import type { Caller, CallerUser } from "../caller.ts";

/** Who a new record is created by: the user, or the user a service acts for; nobody when anonymous. */
export const author = (caller: Caller): CallerUser | null =>
  caller.kind === "user" ? caller.user : caller.kind === "service" ? caller.onBehalfOf : null;
