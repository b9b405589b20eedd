/**
 * The answers of the badgeBoard and searchBadges functions: the contract between the server, which
 * computes them, and the Badges page, which shows them. Neither carries anything about who holds a
 * badge beyond a count or a rank: no address, no part of one, no text a submitter chose (ADR 0056).
 */

/** A badge as the board and the search show it; the page names its holder with a neutral label. */
export interface BoardBadge {
  readonly id: string;
  readonly badge_name: string;
  readonly badge_category: string;
  readonly description: string;
  readonly created_date: string;
}

export interface BadgeBoard {
  /** Distinct earners (by lower-cased address) per category; categories nobody holds are absent. */
  readonly categories: Readonly<Record<string, number>>;
  readonly recent: readonly BoardBadge[];
  /** The page names each contributor by rank ('Participant 1'), the only identity the board has. */
  readonly top: readonly { readonly rank: number; readonly badges: number }[];
}

/** A search result: a badge whose name matched, with nothing about its holder. */
export type FoundBadge = BoardBadge;

export interface BadgeSearchAnswer {
  readonly badges: readonly FoundBadge[];
  /** True when more badges matched than the answer holds. */
  readonly more: boolean;
}
