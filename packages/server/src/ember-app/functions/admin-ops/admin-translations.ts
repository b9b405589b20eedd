import { type LanguageCode, prefixedLanguages, translateInputSchema } from "@ember/domain";
import { z } from "zod";
import { notFound } from "../../../errors.ts";
import { defineFunction } from "../../../platform/functions/function-registry.ts";
import type { TranslationEntry } from "../../translation/translation-service.ts";
import { assertAdminCaller } from "./admin-only.ts";
import { adminPage, searchText } from "./admin-page.ts";

// The same ten codes, and the same message, as the translate function.
const language = translateInputSchema.shape.language;

/** One language's translations (cache and reviewed files), searchable, optionally of one source only. */
export const adminListTranslations = defineFunction({
  name: "adminListTranslations",
  authorize: assertAdminCaller,
  input: z
    .object({
      language,
      search: searchText,
      source: z.enum(["machine", "human", "reviewed"]).optional(),
      ...adminPage,
    })
    .strict(),
  async handler({ app }, { language, ...page }): Promise<{ entries: TranslationEntry[]; total: number }> {
    return app.translation.list(language, page);
  },
});

/** A staff correction: the translation becomes `human` and the machine never overwrites it. */
export const adminCorrectTranslation = defineFunction({
  name: "adminCorrectTranslation",
  authorize: assertAdminCaller,
  input: z
    .object({
      language,
      text_hash: z.string().regex(/^[0-9a-f]{64}$/, "must be the SHA-256 (hex) of the original"),
      translation: z
        .string()
        .max(20_000)
        .refine((text) => text.trim().length > 0, "must not be empty"),
    })
    .strict(),
  async handler({ app }, { language, text_hash, translation }): Promise<TranslationEntry> {
    const entry = await app.translation.correct(language, text_hash, translation);
    if (!entry) throw notFound(`No ${language} translation of a site text with hash ${text_hash}`);
    return entry;
  },
});

/**
 * Every staff correction, by language, in the format of the repository's translation files
 * (`packages/web/src/i18n/content/{language}.json`: English text to translation), so a developer can make
 * them part of the next release with `npm run translations:merge -- <file>` (docs/translations.md).
 */
export const adminExportCorrections = defineFunction({
  name: "adminExportCorrections",
  authorize: assertAdminCaller,
  input: z.object({}).strict(),
  async handler({ app }): Promise<{ corrections: Partial<Record<LanguageCode, Record<string, string>>> }> {
    const corrections: Partial<Record<LanguageCode, Record<string, string>>> = {};
    for (const language of prefixedLanguages) {
      const found = await app.translation.corrections(language);
      if (found.size > 0)
        corrections[language] = Object.fromEntries([...found].sort(([a], [b]) => (a < b ? -1 : 1)));
    }
    return { corrections };
  },
});
