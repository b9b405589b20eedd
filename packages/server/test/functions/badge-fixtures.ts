import type { TestApp } from "../setup/test-app.ts";

/** One seeded badge: [e-mail, badge name, category, minute after 2026-01-01T00:00Z]. */
export type SeedBadge = readonly [string, string, string, number];

export const minute = (m: number) => new Date(Date.UTC(2026, 0, 1, 0, m)).toISOString();

const times = (email: string, category: string, minutes: readonly number[]): SeedBadge[] =>
  minutes.map((m, i) => [email, `Badge ${i + 1}`, category, m]);

/**
 * A community whose board is known by hand: counts per category differ from badges per category (one
 * person, several badges; one person, three spellings of an address), contributors tie on count with
 * different last badges (dave before carol) and on count and last badge (erin before frank), and heidi's
 * badge has a category the catalogue does not know.
 */
export const community: readonly SeedBadge[] = [
  ...times("alice@example.org", "purpose_seeker", [1, 2, 3]),
  ["alice@example.org", "Mentor 1", "mentor", 4],
  ["alice@example.org", "Mentor 2", "mentor", 5],
  ...times("bob@example.org", "creator", [6, 7, 8, 9]),
  ...times("dave@example.org", "advocate", [10, 11, 12]),
  ["Carol@Example.org", "Badge 1", "community_builder", 13],
  ["CAROL@example.org", "Badge 2", "community_builder", 14],
  ["carol@example.org", "Badge 3", "community_builder", 15],
  ...times("grace@example.org", "wellness_champion", [16, 17]),
  ...times("erin@example.org", "wellness_champion", [18, 19]),
  ...times("frank@example.org", "wellness_champion", [18, 19]),
  ["leo@example.org", "First Step Champion", "purpose_seeker", 20],
  ["ken@example.org", "First Step Champion", "purpose_seeker", 21],
  ["judy@example.org", "First Step Champion", "purpose_seeker", 22],
  ["ivan@example.org", "First Step Champion", "purpose_seeker", 23],
  ["heidi@example.org", "Old Badge", "legacy_badge", 24],
];

/**
 * Straight into the table, bypassing the records API (and so its schema, its created_date and its
 * change notices): the seeded times are chosen, and the category enum would refuse heidi's badge.
 * Ids grow with the list, so equal times order by position. Descriptions name the holder's address, as
 * free text written by staff might.
 */
export async function seedBadges(t: TestApp, badges: readonly SeedBadge[], idPrefix = "seed"): Promise<void> {
  const rows = badges.map(([user_email, badge_name, badge_category, m], i) => ({
    id: `${idPrefix}${String(i).padStart(4, "0")}`,
    data: { user_email, badge_name, badge_category, description: `${badge_name} for ${user_email}` },
    at: minute(m),
  }));
  await t.app.db.query(
    `insert into e_badge (id, data, created_date, updated_date)
     select x->>'id', x->'data', (x->>'at')::timestamptz, (x->>'at')::timestamptz
     from jsonb_array_elements($1::jsonb) as x`,
    [JSON.stringify(rows)],
  );
}

/** The entity API as the admin, the way @base44/sdk sends it. */
export async function adminEntityCall(
  t: TestApp,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/Badge${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${t.adminToken}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}
