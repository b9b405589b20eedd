import { assessmentSubmissionSchema, scoreAssessment } from "@ember/domain";
import type { Caller } from "../platform/caller.ts";
import type { EntityRecord } from "../platform/entities/record-rows.ts";
import { createRecord } from "../platform/entities/records-write.ts";
import { defineFunction } from "../platform/functions/function-registry.ts";
import { idempotencyKeyOf, runIdempotent } from "../services/idempotency/idempotent-call.ts";
import { assessmentResultsEmail } from "../services/mail/assessment-emails.ts";
import { enqueueEmail } from "../services/mail/outbox.ts";
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
 * The Student Wellbeing Assessment (SPEC 2.17, 4.4; ARCHITECTURE 3): scores the answers again with the
 * domain's scoreAssessment (a score the browser sends is dropped by the schema, never trusted), stores the
 * AssessmentResult, and enqueues the results e-mail to the student, in one transaction.
 */
export const submitAssessment = defineFunction({
  name: "submitAssessment",
  input: assessmentSubmissionSchema,
  rateLimit: "submissions",
  async handler({ app, request, caller }, submission): Promise<AssessmentAnswer> {
    const key = idempotencyKeyOf(request);
    const score = scoreAssessment(submission.answers);
    // Set by the transaction, announced once it has committed; a repeated Idempotency-Key writes nothing.
    let created: EntityRecord | undefined;
    const answer = await runIdempotent(
      app.db,
      { functionName: "submitAssessment", key, input: submission },
      async (tx): Promise<AssessmentAnswer> => {
        const author: Caller =
          caller.kind === "user" ? { kind: "service", onBehalfOf: caller.user } : asService;
        const record = await createRecord(tx, author, productEntity(app, "AssessmentResult"), {
          first_name: submission.first_name,
          last_name: submission.last_name,
          email: submission.email,
          answers: submission.answers,
          category_scores: score.categories,
          overall_score: score.overall,
          tier: score.tier.name,
        });
        created = record;
        await enqueueEmail(tx, assessmentResultsEmail(submission, score, app.mail.context));
        return { ok: true, id: record.id, overall_score: score.overall, tier: score.tier.name };
      },
    );
    if (created) app.recordChanges.notify("AssessmentResult", { type: "create", records: [created] });
    app.mail.kick();
    return answer;
  },
});
