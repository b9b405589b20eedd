/**
 * The answers of the badgeBoard and searchBadges functions: the contract between the server, which
 * computes them, and the Badges page, which shows them. No whole e-mail address of anyone is in either.
 */

/** A badge as the board shows it: its holder only by the local part of the address. */
export interface BoardBadge {
  readonly id: string;
  readonly badge_name: string;
  readonly badge_category: string;
  readonly description: string;
  readonly holder: string;
  readonly created_date: string;
}

export interface BadgeBoard {
  /** Distinct earners (by lower-cased address) per category; categories nobody holds are absent. */
  readonly categories: Readonly<Record<string, number>>;
  readonly recent: readonly BoardBadge[];
  readonly top: readonly { readonly rank: number; readonly name: string; readonly badges: number }[];
}

/** A search result: the address masked (for example 'ja***@example.org'). */
export interface FoundBadge extends Omit<BoardBadge, "holder"> {
  readonly user_email: string;
}

export interface BadgeSearchAnswer {
  readonly badges: readonly FoundBadge[];
  /** True when more badges matched than the answer holds. */
  readonly more: boolean;
}
