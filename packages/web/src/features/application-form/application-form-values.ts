import { type ApplicationForm, type ProgramInterest, programInterests } from "@ember/domain";

/**
 * What the Application Form holds while it is being filled in: the domain schema's input, except that no
 * path is chosen yet (null) until the visitor picks one. The schema still refuses null on submit.
 */
export type ApplicationFormValues = Omit<ApplicationForm, "program_interest"> & {
  program_interest: ProgramInterest | null;
};

/** The form's fields top to bottom: the order errors take focus in. */
export const applicationFieldOrder = [
  "full_name",
  "email",
  "phone",
  "program_interest",
  "current_situation",
  "goals",
  "heard_about_us",
] as const satisfies readonly (keyof ApplicationFormValues)[];

export const emptyApplication: ApplicationFormValues = {
  full_name: "",
  email: "",
  phone: "",
  program_interest: null,
  current_situation: "",
  goals: "",
  heard_about_us: "",
};

/**
 * product.md#application-rules: submit stays disabled while full_name, email or program_interest is empty.
 */
export function isApplicationIncomplete(
  values: Pick<ApplicationFormValues, "full_name" | "email" | "program_interest">,
): boolean {
  return (
    !values.full_name?.trim() ||
    !values.email?.trim() ||
    !programInterests.includes(values.program_interest as ProgramInterest)
  );
}
