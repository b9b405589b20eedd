import type { Catalog } from "../en/index.ts";

export const assessment: Catalog["assessment"] = {};
