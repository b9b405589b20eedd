import { defaultLanguage, type LanguageCode } from "@ember/domain";

// How each language writes numbers: Latin-American Spanish and Arabic with Western digits and a decimal
// point (docs/translation/es.md, ar.md), Bengali with its own digits (bn.md), the others as Intl does.
const locales: Readonly<Record<LanguageCode, string>> = {
  en: "en-US",
  es: "es-419",
  fr: "fr-FR",
  de: "de-DE",
  pt: "pt-BR",
  zh: "zh-CN",
  hi: "hi-IN",
  ar: "ar-u-nu-latn",
  bn: "bn-BD",
  it: "it-IT",
};

export interface LocalNumbers {
  /** A whole number: '14', '১৪'. */
  readonly whole: (value: number) => string;
  /** A score to one decimal, rounded as the domain's formatScore rounds: '2.1', '2,1', '২.১'. */
  readonly score: (value: number) => string;
}

const made = new Map<LanguageCode, LocalNumbers>();

/** Numbers as the language writes them, through Intl (one set of formatters per language, made once). */
export function localNumbers(language: LanguageCode = defaultLanguage): LocalNumbers {
  let numbers = made.get(language);
  if (!numbers) {
    const whole = new Intl.NumberFormat(locales[language], { maximumFractionDigits: 0 });
    const oneDecimal = new Intl.NumberFormat(locales[language], {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    numbers = {
      whole: (value) => whole.format(value),
      // Rounded first as formatScore rounds (2.05 to 2.1); Intl alone would round 2.0499… down.
      score: (value) => oneDecimal.format(Math.round(value * 10) / 10),
    };
    made.set(language, numbers);
  }
  return numbers;
}
