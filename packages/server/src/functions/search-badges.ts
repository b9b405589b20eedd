import { z } from "zod";
import { defineFunction } from "../platform/functions/function-registry.ts";
import {
  type BadgeSearchAnswer,
  MAX_SEARCH_LENGTH,
  searchBadgesByEmail,
} from "../services/badges/search-query.ts";
import { productEntity } from "./product-entities.ts";

/**
 * The Badges page's search (SPEC 2.11, 5.5): the badges whose holder's address contains the text, any
 * letter case; empty text finds nothing. Addresses come back masked. Rate-limited ('search'), since each
 * call is a query an anonymous visitor chooses.
 */
export const searchBadges = defineFunction({
  name: "searchBadges",
  input: z.object({ query: z.string().max(MAX_SEARCH_LENGTH) }).strict(),
  rateLimit: "search",
  async handler({ app }, { query }): Promise<BadgeSearchAnswer> {
    return searchBadgesByEmail(app.db, productEntity(app, "Badge"), query);
  },
});
