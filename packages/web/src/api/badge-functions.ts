import { getBase44Client } from "./base44-client.ts";

/** badgeBoard's answer (packages/server/src/services/badges/board-queries.ts). */
export interface BoardBadge {
  readonly id: string;
  readonly badge_name: string;
  readonly badge_category: string;
  readonly description: string;
  /** The local part of the holder's address: the server never sends the whole address. */
  readonly holder: string;
  readonly created_date: string;
}

export interface BadgeBoard {
  readonly categories: Readonly<Record<string, number>>;
  readonly recent: readonly BoardBadge[];
  readonly top: readonly { readonly rank: number; readonly name: string; readonly badges: number }[];
}

/** searchBadges' answer: user_email comes masked (e.g. 'ja***@example.org'). */
export interface FoundBadge extends Omit<BoardBadge, "holder"> {
  readonly user_email: string;
}

export interface BadgeSearchAnswer {
  readonly badges: readonly FoundBadge[];
  readonly more: boolean;
}

// functions.invoke resolves to the axios response (ARCHITECTURE 4); the body is its data.
export async function fetchBadgeBoard(): Promise<BadgeBoard> {
  const client = await getBase44Client();
  const response = await client.functions.invoke("badgeBoard", {});
  return response.data as BadgeBoard;
}

export async function searchBadges(query: string): Promise<BadgeSearchAnswer> {
  const client = await getBase44Client();
  const response = await client.functions.invoke("searchBadges", { query });
  return response.data as BadgeSearchAnswer;
}
