import type { Catalog } from "../en/index.ts";

export const shell: Catalog["shell"] = {};
