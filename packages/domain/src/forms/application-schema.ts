import { z } from "zod";
import { programInterests } from "./form-choices.ts";
import { emailAddress, optionalLine, optionalPhone, optionalText, requiredLine } from "./form-fields.ts";
import { formMessages } from "./form-messages.ts";
import { pageLanguageField } from "./page-language.ts";

/** The longest value of each field; the same bounds as entities/Application.json. */
export const applicationLimits = {
  full_name: 200,
  phone: 50,
  current_situation: 5000,
  goals: 5000,
  heard_about_us: 500,
} as const;

/**
 * The Application Form (product.md#application, rules #application-rules): full_name, email and
 * program_interest are required; the rest may be empty (parsed to undefined). The same schema validates the
 * form and `submitApplication`. `language` is the page's (the welcome e-mail is written in it), not a field
 * of the form or of the stored Application.
 */
export const applicationSchema = z.object({
  full_name: requiredLine(applicationLimits.full_name),
  email: emailAddress(),
  phone: optionalPhone(),
  program_interest: z.enum(programInterests, { error: formMessages.programChoice }),
  current_situation: optionalText(applicationLimits.current_situation),
  goals: optionalText(applicationLimits.goals),
  heard_about_us: optionalLine(applicationLimits.heard_about_us),
  language: pageLanguageField(),
});

/** What the form holds (optional fields may be empty strings). */
export type ApplicationForm = z.input<typeof applicationSchema>;
/** What the server stores and mails: trimmed, empty optional fields absent. */
export type ApplicationSubmission = z.output<typeof applicationSchema>;
