import type { Catalog } from "../en/index.ts";

export const badges: Catalog["badges"] = {};
