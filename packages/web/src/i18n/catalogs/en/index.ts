import type { MessagesLike } from "../../catalog-shape.ts";
import { assessment } from "./assessment.ts";
import { badges } from "./badges.ts";
import { chat } from "./chat.ts";
import { forms } from "./forms.ts";
import { shell } from "./shell.ts";

/**
 * The English interface catalog, the source every language is written from. Bundled with the site;
 * the other nine load on demand (load-catalog.ts).
 */
export const en = { shell, forms, chat, assessment, badges } as const;

export type Catalog = MessagesLike<typeof en>;
