import { z } from "zod";
import { defineFunction } from "../../platform/functions/function-registry.ts";
import type { BadgeBoard } from "../badges/board-queries.ts";

/**
 * The Badges page's board: earners per category, the 12 most recent badges and the top 10 contributors
 * by rank. Nothing in it names a holder or comes from an address (ADR 0056). Anyone may read it; it is
 * served from the server's cache, so it needs no rate limit of its own.
 */
export const badgeBoard = defineFunction({
  name: "badgeBoard",
  input: z.object({}).strict(),
  readOnly: true,
  async handler({ app }): Promise<BadgeBoard> {
    return app.badgeBoard.read();
  },
});
