import {
  type AssessmentCategoryKey,
  assessmentCategories,
  assessmentCategoryKeys,
  QUESTIONS_PER_CATEGORY,
} from "@ember/domain";

/** The contact fields of step 0, as typed. */
export interface AssessmentContact {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
}

/** Per category, question index to the chosen answer (product.md#assessment-answers). */
export type WizardAnswers = Readonly<Record<AssessmentCategoryKey, Readonly<Record<number, number>>>>;

/** Step 0 is the contact form, 1-5 the categories, 6 the results (product.md#the-assessment-wizard). */
export const CATEGORY_STEPS = assessmentCategories.length;
export const RESULTS_STEP = CATEGORY_STEPS + 1;

export const emptyContact: AssessmentContact = { first_name: "", last_name: "", email: "" };

export const emptyAnswers = (): WizardAnswers =>
  Object.fromEntries(assessmentCategoryKeys.map((key) => [key, {}])) as WizardAnswers;

/** product.md#assessment-rules: 'Begin Assessment' only when all three fields hold something. */
export const isContactComplete = (contact: AssessmentContact): boolean =>
  contact.first_name.trim() !== "" && contact.last_name.trim() !== "" && contact.email.trim() !== "";

/**
 * product.md#the-assessment-wizard: a category step goes forward only when all five of its statements are
 * answered.
 */
export const isCategoryComplete = (answers: Readonly<Record<number, number>>): boolean =>
  Array.from({ length: QUESTIONS_PER_CATEGORY }, (_, i) => answers[i]).every((v) => v !== undefined);

/** product.md#the-assessment-wizard: progress = step / 6 x 100. */
export const progressPercent = (step: number): number => (step / RESULTS_STEP) * 100;

export const withAnswer = (
  answers: WizardAnswers,
  category: AssessmentCategoryKey,
  question: number,
  value: number,
): WizardAnswers => ({ ...answers, [category]: { ...answers[category], [question]: value } });
