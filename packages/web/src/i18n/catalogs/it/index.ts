import type { Catalog } from "../en/index.ts";
import { assessment } from "./assessment.ts";
import { badges } from "./badges.ts";
import { chat } from "./chat.ts";
import { forms } from "./forms.ts";
import { shell } from "./shell.ts";

export const it: Catalog = { shell, forms, chat, assessment, badges };
