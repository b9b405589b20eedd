import type { Caller } from "../../platform/caller.ts";

/**
 * The caller a public form's function writes as. Its entity allows creation only to staff, so that the
 * generic records API is no way around the form's rate limit, checks and e-mails; the function has
 * checked the input itself and writes on the service's authority, still recording who sent it.
 */
export const onServiceAuthority = (caller: Caller): Caller =>
  caller.kind === "service"
    ? caller
    : { kind: "service", onBehalfOf: caller.kind === "user" ? caller.user : null };
