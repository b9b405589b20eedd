import type { Database } from "../../db/database.ts";
import { conflict, forbidden, notFound } from "../../errors.ts";
import type { Caller } from "../caller.ts";
import { callerRank, roleRank } from "./user-roles.ts";
import type { UserSchema } from "./user-schema.ts";
import { assertAdminRemains } from "./user-updates.ts";

/**
 * `entities.User.delete(id)`: Base44's "remove app user", for an admin role (of a rank no lower than the
 * user's) and the service role. The account goes with its sessions, codes and conversations (foreign keys
 * cascade); records the user created keep their created_by. Nobody removes themself this way, and the last
 * admin stays.
 */
export async function deleteUserRecord(
  db: Database,
  schema: UserSchema,
  caller: Caller,
  id: string,
): Promise<void> {
  const rank = callerRank(schema.roles, caller);
  const self = caller.kind === "user" && caller.user.id === id;
  if (self) {
    throw conflict("You cannot remove your own account; ask an admin", { reason: "self" });
  }
  if (rank === 0) throw notFound(`Entity User with ID ${id} not found`);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; role: string; disabled: boolean }>(
      "select id, role, disabled from users where id = $1 for update",
      [id],
    );
    const target = rows[0];
    if (!target) throw notFound(`Entity User with ID ${id} not found`);
    if (roleRank(schema.roles, target.role) > rank) {
      throw forbidden("This user's role is above yours; ask someone of that role or higher", {
        reason: "outranked",
      });
    }
    await assertAdminRemains(tx, schema, target, null);
    await tx.query("delete from users where id = $1", [id]);
  });
}
