import { z } from "zod";
import { defineFunction } from "../../platform/functions/function-registry.ts";
import { type BadgeSearchAnswer, MAX_SEARCH_LENGTH, searchBadgesByName } from "../badges/search-query.ts";
import { productEntity } from "./product-entities.ts";

/**
 * The Badges page's search: the badges whose name contains the text, any letter case; empty text finds
 * nothing. It never matches or answers anything about a holder, so no text tells whether some address
 * holds a badge (ADR 0056). Rate-limited ('search'), since each call is a query an anonymous visitor
 * chooses.
 */
export const searchBadges = defineFunction({
  name: "searchBadges",
  input: z.object({ query: z.string().max(MAX_SEARCH_LENGTH) }).strict(),
  rateLimit: "search",
  readOnly: true,
  async handler({ app }, { query }): Promise<BadgeSearchAnswer> {
    return searchBadgesByName(app.db, productEntity(app, "Badge"), query);
  },
});
