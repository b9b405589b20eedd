import { z } from "zod";
import { listTeam, removeAccess, type TeamMember } from "../../../platform/auth/user-directory.ts";
import { defineFunction } from "../../../platform/functions/function-registry.ts";
import { assertAdminCaller } from "./admin-only.ts";
import { adminPage, searchText } from "./admin-page.ts";

/** Everyone with an account: admins first; invitations are made with the SDK's users.inviteUser. */
export const adminListUsers = defineFunction({
  name: "adminListUsers",
  authorize: assertAdminCaller,
  input: z.object({ search: searchText, ...adminPage }).strict(),
  async handler({ app }, input): Promise<{ users: TeamMember[]; total: number }> {
    return listTeam(app.db, input);
  },
});

/** Removes an account's access (never the caller's own, never the last admin's). */
export const adminRemoveAccess = defineFunction({
  name: "adminRemoveAccess",
  authorize: assertAdminCaller,
  input: z.object({ user_id: z.string().min(1).max(100) }).strict(),
  async handler({ app, caller }, { user_id }): Promise<TeamMember> {
    return removeAccess(app.db, user_id, caller.kind === "user" ? caller.user.id : null);
  },
});
