import type { BadgeBoard, BadgeSearchAnswer } from "@ember/domain";
import { getBase44Client } from "./base44-client.ts";

// functions.invoke resolves to the axios response; the body is its data.
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

export type { BadgeBoard, BadgeSearchAnswer, BoardBadge, FoundBadge } from "@ember/domain";
