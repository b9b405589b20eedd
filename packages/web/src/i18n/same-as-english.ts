import type { LanguageCode } from "@ember/domain";

/**
 * Catalog entries that are rightly the same as English (names, numbers, words a language borrows),
 * by key path such as 'chat.hotlineNumber'. The catalog test treats any other identical entry as
 * text nobody translated yet.
 */
export const sameAsEnglish: {
  readonly [Language in Exclude<LanguageCode, "en"> | "all"]?: readonly string[];
} = {
  all: [],
  // forms: 'No' is also Spanish and Italian; 'Parents' French; the generations are German as written.
  es: ["forms.firePlan.yesNo.no"],
  it: ["forms.firePlan.yesNo.no"],
  fr: ["forms.firePlan.communities.8"],
  de: [
    "forms.firePlan.communities.12",
    "forms.firePlan.communities.13",
    "forms.firePlan.communities.14",
    "forms.firePlan.communities.15",
  ],
};
