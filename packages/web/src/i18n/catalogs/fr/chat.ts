import type { Catalog } from "../en/index.ts";

export const chat: Catalog["chat"] = {};
