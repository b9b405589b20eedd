import type { LanguageCode } from "@ember/domain";

/**
 * Catalog entries that are rightly the same as English (names, numbers, words a language borrows),
 * by key path such as 'chat.hotlineNumber'. The catalog test treats any other identical entry as
 * text nobody translated yet.
 */
export const sameAsEnglish: {
  readonly [Language in Exclude<LanguageCode, "en"> | "all"]?: readonly string[];
} = {
  all: [
    // Assessment templates made only of placeholders and punctuation.
    "assessment.step.progressValue",
    "assessment.step.statementNumber",
    "assessment.results.overallScore",
    "assessment.results.recommendation",
  ],
  // French says "participants" and "Finances" too; Italian borrows "Home" and "Password".
  fr: ["assessment.categories.finances.name", "shell.footer.impact.participants"],
  it: ["shell.nav.home", "shell.login.password"],
};
