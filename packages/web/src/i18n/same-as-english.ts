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
  // badges: 'Mentor' is the word these languages use; 'Badges', 'badge' and 'bronze' are French (and
  // 'bronze' Portuguese) too.
  es: ["badges.categories.items.mentor.name"],
  fr: [
    "badges.page.title",
    "badges.categories.items.mentor.name",
    "badges.board.top.badgeCount.one",
    "badges.board.top.badgeCount.other",
    "badges.board.top.medals.2",
  ],
  de: ["badges.categories.items.mentor.name"],
  pt: ["badges.categories.items.mentor.name", "badges.board.top.medals.2"],
};
