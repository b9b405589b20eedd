import type { LanguageCode } from "@ember/domain";

/** The script each language written without Latin letters uses. */
const ownScript: Partial<Record<LanguageCode, RegExp>> = {
  ar: /\p{Script=Arabic}/u,
  zh: /\p{Script=Han}/u,
  hi: /\p{Script=Devanagari}/u,
  bn: /\p{Script=Bengali}/u,
};

/**
 * The language a reply is written in, when it is surely not the page's: the server asks the model to
 * answer in the page's language, but a model may still answer in English. A reply with Latin letters and
 * none of the page's own script (Arabic, Han, Devanagari, Bengali) is marked as English, so a screen reader
 * reads it with an English voice (WCAG 3.1.2). Languages written in Latin letters cannot be told apart
 * this way: their replies keep the page's language.
 */
export function replyLanguage(text: string, pageLanguage: LanguageCode): "en" | undefined {
  const script = ownScript[pageLanguage];
  if (!script || script.test(text) || !/\p{Script=Latin}/u.test(text)) return undefined;
  return "en";
}
