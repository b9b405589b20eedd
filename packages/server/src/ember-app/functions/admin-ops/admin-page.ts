import { z } from "zod";

/** Paging every console list takes: at most 100 rows a page, so no call reads a whole table. */
export const adminPage = {
  limit: z.number().int().min(1).max(100).default(25),
  offset: z.number().int().min(0).max(10_000_000).default(0),
};

/** A free-text search box: trimmed, empty means no search. */
export const searchText = z
  .string()
  .max(254)
  .transform((text) => text.trim())
  .optional();
