import { z } from "zod";
import { type LanguageCode, languages } from "../languages.ts";

/** Bounds of one `translate` call; the browser splits a page's texts to stay within them. */
export const translateLimits = {
  /** Texts in one call. */
  texts: 200,
  /** Characters (code points) of one text. */
  textChars: 5000,
  /** Characters (code points) of all the texts of one call together. */
  totalChars: 100_000,
  /** SPEC 5.5 / 9.1: shorter texts are not translated. */
  minChars: 3,
} as const;

const codePoints = (text: string) => [...text].length;

/**
 * Whether a text goes to the translator at all: at least 3 characters once trimmed (SPEC 5.5) and at least
 * one letter. Others ('OK', '988', '—', '2,098+') read the same in every language and come back as written.
 */
export const needsTranslation = (text: string): boolean =>
  codePoints(text.trim()) >= translateLimits.minChars && /\p{L}/u.test(text);

const languageCodes = languages.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

/**
 * `functions.invoke('translate', { language, texts })` (issue 7): the on-demand texts of a page, in one
 * batch, into one of the ten languages.
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
