import {
  applicationSchema,
  assessmentCategoryKeys,
  firePlanSchema,
  type PageId,
  QUESTIONS_PER_CATEGORY,
  scoreAssessment,
} from "@ember/domain";

/** The functions that store the site's three public forms. */
export type FormFunction = "submitApplication" | "submitFirePlan" | "submitAssessment";

/**
 * One of the site's forms as the browser posts it without scripts (decision 0066): which page shows it,
 * which server function stores it, and how the posted fields become that function's input. The function's
 * own schema then judges the input, exactly as for a scripted submission.
 */
export interface PostedForm {
  readonly page: PageId;
  readonly functionName: FormFunction;
  /** The function's input, without the page's language: only the form's own fields are read. */
  inputOf(fields: URLSearchParams): Record<string, unknown>;
  /** The name of the control an input path names ('communities_impacted.3' -> communities_impacted). */
  controlOf(path: readonly PropertyKey[]): string;
  /** Which of the page's prerendered success screens shows this stored input. */
  successOf(input: Record<string, unknown>): string;
}

/**
 * A field posted once is its text; a field the browser never posts (no radio chosen) is absent; one posted
 * twice is a list, which the schema refuses as not text rather than this picking one of them.
 */
function single(fields: URLSearchParams, name: string): string | string[] | undefined {
  const values = fields.getAll(name);
  if (values.length === 0) return undefined;
  return values.length === 1 ? values[0] : values;
}

const fieldNames = (shape: Record<string, unknown>) => Object.keys(shape).filter((n) => n !== "language");

function singleFields(names: readonly string[], fields: URLSearchParams): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, single(fields, name)]));
}

const firstSegment = (path: readonly PropertyKey[]) => String(path[0] ?? "");

const applicationFields = fieldNames(applicationSchema.shape);

const application: PostedForm = {
  page: "GetStarted",
  functionName: "submitApplication",
  inputOf: (fields) => singleFields(applicationFields, fields),
  controlOf: firstSegment,
  successOf: () => "submitted",
};

/** Check-box groups: every ticked box posts the field once, and none posts nothing (an empty choice). */
const firePlanLists = new Set(["communities_impacted"]);
const firePlanFields = fieldNames(firePlanSchema.shape);

const firePlan: PostedForm = {
  page: "ShareYourFire",
  functionName: "submitFirePlan",
  inputOf: (fields) =>
    Object.fromEntries(
      firePlanFields.map((name) => [
        name,
        firePlanLists.has(name) ? fields.getAll(name) : single(fields, name),
      ]),
    ),
  controlOf: firstSegment,
  successOf: () => "submitted",
};

/** An answer's radio posts its value, '0' to '4'; anything else goes to the schema as it came. */
function answerOf(fields: URLSearchParams, name: string): unknown {
  const value = single(fields, name);
  return typeof value === "string" && /^\d{1,2}$/.test(value) ? Number(value) : value;
}

/** The radios of one statement are named after its answer: 'answers.academics.0'. */
const answerName = (category: string, question: number | string) => `answers.${category}.${question}`;

const assessment: PostedForm = {
  page: "Assessments",
  functionName: "submitAssessment",
  inputOf: (fields) => ({
    ...singleFields(["first_name", "last_name", "email"], fields),
    answers: Object.fromEntries(
      assessmentCategoryKeys.map((category) => [
        category,
        Object.fromEntries(
          Array.from({ length: QUESTIONS_PER_CATEGORY }, (_, i) => [
            String(i),
            answerOf(fields, answerName(category, i)),
          ]),
        ),
      ]),
    ),
  }),
  controlOf: (path) =>
    path[0] === "answers" && path.length >= 3
      ? answerName(String(path[1]), String(path[2]))
      : firstSegment(path),
  successOf: (input) => scoreAssessment(input.answers as Parameters<typeof scoreAssessment>[0]).tier.key,
};

/** The forms by the English path of the page that shows them. */
export const postedForms: ReadonlyMap<string, PostedForm> = new Map(
  [application, firePlan, assessment].map((form) => [`/${form.page}`, form]),
);
