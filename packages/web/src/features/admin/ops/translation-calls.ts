import { invokeAdmin } from "./admin-calls.ts";

export interface TranslationEntry {
  readonly language: string;
  readonly text_hash: string;
  readonly original: string;
  readonly translation: string;
  readonly source: "machine" | "human" | "reviewed";
  readonly updated_at: string;
}

export const listTranslations = (
  language: string,
  filters: { search: string; source: "machine" | "human" | "reviewed" | "" },
  limit: number,
  offset: number,
) =>
  invokeAdmin<{ entries: TranslationEntry[]; total: number }>("adminListTranslations", {
    language,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.source ? { source: filters.source } : {}),
    limit,
    offset,
  });

export const correctTranslation = (language: string, textHash: string, translation: string) =>
  invokeAdmin<TranslationEntry>("adminCorrectTranslation", { language, text_hash: textHash, translation });

/** Every staff correction, by language, in the format of the repository's translation files. */
export const exportCorrections = () =>
  invokeAdmin<{ corrections: Record<string, Record<string, string>> }>("adminExportCorrections", {});
