import { z } from "zod";
import { communityOptions } from "./form-choices.ts";
import { emailAddress, optionalText, requiredLine, requiredPhone, requiredText } from "./form-fields.ts";
import { formMessages } from "./form-messages.ts";
import { pageLanguageField } from "./page-language.ts";

/**
 * The longest value of each field. The answers are stored together as one JSON string (UserProfile's
 * purpose_discovery, at most 50,000 characters), so ten answers at their limit, even when every character
 * needs escaping in JSON, must still fit: 10 x 2,000 x 2 plus the names and communities.
 */
export const firePlanLimits = { name: 100, answer: 2000, cause_commitment: 5000 } as const;

const answer = () => requiredText(firePlanLimits.answer);
const name = () => requiredLine(firePlanLimits.name);

/**
 * The planning form 'Do You Have That Fire?' (product.md#userprofile client-side fields, rules
 * #planning-form-rules). The same schema validates the form and `submitFirePlan`. `language` is the page's
 * (the welcome e-mail is written in it), not a field of the form.
 */
export const firePlanSchema = z.object({
  first_name: name(),
  last_name: name(),
  user_email: emailAddress(),
  cause_commitment: requiredText(firePlanLimits.cause_commitment),
  why_important: answer(),
  communities_impacted: z
    .array(z.enum(communityOptions, { error: formMessages.community }), {
      error: (issue) => (issue.input === undefined ? formMessages.required : formMessages.communityList),
    })
    .min(1, { error: formMessages.chooseCommunity })
    .max(communityOptions.length, { error: formMessages.tooManyCommunities })
    .transform((list) => [...new Set(list)]),
  specific_progress_3_4_months: answer(),
  success_definition: answer(),
  research_approach: answer(),
  interested_audiences: answer(),
  communication_methods: answer(),
  tracking_lessons: answer(),
  feedback_methods: answer(),
  safety_risks: optionalText(firePlanLimits.answer),
  ready_to_continue: optionalText(firePlanLimits.answer),
  emergency_contact_first: name(),
  emergency_contact_last: name(),
  emergency_phone: requiredPhone(),
  enrolled_leadership_series: z
    .enum(["yes", "no", ""], { error: formMessages.yesOrNo })
    .nullish()
    .transform((value) => (value ? value : undefined)),
  language: pageLanguageField(),
});

/** What the form holds. */
export type FirePlanForm = z.input<typeof firePlanSchema>;
/** What the server stores and mails: trimmed, empty optional fields absent, communities without repeats. */
export type FirePlanSubmission = z.output<typeof firePlanSchema>;

/**
 * UserProfile's purpose_discovery object (product.md#userprofile): the answers under their stored names, with
 * specific_progress_3_4_months as specific_progress and the emergency contact's names joined by one space.
 */
export function purposeDiscoveryOf(plan: FirePlanSubmission): Record<string, unknown> {
  return {
    why_important: plan.why_important,
    communities_impacted: plan.communities_impacted,
    specific_progress: plan.specific_progress_3_4_months,
    success_definition: plan.success_definition,
    research_approach: plan.research_approach,
    interested_audiences: plan.interested_audiences,
    communication_methods: plan.communication_methods,
    tracking_lessons: plan.tracking_lessons,
    feedback_methods: plan.feedback_methods,
    safety_risks: plan.safety_risks ?? "",
    ready_to_continue: plan.ready_to_continue ?? "",
    first_name: plan.first_name,
    last_name: plan.last_name,
    emergency_contact: `${plan.emergency_contact_first} ${plan.emergency_contact_last}`,
    emergency_phone: plan.emergency_phone,
    enrolled_leadership_series: plan.enrolled_leadership_series ?? "",
  };
}
