import type { Catalog } from "../en/index.ts";

export const forms: Catalog["forms"] = {};
