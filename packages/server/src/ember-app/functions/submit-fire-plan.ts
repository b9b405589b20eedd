import { firePlanSchema, purposeDiscoveryOf } from "@ember/domain";
import { defineFunction } from "../../platform/functions/function-registry.ts";
import { fireStarter } from "../badges/product-badges.ts";
import { emberMailContext } from "../mail/ember-mail-context.ts";
import { firePlanEmails } from "../mail/fire-plan-emails.ts";
import { productEntity } from "./product-entities.ts";
import { onServiceAuthority } from "./service-authority.ts";
import type { SubmissionAnswer } from "./submit-application.ts";

/**
 * ShareYourFire's planning form (product.md#userprofile and #submitting-a-form): the UserProfile record
 * (fire_statement is the cause commitment, purpose_discovery the JSON string of the rest), the 'Fire
 * Starter' badge unless that e-mail holds it already, and the welcome (in the page's language) and staff
 * (English) e-mails, all in one statement (ADR 0030).
 */
export const submitFirePlan = defineFunction({
  name: "submitFirePlan",
  input: firePlanSchema,
  rateLimit: "submissions",
  async handler({ app, caller, idempotencyKey }, plan): Promise<SubmissionAnswer> {
    const { welcome, staffNotice } = firePlanEmails(plan, emberMailContext(app), plan.language);
    const { answer, changes } = await app.submissions.write({
      functionName: "submitFirePlan",
      key: idempotencyKey(),
      input: plan,
      caller: onServiceAuthority(caller),
      entity: productEntity(app, "UserProfile"),
      record: {
        user_email: plan.user_email,
        fire_statement: plan.cause_commitment,
        purpose_discovery: JSON.stringify(purposeDiscoveryOf(plan)),
      },
      badge: { entity: productEntity(app, "Badge"), award: { user_email: plan.user_email, ...fireStarter } },
      emails: [welcome, staffNotice],
      answer: (id): SubmissionAnswer => ({
        ok: true,
        id,
        badge: { badge_name: fireStarter.badge_name, badge_category: fireStarter.badge_category },
      }),
    });
    // Announced after the commit, so the badge board recomputed from now on includes the new badge and
    // realtime subscribers see committed records. A repeated Idempotency-Key wrote nothing: no changes.
    app.recordChanges.notifyAll(changes);
    app.mail.kick();
    return answer;
  },
});
