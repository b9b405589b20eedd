import type { ServerFunction } from "../../../platform/functions/function-registry.ts";
import { adminListEmails, adminReadEmail, adminRetryEmail } from "./admin-emails.ts";
import { adminListUsers, adminRemoveAccess } from "./admin-team.ts";
import {
  adminCorrectTranslation,
  adminExportCorrections,
  adminListTranslations,
} from "./admin-translations.ts";

/**
 * The staff console's operations (ADR 0035): outbox and mailbox, team, translations. Admins and the
 * service role only (admin-only.ts). Badges, visits and invitations need none: the SDK's entities
 * (Badge is admin-only by its rules), app logs and users.inviteUser already do them.
 */
export const adminOpsFunctions: readonly ServerFunction[] = [
  adminListEmails,
  adminReadEmail,
  adminRetryEmail,
  adminListUsers,
  adminRemoveAccess,
  adminListTranslations,
  adminCorrectTranslation,
  adminExportCorrections,
];
