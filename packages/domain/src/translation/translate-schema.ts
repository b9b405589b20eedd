import { z } from "zod";
import { type LanguageCode, languages } from "../languages.ts";
import { codePoints, translateLimits } from "./translate-limits.ts";

const languageCodes = languages.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

/**
 * `functions.invoke('translate', { language, texts })` (docs/decisions/0021-translation-cache-one-batch.md):
 * the on-demand texts of a page, in one batch, into one of the ten languages.
 */
export const translateInputSchema = z.object({
  language: z.enum(languageCodes, { error: `must be one of ${languageCodes.join(", ")}` }),
  texts: z
    .array(
      z
        .string({ error: "must be a string" })
        .refine((text) => codePoints(text) <= translateLimits.textChars, {
          error: `must be at most ${translateLimits.textChars} characters`,
        }),
      { error: "must be a list of strings" },
    )
    .min(1, { error: "must hold at least one text" })
    .max(translateLimits.texts, { error: `must hold at most ${translateLimits.texts} texts` })
    .refine((texts) => texts.reduce((sum, text) => sum + codePoints(text), 0) <= translateLimits.totalChars, {
      error: `must total at most ${translateLimits.totalChars} characters`,
    }),
  /** Answer from the shared cache only, never asking the model (misses come back null). */
  cached_only: z.boolean({ error: "must be true or false" }).optional(),
});

export type TranslateInput = z.input<typeof translateInputSchema>;

/**
 * The answer of `translate`: one entry per text, in order. A text that needs no translation (English, too
 * short, no letters) comes back as written; `null` means no translation is available now (no provider, or
 * the provider failed): show the original and do not cache it. `provider` is 'none' when the server has
 * no model to translate with, so the browser can say so once.
 */
export interface TranslateAnswer {
  readonly language: LanguageCode;
  readonly translations: readonly (string | null)[];
  readonly provider: "llm" | "none";
}
