import type { BadgeSearchAnswer, FoundBadge } from "@ember/domain";
import type { Queryable } from "../../db/database.ts";
import type { EntityDefinition } from "../../platform/entities/entity-schemas.ts";
import { indexExpression } from "../../platform/entities/entity-tables.ts";
import { publicBadge } from "./board-queries.ts";

/** Longest text searched: the longest badge name Badge.json accepts. */
export const MAX_SEARCH_LENGTH = 200;
/** Most badges one search answers; more means the text is too vague to be worth listing. */
export const MAX_SEARCH_RESULTS = 50;

export type { BadgeSearchAnswer, FoundBadge };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Badges by any part of their name, any letter case. Only the name is matched, and only names with no
 * `@`: those may hold an address, which the answer hides, and matching the hidden text would tell a
 * visitor whether that address holds a badge (ADR 0056). The address and the description, which staff
 * may write addresses into, are never matched. `lower(...) like '%text%'` over the expression of
 * Badge.json's trigram index, so PostgreSQL answers from the index instead of reading every badge; the
 * limit bounds the work when the text is short and matches many (ADR 0019).
 */
export async function searchBadgesByName(
  db: Queryable,
  badges: EntityDefinition,
  text: string,
): Promise<BadgeSearchAnswer> {
  const needle = text.trim().toLowerCase();
  if (needle === "") return { badges: [], more: false };
  const { rows } = await db.query<{
    id: string;
    badge_name: string | null;
    badge_category: string | null;
    description: string | null;
    created_date: Date | string;
  }>(
    `select id, data->>'badge_name' as badge_name, data->>'badge_category' as badge_category,
       data->>'description' as description, created_date
     from ${badges.table}
     where ${indexExpression("badge_name", true)} like $1 escape '\\'
       and strpos(data->>'badge_name', '@') = 0
     order by created_date desc, id desc
     limit ${MAX_SEARCH_RESULTS + 1}`,
    [`%${escapeLike(needle)}%`],
  );
  return {
    badges: rows.slice(0, MAX_SEARCH_RESULTS).map(publicBadge),
    more: rows.length > MAX_SEARCH_RESULTS,
  };
}
