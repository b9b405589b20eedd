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
  // 'Mentor' is the word these languages use; 'No' is Spanish and Italian too; French also says
  // "participants", "Finances", "Badges", "badge", "bronze" (as does Portuguese) and "Parents"; Italian
  // borrows "Home" and "Password"; German writes the generation names as English does.
  es: ["badges.categories.items.mentor.name", "forms.firePlan.yesNo.no"],
  fr: [
    "shell.header.menu",
    "shell.toast.label",
    "shell.toast.region",
    "assessment.categories.finances.name",
    "shell.footer.impact.participants",
    "badges.page.title",
    "shell.nav.resources.badges",
    "badges.categories.items.mentor.name",
    "badges.board.top.badgeCount.one",
    "badges.board.top.badgeCount.other",
    "badges.board.top.medals.2",
    "forms.firePlan.communities.8",
    // The staff console (catalogs/fr/admin.json): the site's own word, and "Page".
    "admin.nav.badges",
    "admin.badges.badge",
    "admin.badges.columns.badge",
    "admin.visits.columns.page",
    "admin.siteVisits.columns.page",
    // "Site" for a referring web site.
    "admin.siteVisits.columns.referrer",
    // "Sessions" is the French word too.
    "admin.visits.sessions.one",
    "admin.visits.sessions.other",
    "admin.visits.columns.sessions",
  ],
  de: [
    "badges.categories.items.mentor.name",
    "forms.firePlan.communities.12",
    "forms.firePlan.communities.13",
    "forms.firePlan.communities.14",
    "forms.firePlan.communities.15",
    // German writes 'Name' and 'Status' as English does.
    "admin.fields.name",
    "admin.fields.status",
    // The staff console's "Name" column (catalogs/de/admin.json).
    "admin.team.columns.name",
  ],
  pt: [
    "shell.header.menu",
    "badges.categories.items.mentor.name",
    "badges.board.top.medals.2",
    "shell.carousel.slideRoleDescription",
    // Portuguese and Italian both write 'E-mail'.
    "admin.fields.email",
    "admin.siteVisits.columns.referrer",
  ],
  // Italian offices say "Team" and "E-mail" too (docs/translation/it.md).
  it: [
    // "File" is the Italian word too.
    "admin.backups.columns.file",
    "shell.header.menu",
    "shell.nav.home",
    "shell.login.password",
    "forms.firePlan.yesNo.no",
    "admin.fields.email",
    "admin.nav.outbox",
    "admin.nav.team",
  ],
};
