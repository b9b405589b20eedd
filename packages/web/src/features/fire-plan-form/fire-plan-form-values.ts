import type { FirePlanForm } from "@ember/domain";

/** The planning form's fields top to bottom: the order errors take focus in. */
export const firePlanFieldOrder = [
  "first_name",
  "last_name",
  "user_email",
  "cause_commitment",
  "why_important",
  "communities_impacted",
  "specific_progress_3_4_months",
  "success_definition",
  "research_approach",
  "interested_audiences",
  "communication_methods",
  "tracking_lessons",
  "feedback_methods",
  "safety_risks",
  "emergency_contact_first",
  "emergency_contact_last",
  "emergency_phone",
  "enrolled_leadership_series",
  "ready_to_continue",
] as const satisfies readonly (keyof FirePlanForm)[];

export type FirePlanField = (typeof firePlanFieldOrder)[number];

export const emptyFirePlan: FirePlanForm = {
  first_name: "",
  last_name: "",
  user_email: "",
  cause_commitment: "",
  why_important: "",
  communities_impacted: [],
  specific_progress_3_4_months: "",
  success_definition: "",
  research_approach: "",
  interested_audiences: "",
  communication_methods: "",
  tracking_lessons: "",
  feedback_methods: "",
  safety_risks: "",
  ready_to_continue: "",
  emergency_contact_first: "",
  emergency_contact_last: "",
  emergency_phone: "",
  enrolled_leadership_series: "",
};

/**
 * product.md#planning-form-rules: submit stays disabled when user_email or cause_commitment is empty or no
 * community is chosen. The other required answers are checked on submit, where their errors can be shown.
 */
export function isFirePlanIncomplete(
  values: Pick<FirePlanForm, "user_email" | "cause_commitment" | "communities_impacted">,
): boolean {
  return (
    !values.user_email?.trim() ||
    !values.cause_commitment?.trim() ||
    !Array.isArray(values.communities_impacted) ||
    values.communities_impacted.length === 0
  );
}
