import type { BadgeBoard, BoardBadge } from "@ember/domain";
import type { Queryable } from "../../db/database.ts";
import type { EntityDefinition } from "../../platform/entities/entity-schemas.ts";
import { indexExpression } from "../../platform/entities/entity-tables.ts";
import { hideAddressesIn } from "./hide-addresses.ts";

export const RECENT_BADGES = 12;
export const TOP_CONTRIBUTORS = 10;

interface BadgeRow {
  id: string;
  badge_name: string | null;
  badge_category: string | null;
  description: string | null;
  created_date: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A badge as anyone may see it: nothing of its holder, and no address inside its free text. */
export function publicBadge(row: BadgeRow): BoardBadge {
  return {
    id: row.id,
    badge_name: hideAddressesIn(row.badge_name ?? ""),
    badge_category: row.badge_category ?? "",
    description: hideAddressesIn(row.description ?? ""),
    created_date: iso(row.created_date),
  };
}

/**
 * The board in three statements of one snapshot. The address is used only inside the database, to
 * count and group people; no column derived from it is selected, so nothing of it can reach the answer
 * (ADR 0056). Ties among contributors go to the one who earned the tied count first (earliest latest
 * badge), then to the address in alphabetical order, so ranks are stable.
 */
export async function computeBadgeBoard(db: Queryable, badges: EntityDefinition): Promise<BadgeBoard> {
  const t = badges.table;
  const email = indexExpression("user_email", true);
  const categoryRows = await db.query<{ category: string | null; earners: number }>(
    `select data->>'badge_category' as category, count(distinct ${email})::int as earners
     from ${t} group by 1`,
  );
  const recentRows = await db.query<BadgeRow>(
    `select id, data->>'badge_name' as badge_name, data->>'badge_category' as badge_category,
       data->>'description' as description, created_date
     from ${t} order by created_date desc, id desc limit ${RECENT_BADGES}`,
  );
  const topRows = await db.query<{ badges: number }>(
    `select count(*)::int as badges
     from ${t} group by ${email}
     order by count(*) desc, max(created_date) asc, ${email} asc limit ${TOP_CONTRIBUTORS}`,
  );
  const categories: Record<string, number> = {};
  for (const row of categoryRows.rows) if (row.category !== null) categories[row.category] = row.earners;
  return {
    categories,
    recent: recentRows.rows.map(publicBadge),
    top: topRows.rows.map((row, i) => ({ rank: i + 1, badges: row.badges })),
  };
}

export type { BadgeBoard, BoardBadge };
