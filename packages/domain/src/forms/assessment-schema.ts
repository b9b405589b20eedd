import { z } from "zod";
import {
  type AssessmentCategoryKey,
  assessmentCategoryKeys,
  MAX_ANSWER,
  QUESTIONS_PER_CATEGORY,
} from "../assessment/assessment-categories.ts";
import { emailAddress, requiredLine } from "./form-fields.ts";
import { pageLanguageField } from "./page-language.ts";

/** The longest first and last name; the same bounds as entities/AssessmentResult.json. */
export const assessmentLimits = { name: 100 } as const;

const answerMessage = `must be a whole number from 0 to ${MAX_ANSWER}`;

const answer = z
  .number({ error: (issue) => (issue.input === undefined ? "is required" : answerMessage) })
  .int({ error: answerMessage })
  .min(0, { error: answerMessage })
  .max(MAX_ANSWER, { error: answerMessage });

const questionKeys = Array.from({ length: QUESTIONS_PER_CATEGORY }, (_, i) => String(i));

const unknownKeys =
  (what: string) =>
  (issue: { code?: string; keys?: readonly string[]; input?: unknown }): string | undefined => {
    if (issue.code === "unrecognized_keys") return `has no ${what} ${issue.keys?.join(", ")}`;
    if (issue.input === undefined) return "is required";
    return "must be an object";
  };

// Strict objects: an answer to a question or category that does not exist is a client bug worth naming,
// not something to drop silently while storing the rest.
const categoryAnswers = z.strictObject(
  Object.fromEntries(questionKeys.map((key) => [key, answer])) as Record<string, typeof answer>,
  { error: unknownKeys("question") },
);

const answersSchema = z.strictObject(
  Object.fromEntries(assessmentCategoryKeys.map((key) => [key, categoryAnswers])) as Record<
    AssessmentCategoryKey,
    typeof categoryAnswers
  >,
  { error: unknownKeys("category") },
);

/**
 * What `submitAssessment` accepts (product.md#assessment-answers, #assessment-rules): the contact and every
 * one of the 25 answers, as `{ academics: { 0: 3, 1: 4, ... }, ... }`. Other top-level fields, such as a
 * score the browser worked out, are dropped: the server scores the answers itself. `language` is the page's:
 * the results e-mail is written in it.
 */
export const assessmentSubmissionSchema = z.object({
  first_name: requiredLine(assessmentLimits.name),
  last_name: requiredLine(assessmentLimits.name),
  email: emailAddress(),
  answers: answersSchema,
  language: pageLanguageField(),
});

export type AssessmentSubmissionInput = z.input<typeof assessmentSubmissionSchema>;
export type AssessmentSubmission = z.output<typeof assessmentSubmissionSchema>;
