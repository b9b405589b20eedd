import { forbidden, unauthorized } from "../../../errors.ts";
import { type Caller, isAdmin, isService } from "../../../platform/caller.ts";

/**
 * The staff console's functions answer admins and the service role only: 401 without a signed-in user,
 * 403 for any other user. Checked before the input is read, so a refused caller learns nothing of it.
 */
export function assertAdminCaller(caller: Caller): void {
  if (isAdmin(caller) || isService(caller)) return;
  if (caller.kind === "anonymous") throw unauthorized();
  throw forbidden("Only an admin can use the staff console");
}
