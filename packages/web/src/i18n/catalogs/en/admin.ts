import type { MessagesLike } from "../../catalog-shape.ts";

/**
 * English text of the staff console (/admin, issue 9). Unlike the other areas it is not part of the
 * site's catalog (index.ts): load-admin-catalog.ts loads it, in the visitor's language, only inside the
 * console, so no byte of it reaches a public page (docs/decisions/0040).
 */
export const admin = {
  layout: {
    title: "Staff console",
    navLabel: "Console sections",
    loading: "Opening the staff console...",
    signedInAs: "Signed in as {email}",
    backToSite: "Back to the site",
    loadFailed: "The console could not load just now. Please reload the page.",
  },
  /** The sections of features/admin/admin-sections.ts, by their `label`. */
  nav: {
    today: "Today",
    crisisAlerts: "Crisis alerts",
    applications: "Applications",
    planningForms: "Planning forms",
    assessmentResults: "Assessment results",
    badges: "Badges",
    outbox: "E-mail",
    visits: "Visits",
    team: "Team",
    translations: "Translations",
  },
  /** What the operations sections (badges, e-mail, visits, team, translations) share. */
  ops: {
    previous: "Previous",
    next: "Next",
    pageOf: "{from}–{to} of {total}",
    loading: "Loading...",
    empty: "Nothing here yet.",
    failed: "This could not be loaded just now. Please try again.",
    actionFailed: "That did not work: {message}",
    search: "Search",
    cancel: "Cancel",
    confirm: "Confirm",
  },
  badges: {
    intro:
      "Award a badge of the catalogue to an e-mail address, or revoke one. Each badge can be held once per address.",
    awardHeading: "Award a badge",
    email: "E-mail address",
    badge: "Badge",
    chooseBadge: "Choose a badge",
    award: "Award badge",
    awarded: "{badge} awarded to {email}.",
    duplicate: "{email} already holds {badge}.",
    listHeading: "All badges",
    searchLabel: "Search by e-mail",
    columns: { email: "E-mail", badge: "Badge", category: "Category", date: "Awarded" },
    revoke: "Revoke",
    confirmRevoke: "Revoke {badge} from {email}?",
    revoked: "{badge} revoked from {email}.",
  },
  outbox: {
    intro:
      "Every e-mail the site has sent or will send. Without SMTP this is the local mailbox: read the messages here.",
    statusLabel: "Status",
    allStatuses: "All",
    statuses: { pending: "Pending", sending: "Sending", sent: "Sent", failed: "Failed" },
    columns: {
      to: "To",
      subject: "Subject",
      status: "Status",
      attempts: "Attempts",
      lastError: "Last error",
      created: "Created",
    },
    retry: "Retry",
    retried: "The e-mail is queued again.",
    back: "Back to all e-mail",
    from: "From",
    sentAt: "Sent",
    via: "Delivered via",
    htmlTab: "Formatted",
    textTab: "Plain text",
    htmlFrameTitle: "The e-mail as formatted",
    history: "Delivery attempts",
    attempt: "Attempt {attempt}: {outcome}",
    notFound: "There is no such e-mail.",
  },
  visits: {
    intro: "Page visits of signed-in visitors, per day and per page (UTC days).",
    rangeLabel: "Period",
    ranges: { week: "Last 7 days", month: "Last 30 days", quarter: "Last 90 days" },
    total: "{count} visits",
    uniqueUsers: "{count} visitors",
    chartHeading: "Visits per day",
    pagesHeading: "Visits per page",
    columns: { page: "Page", day: "Day", visits: "Visits", visitors: "Visitors" },
  },
  team: {
    intro:
      "Invite staff (admins) or users, see who has access, and remove it. Nobody can remove their own access, and the last admin stays.",
    inviteHeading: "Invite someone",
    email: "E-mail address",
    role: "Role",
    roles: { admin: "Staff (admin)", user: "User" },
    invite: "Send invitation",
    invited: "Invitation sent to {email}.",
    listHeading: "People with an account",
    searchLabel: "Search by e-mail or name",
    columns: { email: "E-mail", name: "Name", role: "Role", access: "Access" },
    active: "Has access",
    invitedPending: "Invited",
    removedAccess: "Removed",
    you: "You",
    remove: "Remove access",
    confirmRemove: "Remove the access of {email}?",
    removed: "The access of {email} is removed.",
  },
  translations: {
    intro:
      "The shared cache of page texts translated on demand. A correction is kept for good: the machine never overwrites it.",
    languageLabel: "Language",
    searchLabel: "Search the texts",
    sourceLabel: "Source",
    allSources: "All",
    sources: { machine: "Machine", human: "Corrected" },
    columns: { original: "Original", translation: "Translation", source: "Source", updated: "Updated" },
    correct: "Correct",
    correctionLabel: "Corrected translation of: {original}",
    save: "Save correction",
    corrected: "Correction saved.",
  },
} as const;

export type AdminCatalog = MessagesLike<typeof admin>;
