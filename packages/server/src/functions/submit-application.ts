import { applicationSchema } from "@ember/domain";
import type { EntityChange } from "../platform/entities/record-changes.ts";
import { createRecord } from "../platform/entities/records-write.ts";
import { defineFunction } from "../platform/functions/function-registry.ts";
import { awardBadgeOnce } from "../services/badges/award-badge.ts";
import { firstStepChampion } from "../services/badges/product-badges.ts";
import { idempotencyKeyOf, runIdempotent } from "../services/idempotency/idempotent-call.ts";
import { applicationEmails } from "../services/mail/application-emails.ts";
import { enqueueEmails } from "../services/mail/outbox.ts";
import { productEntity } from "./product-entities.ts";

export interface SubmissionAnswer {
  readonly ok: true;
  readonly id: string;
  readonly badge: { readonly badge_name: string; readonly badge_category: string };
}

/**
 * GetStarted's Application Form (SPEC 4.3, ARCHITECTURE 3): the Application record, the 'First Step
 * Champion' badge unless that e-mail holds it already, and the staff notice and welcome e-mails, all in
 * one transaction. The outbox worker delivers the e-mails afterwards.
 */
export const submitApplication = defineFunction({
  name: "submitApplication",
  input: applicationSchema,
  rateLimit: "submissions",
  async handler({ app, request, caller }, application): Promise<SubmissionAnswer> {
    const key = idempotencyKeyOf(request);
    const badge = firstStepChampion(app.mail.context.site);
    // Filled by the transaction (again if it runs again), announced once it has committed.
    let changes: EntityChange[] = [];
    const answer = await runIdempotent(
      app.db,
      { functionName: "submitApplication", key, input: application },
      async (tx): Promise<SubmissionAnswer> => {
        const record = await createRecord(tx, caller, productEntity(app, "Application"), application);
        const awarded = await awardBadgeOnce(tx, productEntity(app, "Badge"), {
          user_email: application.email,
          ...badge,
        });
        changes = [{ entityName: "Application", change: { type: "create", records: [record] } }];
        if (awarded) changes.push({ entityName: "Badge", change: { type: "create", records: [awarded] } });
        const { staffNotice, welcome } = applicationEmails(application, app.mail.context);
        await enqueueEmails(tx, [staffNotice, welcome]);
        return {
          ok: true,
          id: record.id,
          badge: { badge_name: badge.badge_name, badge_category: badge.badge_category },
        };
      },
    );
    // Announced after the commit, so the badge board recomputed from now on includes the new badge and
    // realtime subscribers see committed records. A repeated Idempotency-Key wrote nothing: no changes.
    app.recordChanges.notifyAll(changes);
    app.mail.kick();
    return answer;
  },
});
