import { firePlanSchema, purposeDiscoveryOf } from "@ember/domain";
import type { EntityChange } from "../platform/entities/record-changes.ts";
import { createRecord } from "../platform/entities/records-write.ts";
import { defineFunction } from "../platform/functions/function-registry.ts";
import { awardBadgeOnce } from "../services/badges/award-badge.ts";
import { fireStarter } from "../services/badges/product-badges.ts";
import { idempotencyKeyOf, runIdempotent } from "../services/idempotency/idempotent-call.ts";
import { firePlanEmails } from "../services/mail/fire-plan-emails.ts";
import { enqueueEmails } from "../services/mail/outbox.ts";
import { productEntity } from "./product-entities.ts";
import type { SubmissionAnswer } from "./submit-application.ts";

/**
 * ShareYourFire's planning form (SPEC 3.3, 4.3): the UserProfile record (fire_statement is the cause
 * commitment, purpose_discovery the JSON string of the rest), the 'Fire Starter' badge unless that e-mail
 * holds it already, and the welcome and staff e-mails, all in one transaction.
 */
export const submitFirePlan = defineFunction({
  name: "submitFirePlan",
  input: firePlanSchema,
  rateLimit: "submissions",
  async handler({ app, request, caller }, plan): Promise<SubmissionAnswer> {
    const key = idempotencyKeyOf(request);
    // Filled by the transaction (again if it runs again), announced once it has committed.
    let changes: EntityChange[] = [];
    const answer = await runIdempotent(
      app.db,
      { functionName: "submitFirePlan", key, input: plan },
      async (tx): Promise<SubmissionAnswer> => {
        const record = await createRecord(tx, caller, productEntity(app, "UserProfile"), {
          user_email: plan.user_email,
          fire_statement: plan.cause_commitment,
          purpose_discovery: JSON.stringify(purposeDiscoveryOf(plan)),
        });
        const awarded = await awardBadgeOnce(tx, productEntity(app, "Badge"), {
          user_email: plan.user_email,
          ...fireStarter,
        });
        changes = [{ entityName: "UserProfile", change: { type: "create", records: [record] } }];
        if (awarded) changes.push({ entityName: "Badge", change: { type: "create", records: [awarded] } });
        const { welcome, staffNotice } = firePlanEmails(plan, app.mail.context);
        await enqueueEmails(tx, [welcome, staffNotice]);
        return {
          ok: true,
          id: record.id,
          badge: { badge_name: fireStarter.badge_name, badge_category: fireStarter.badge_category },
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
