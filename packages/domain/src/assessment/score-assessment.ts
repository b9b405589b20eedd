import {
  type AssessmentAnswers,
  type AssessmentCategoryKey,
  assessmentCategoryKeys,
  type CategoryAnswers,
} from "./assessment-categories.ts";
import { type AssessmentTier, assessmentTiers } from "./assessment-tiers.ts";

export interface AssessmentScore {
  /** Each category's mean answer, 0 when it has none (product.md#the-assessment-wizard). */
  readonly categories: Readonly<Record<AssessmentCategoryKey, number>>;
  /** The mean of the category scores above 0; 0 when there are none. */
  readonly overall: number;
  readonly tier: AssessmentTier;
}

// Means of small integers are fractions like 1/5 that binary floating point cannot hold exactly, so the
// mean of 0.2, 0.2, 4, 0.2 and 0.4 comes out as 1.0000000000000002 and would cross the threshold at 1.
// Rounding far below the one decimal anyone sees makes the thresholds behave as written.
const settle = (value: number) => Math.round(value * 1e9) / 1e9;

function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return settle(values.reduce((sum, v) => sum + v, 0) / values.length);
}

function categoryScore(answers: CategoryAnswers | undefined): number {
  if (!answers) return 0;
  return mean(Object.values(answers).filter((v): v is number => typeof v === "number"));
}

/**
 * The tier of an overall score: at most 1, at most 2, at most 3.25, above 3.25
 * (product.md#the-assessment-wizard).
 */
export function tierForScore(overall: number): AssessmentTier {
  const tier = assessmentTiers.find((t) => t.upTo !== null && overall <= t.upTo);
  return tier ?? (assessmentTiers[assessmentTiers.length - 1] as AssessmentTier);
}

/**
 * Scores the assessment exactly as product.md#the-assessment-wizard says. The browser runs it for instant
 * results and the server runs it again on what it receives, so the stored and e-mailed score never depends on
 * the browser's word.
 */
export function scoreAssessment(answers: AssessmentAnswers): AssessmentScore {
  const categories = Object.fromEntries(
    assessmentCategoryKeys.map((key) => [key, categoryScore(answers[key])]),
  ) as Record<AssessmentCategoryKey, number>;
  const overall = mean(Object.values(categories).filter((score) => score > 0));
  return { categories, overall, tier: tierForScore(overall) };
}

/** A score as the results show it: one decimal ('3.4'). */
export const formatScore = (score: number): string => (Math.round(score * 10) / 10).toFixed(1);

const oneDecimal = new Map<string, Intl.NumberFormat>();

/**
 * A score to one decimal as `language` writes it ('3.4', '3,4', '٣٫٤'), rounded first as formatScore
 * rounds (2.05 to 2.1), so the results page, the no-script results and the e-mail agree; Intl alone would
 * round the binary value 2.0499... down.
 */
export function scoreInLanguage(language: string, score: number): string {
  let format = oneDecimal.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    oneDecimal.set(language, format);
  }
  return format.format(Math.round(score * 10) / 10);
}
