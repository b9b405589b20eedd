import { assessmentSubmissionSchema, scoreAssessment } from "@ember/domain";
import type { Caller } from "../../platform/caller.ts";
import { defineFunction } from "../../platform/functions/function-registry.ts";
import { assessmentResultsEmail } from "../mail/assessment-emails.ts";
import { emberMailContext } from "../mail/ember-mail-context.ts";
import { productEntity } from "./product-entities.ts";

export interface AssessmentAnswer {
  readonly ok: true;
  readonly id: string;
  readonly overall_score: number;
  readonly tier: string;
}

// AssessmentResult is staff-only, creation included, so no visitor can plant or read results through the
// generic records API; this function writes on the service's authority after checking the input itself.
const asService: Caller = { kind: "service", onBehalfOf: null };

/**
 * The Student Wellbeing Assessment (product.md#the-wellbeing-assessment and #the-assessment-wizard;
 * ADR 0005): scores the answers again with the domain's scoreAssessment (a score the browser sends is
 * dropped by the schema, never trusted), stores the AssessmentResult, and enqueues the results e-mail to
 * the student, in the page's language, in one statement (ADR 0030).
 */
export const submitAssessment = defineFunction({
  name: "submitAssessment",
  input: assessmentSubmissionSchema,
  rateLimit: "submissions",
  async handler({ app, caller, idempotencyKey }, submission): Promise<AssessmentAnswer> {
    const score = scoreAssessment(submission.answers);
    const { answer, changes } = await app.submissions.write({
      functionName: "submitAssessment",
      key: idempotencyKey(),
      input: submission,
      caller: caller.kind === "user" ? { kind: "service", onBehalfOf: caller.user } : asService,
      entity: productEntity(app, "AssessmentResult"),
      record: {
        first_name: submission.first_name,
        last_name: submission.last_name,
        email: submission.email,
        answers: submission.answers,
        category_scores: score.categories,
        overall_score: score.overall,
        tier: score.tier.name,
      },
      emails: [assessmentResultsEmail(submission, score, emberMailContext(app), submission.language)],
      answer: (id): AssessmentAnswer => ({
        ok: true,
        id,
        overall_score: score.overall,
        tier: score.tier.name,
      }),
    });
    // Committed: staff watching AssessmentResult in realtime see it. A repeated key wrote nothing.
    app.recordChanges.notifyAll(changes);
    app.mail.kick();
    return answer;
  },
});
