import { type ApplicationSubmission, pathOf, programInterests, siteConfig } from "@ember/domain";
import { useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useLocalizedTo } from "../../app/link.tsx";
import { withEarlyInput } from "../../app/scripts-after-paint.ts";
import { ChoiceGroup, TextAreaField, TextField } from "../../components/form-fields.tsx";
import { FormStatus } from "../../components/form-status.tsx";
import { ScriptedOrPosted } from "../../components/no-script-submit.tsx";
import { SchedulingFormKit } from "../../components/scheduling-form-kit.tsx";
import { SubmitRow } from "../../components/submit-row.tsx";
import { formatMessage } from "../../i18n/format-message.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { localFieldErrorText } from "../../lib/field-error-text.ts";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver.ts";
import { useFormSubmission } from "../../lib/use-form-submission.ts";
import {
  type ApplicationFormValues,
  applicationFieldOrder,
  emptyApplication,
  isApplicationIncomplete,
} from "./application-form-values.ts";
import { ApplicationSuccess, awardedBadge } from "./application-success.tsx";

// The domain schema is the rule; the form only differs in holding null before a path is chosen, which
// the schema refuses, so the resolver is typed by the form's values rather than the rules copied.
const resolver = lazyZodResolver<ApplicationFormValues, ApplicationSubmission>(() =>
  import("@ember/domain/form-schemas").then((schemas) => schemas.applicationSchema),
);

/**
 * GetStarted's Application Form (product.md#applying, #application, #application-rules) and, once sent, its
 * success screen.
 */
export function ApplicationForm() {
  const { language, messages: m } = useLanguage();
  const copy = m.forms.application;
  const [defaultValues] = useState(() => withEarlyInput(emptyApplication, applicationFieldOrder));
  const form = useForm<ApplicationFormValues, unknown, ApplicationSubmission>({
    resolver,
    defaultValues,
    shouldFocusError: false,
  });
  const submitRef = useRef<HTMLButtonElement>(null);
  const localize = useLocalizedTo();
  const { state, onSubmit } = useFormSubmission({
    form,
    functionName: "submitApplication",
    fieldOrder: applicationFieldOrder,
    onFailure: () => submitRef.current?.focus(),
  });
  const [full_name, email, program_interest] = useWatch({
    control: form.control,
    name: ["full_name", "email", "program_interest"],
  });

  if (state.status === "submitted") return <ApplicationSuccess answer={state.answer} />;

  const { errors } = form.formState;
  const errorOf = (field: keyof ApplicationFormValues) => {
    const message = errors[field]?.message;
    return message ? localFieldErrorText(message, m.forms.validation, language) : undefined;
  };
  const submitting = state.status === "submitting";
  const incomplete = isApplicationIncomplete({ full_name, email, program_interest });
  const failureAlert = formatMessage(copy.failureAlert, { email: siteConfig.contactEmail });
  const field = (name: (typeof applicationFieldOrder)[number]) => ({
    id: `application-${name}`,
    label: copy.fields[name].label,
    error: errorOf(name),
    registration: form.register(name),
  });

  const programChoices = programInterests.map((value) => ({ value, label: copy.programChoices[value] }));

  return (
    <>
      <form
        method="post"
        action={localize(pathOf("GetStarted", siteConfig))}
        noValidate
        onSubmit={onSubmit}
        aria-label={copy.formName}
        className="flex flex-col gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("full_name")} required autoComplete="name" className="sm:col-span-2" />
          <TextField {...field("email")} required type="email" autoComplete="email" />
          <TextField {...field("phone")} type="tel" autoComplete="tel" />
        </div>
        <ChoiceGroup
          {...field("program_interest")}
          required
          type="radio"
          choices={programChoices}
          listClassName="sm:grid-cols-2"
        />
        <TextAreaField {...field("current_situation")} />
        <TextAreaField {...field("goals")} />
        <TextField {...field("heard_about_us")} />
        <FormStatus state={state} failureAlert={failureAlert} invalidSummary={m.forms.invalidSummary} />
        <ScriptedOrPosted
          label={copy.submit}
          scripted={
            <SubmitRow
              label={submitting ? copy.submitting : copy.submit}
              disabled={submitting || incomplete}
              hint={incomplete ? copy.submitHint : null}
              hintId="application-submit-hint"
              buttonRef={submitRef}
            />
          }
        />
      </form>
      <SchedulingFormKit success={<ApplicationSuccess answer={awardedBadge} />} failureAlert={failureAlert} />
    </>
  );
}
