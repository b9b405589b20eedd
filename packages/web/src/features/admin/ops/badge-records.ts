import type { EntityHandler } from "@base44/sdk";
import { type BadgeCategory, badgeCatalogue, siteConfig } from "@ember/domain";
import { getBase44Client } from "./admin-calls.ts";

export interface BadgeRecord {
  readonly id: string;
  readonly user_email: string;
  readonly badge_name: string;
  readonly badge_category: string;
  readonly created_date: string;
}

/**
 * Every badge of the catalogue (product.md#the-badge-catalogue) as the console awards it: its name and its
 * category.
 */
export const awardableBadges = badgeCatalogue(siteConfig).flatMap((category) =>
  category.howToEarn.map((name) => ({ name, category: category.key as BadgeCategory })),
);

const badgeEntity = async () =>
  (await getBase44Client()).entities.Badge as EntityHandler<BadgeRecord & Record<string, unknown>>;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A page of badges, newest first; `search` is any part of the address, any letter case. */
export async function listBadges(search: string, limit: number, skip: number) {
  const badges = await badgeEntity();
  const query = search ? { user_email: { $regex: escapeRegex(search), $options: "i" } } : {};
  const [rows, total] = await Promise.all([
    badges.filter(query, "-created_date", limit, skip),
    badges.count(query),
  ]);
  return { badges: rows as unknown as BadgeRecord[], total };
}

/**
 * The create-badge action of product.md#the-products-data-calls, through the records API: the Badge entity's
 * rules admit admins only, and its unique index answers 409 when the address already holds that badge.
 */
export async function awardBadge(email: string, badge: (typeof awardableBadges)[number]): Promise<void> {
  const badges = await badgeEntity();
  await badges.create({
    user_email: email,
    badge_name: badge.name,
    badge_category: badge.category,
    description: "Awarded by staff",
  });
}

export async function revokeBadge(id: string): Promise<void> {
  await (await badgeEntity()).delete(id);
}
