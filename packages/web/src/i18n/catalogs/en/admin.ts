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
  },
} as const;

export type AdminCatalog = MessagesLike<typeof admin>;
