import { applicationSchema } from "@ember/domain";
import { defineFunction } from "../../platform/functions/function-registry.ts";
import { firstStepChampion } from "../badges/product-badges.ts";
import { applicationEmails } from "../mail/application-emails.ts";
import { emberMailContext } from "../mail/ember-mail-context.ts";
import { productEntity } from "./product-entities.ts";
import { onServiceAuthority } from "./service-authority.ts";

export interface SubmissionAnswer {
  readonly ok: true;
  readonly id: string;
  readonly badge: { readonly badge_name: string; readonly badge_category: string };
}

/**
 * GetStarted's Application Form (product.md#submitting-a-form, ADR 0005): the Application record, the 'First
 * Step Champion' badge unless that e-mail holds it already, and the staff notice and welcome e-mails, all in
 * one statement (ADR 0030). The welcome is in the page's language, the staff notice in English. The outbox
 * worker delivers the e-mails afterwards.
 */
export const submitApplication = defineFunction({
  name: "submitApplication",
  input: applicationSchema,
  rateLimit: "submissions",
  async handler({ app, caller, idempotencyKey }, input): Promise<SubmissionAnswer> {
    const badge = firstStepChampion(emberMailContext(app).site);
    // The page's language picks the welcome's; it is not part of the stored Application.
    const { language, ...application } = input;
    const { staffNotice, welcome } = applicationEmails(application, emberMailContext(app), language);
    const { answer, changes } = await app.submissions.write({
      functionName: "submitApplication",
      key: idempotencyKey(),
      input,
      caller: onServiceAuthority(caller),
      entity: productEntity(app, "Application"),
      record: application,
      badge: { entity: productEntity(app, "Badge"), award: { user_email: application.email, ...badge } },
      emails: [staffNotice, welcome],
      answer: (id): SubmissionAnswer => ({
        ok: true,
        id,
        badge: { badge_name: badge.badge_name, badge_category: badge.badge_category },
      }),
    });
    // Announced after the commit, so the badge board recomputed from now on includes the new badge and
    // realtime subscribers see committed records. A repeated Idempotency-Key wrote nothing: no changes.
    app.recordChanges.notifyAll(changes);
    app.mail.kick();
    return answer;
  },
});
