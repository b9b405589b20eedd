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
  // shell: French says "participants" too; Italian borrows "Home" and "Password".
  fr: ["shell.footer.impact.participants"],
  it: ["shell.nav.home", "shell.login.password"],
};
