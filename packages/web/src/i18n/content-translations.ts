import { translateRemote } from "./translate-remote.ts";
import { TranslationStore } from "./translation-store.ts";

/** One store per page: every Tx of a commit joins one batch (translation-store.ts). */
export const contentTranslations = new TranslationStore(translateRemote);
