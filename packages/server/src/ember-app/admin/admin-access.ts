import { forbidden, unauthorized } from "../../errors.ts";
import { type Caller, isAdmin } from "../../platform/caller.ts";

/** The staff console's own endpoints: 401 without a token, 403 for a token without the admin role. */
export function assertAdmin(caller: Caller | undefined): void {
  if (!caller || caller.kind === "anonymous") throw unauthorized();
  if (!isAdmin(caller)) throw forbidden("Only an admin can use the staff console");
}
