import type { EntityDefinition } from "../../platform/entities/entity-schemas.ts";
import { indexTarget } from "../../platform/entities/entity-tables.ts";

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
 * The conflict target that makes a badge earned once: `insert … on conflict (<target>) do nothing` creates
 * the badge unless that e-mail already holds one of that name (in any letter case), so two submissions at
 * the same moment, even in one statement, still leave one badge and neither fails.
 */
export const badgeOnceTarget = (badges: EntityDefinition): string => indexTarget(uniqueIndexOf(badges));
