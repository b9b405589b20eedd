import type { LanguageCode } from "@ember/domain";

/** Checks shared by the tests of the server's own texts in every language. */

/** Every string of a text tree by its path ('application.steps.0'). */
export function leaves(value: unknown, path = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      for (const [p, v] of leaves(inner, path ? `${path}.${key}` : key)) out.set(p, v);
    }
  } else out.set(path, value);
  return out;
}

export const strings = (value: unknown) =>
  [...leaves(value).entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string");

/** Typography the style sheets ask for (docs/translation/{language}.md), on every text of a language. */
export function styleProblems(language: LanguageCode, text: string): string[] {
  const problems: string[] = [];
  const check = (bad: RegExp, what: string) => {
    if (bad.test(text)) problems.push(`${what}: ${text}`);
  };
  if (language === "fr") {
    check(/ [:;!?»]/, "an ordinary space before : ; ! ? » (French wants a narrow no-break space)");
    check(/[^\s\u202f][;!?]/, "no space before ; ! ?");
    check(/'/, "a straight apostrophe");
  }
  if (language === "zh") check(/\p{Script=Han}[,.:;!?()]/u, "half-width punctuation after Chinese text");
  if (language === "ar") check(/[\u0600-\u06ff][,;?]/, "Latin , ; or ? in Arabic text");
  if (language === "es" && (text.match(/\?/g)?.length ?? 0) > (text.match(/¿/g)?.length ?? 0)) {
    problems.push(`a question without ¿: ${text}`);
  }
  if (language === "it") check(/’/, "a typographic apostrophe (Italian uses the straight one)");
  if (language === "de") check(/"/, "straight quotation marks");
  return problems;
}
