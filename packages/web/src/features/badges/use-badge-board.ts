import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { fetchBadgeBoard } from "../../api/badge-functions.ts";
import { onBadgeChange } from "../../lib/badge-changes.ts";

export const badgeBoardKey = ["badgeBoard"] as const;

/**
 * The board of the Badges page. One query key, re-fetched whenever badges may have changed; a realtime
 * subscription to Badge events would invalidate the same key.
 */
export function useBadgeBoard() {
  const queryClient = useQueryClient();
  useEffect(
    () => onBadgeChange(() => void queryClient.invalidateQueries({ queryKey: badgeBoardKey })),
    [queryClient],
  );
  return useQuery({ queryKey: badgeBoardKey, queryFn: fetchBadgeBoard });
}
