import type { AdminCatalog } from "../../i18n/catalog-shape.ts";

/**
 * The sections of the staff console (decision 0034), in the order of its navigation. routes.ts declares
 * one child route of `/admin` per entry (and `path/:id` when it has a detail module), and the layout lists
 * them: a new section is one entry here, its label in every `catalogs/<lang>/admin.json` (`nav`), and its
 * modules. Plain data only: routes.ts reads this file at build time.
 */
export interface AdminSection {
  /** The key of its label in the admin catalog's `nav` area. */
  readonly label: keyof AdminCatalog["nav"];
  /** Relative to /admin; "" is the console's index. */
  readonly path: string;
  /** The route module, relative to packages/web/src. */
  readonly module: string;
  /** The module of one record, at `path/:id`. */
  readonly detail?: string;
}

export const adminSections: readonly AdminSection[] = [
  { label: "today", path: "", module: "features/admin/sections/today-page.tsx" },
  {
    label: "crisisAlerts",
    path: "crisis-alerts",
    module: "features/admin/sections/crisis-alerts-page.tsx",
    detail: "features/admin/sections/crisis-alert-page.tsx",
  },
  {
    label: "applications",
    path: "applications",
    module: "features/admin/sections/applications-page.tsx",
    detail: "features/admin/sections/application-page.tsx",
  },
  {
    label: "planningForms",
    path: "planning-forms",
    module: "features/admin/sections/planning-forms-page.tsx",
    detail: "features/admin/sections/planning-form-page.tsx",
  },
  {
    label: "assessmentResults",
    path: "assessment-results",
    module: "features/admin/sections/assessment-results-page.tsx",
    detail: "features/admin/sections/assessment-result-page.tsx",
  },
  { label: "badges", path: "badges", module: "features/admin/sections/badges-page.tsx" },
  {
    label: "outbox",
    path: "outbox",
    module: "features/admin/sections/outbox-page.tsx",
    detail: "features/admin/sections/outbox-message-page.tsx",
  },
  { label: "visits", path: "visits", module: "features/admin/sections/visits-page.tsx" },
  { label: "team", path: "team", module: "features/admin/sections/team-page.tsx" },
  { label: "translations", path: "translations", module: "features/admin/sections/translations-page.tsx" },
  { label: "backups", path: "backups", module: "features/admin/sections/backups-page.tsx" },
];

/** The console's address of a section ("/admin", "/admin/applications"). */
export const adminPathOf = (section: Pick<AdminSection, "path">): string =>
  section.path ? `/admin/${section.path}` : "/admin";
