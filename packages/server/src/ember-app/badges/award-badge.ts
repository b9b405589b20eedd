import type { Queryable } from "../../db/database.ts";
import type { EntityDefinition } from "../../platform/entities/entity-schemas.ts";
import { indexTarget } from "../../platform/entities/entity-tables.ts";
import { newRecordId } from "../../platform/entities/record-ids.ts";
import {
  type EntityRecord,
  RECORD_COLUMNS,
  type RecordRow,
  toRecord,
} from "../../platform/entities/record-rows.ts";

export interface BadgeAward {
  readonly user_email: string;
  readonly badge_name: string;
  readonly badge_category: string;
  readonly description: string;
}

/** Badge's unique index on (lower(user_email), badge_name): the database's word that a badge is earned once. */
function uniqueIndexOf(badges: EntityDefinition) {
  const index = badges.indexes.find(
    (i) => i.unique && i.fields.length === 2 && i.fields[0] === "user_email" && i.fields[1] === "badge_name",
  );
  if (!index) throw new Error(`${badges.name} needs a unique index on [user_email, badge_name]`);
  return index;
}

/**
 * Creates the badge unless that e-mail already holds one of that name (in any letter case), inside the
 * caller's transaction. `on conflict do nothing` against the unique index decides, so two submissions at
 * the same moment still leave one badge and neither fails. Answers the badge created, or null when the
 * e-mail held it already.
 */
export async function awardBadgeOnce(
  tx: Queryable,
  badges: EntityDefinition,
  award: BadgeAward,
): Promise<EntityRecord | null> {
  const target = indexTarget(uniqueIndexOf(badges));
  const data = badges.validator.create(award);
  const now = new Date().toISOString();
  const { rows } = await tx.query<RecordRow>(
    `insert into ${badges.table} (id, data, created_date, updated_date, created_by, created_by_id)
     values ($1, $2::jsonb, $3::timestamptz, $3::timestamptz, null, null)
     on conflict (${target}) do nothing
     returning ${RECORD_COLUMNS}`,
    [newRecordId(), JSON.stringify(data), now],
  );
  const row = rows[0];
  return row ? toRecord(row) : null;
}

/**
 * The conflict target that makes a badge earned once: `insert … on conflict (<target>) do nothing` creates
 * the badge unless that e-mail already holds one of that name (in any letter case), so two submissions at
 * the same moment, even in one statement, still leave one badge and neither fails.
 */
export const badgeOnceTarget = (badges: EntityDefinition): string => indexTarget(uniqueIndexOf(badges));
