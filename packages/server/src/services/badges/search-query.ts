import type { BadgeSearchAnswer, FoundBadge } from "@ember/domain";
import type { Queryable } from "../../db/database.ts";
import type { EntityDefinition } from "../../platform/entities/entity-schemas.ts";
import { indexExpression } from "../../platform/entities/entity-tables.ts";
import { maskEmail, maskEmailsIn } from "./mask-email.ts";

/** Longest text searched: an e-mail address is at most 254 characters (RFC 5321), as Badge.json says. */
export const MAX_SEARCH_LENGTH = 254;
/** Most badges one search answers; a person holds a handful, so more means the text is too vague. */
export const MAX_SEARCH_RESULTS = 50;

export type { BadgeSearchAnswer, FoundBadge };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * SPEC 5.5: a case-insensitive substring of user_email. `lower(...) like '%text%'` over the expression
 * of Badge.json's trigram index, so PostgreSQL answers from the index instead of reading every badge;
 * the limit bounds the work when the text is short and matches many (ADR 0019).
 */
export async function searchBadgesByEmail(
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
    user_email: string;
    created_date: Date | string;
  }>(
    `select id, data->>'badge_name' as badge_name, data->>'badge_category' as badge_category,
       data->>'description' as description, data->>'user_email' as user_email, created_date
     from ${badges.table}
     where ${indexExpression("user_email", true)} like $1 escape '\\'
     order by created_date desc, id desc
     limit ${MAX_SEARCH_RESULTS + 1}`,
    [`%${escapeLike(needle)}%`],
  );
  return {
    badges: rows.slice(0, MAX_SEARCH_RESULTS).map((row) => ({
      id: row.id,
      badge_name: row.badge_name ?? "",
      badge_category: row.badge_category ?? "",
      description: maskEmailsIn(row.description ?? ""),
      user_email: maskEmail(row.user_email),
      created_date: new Date(row.created_date).toISOString(),
    })),
    more: rows.length > MAX_SEARCH_RESULTS,
  };
}
