import {
  communityOptions,
  type FirePlanSubmission,
  type FirePlanForm as FirePlanValues,
  pathOf,
  recommendedMaxCommunities,
  siteConfig,
} from "@ember/domain";
import { type ReactNode, useRef, useState } from "react";
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
import { formatCount } from "../../i18n/number-format.ts";
import { localFieldErrorText } from "../../lib/field-error-text.ts";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver.ts";
import { useFormSubmission } from "../../lib/use-form-submission.ts";
import {
  emptyFirePlan,
  type FirePlanField,
  firePlanFieldOrder,
  isFirePlanIncomplete,
} from "./fire-plan-form-values.ts";
import { FirePlanSuccess, sharedFireBadge } from "./fire-plan-success.tsx";

const resolver = lazyZodResolver<FirePlanValues, FirePlanSubmission>(() =>
  import("@ember/domain/form-schemas").then((schemas) => schemas.firePlanSchema),
);

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-5 border-t border-border pt-6 first:border-t-0 first:pt-0">
      <h3 className="font-serif text-xl font-semibold">{title}</h3>
      {children}
    </div>
  );
}

/**
 * ShareYourFire's planning form 'Do You Have That Fire?' (product.md#the-planning-form, #userprofile,
 * #planning-form-rules) and its success screen.
 */
export function FirePlanForm() {
  const { language, messages: m } = useLanguage();
  const copy = m.forms.firePlan;
  const [defaultValues] = useState(() => withEarlyInput(emptyFirePlan, firePlanFieldOrder));
  const form = useForm({ resolver, defaultValues, shouldFocusError: false });
  const submitRef = useRef<HTMLButtonElement>(null);
  const localize = useLocalizedTo();
  const { state, onSubmit } = useFormSubmission({
    form,
    functionName: "submitFirePlan",
    fieldOrder: firePlanFieldOrder,
    onFailure: () => submitRef.current?.focus(),
  });
  const [user_email, cause_commitment, communities_impacted] = useWatch({
    control: form.control,
    name: ["user_email", "cause_commitment", "communities_impacted"],
  });

  if (state.status === "submitted") return <FirePlanSuccess answer={state.answer} />;

  const { errors } = form.formState;
  const submitting = state.status === "submitting";
  const incomplete = isFirePlanIncomplete({ user_email, cause_commitment, communities_impacted });
  const failureAlert = formatMessage(copy.failureAlert, { email: siteConfig.contactEmail });
  const field = (name: FirePlanField) => {
    const message = errors[name]?.message;
    return {
      id: `fire-${name}`,
      label: copy.fields[name].label,
      error: message ? localFieldErrorText(message, m.forms.validation, language) : undefined,
      registration: form.register(name),
    };
  };
  const answer = (name: FirePlanField) => <TextAreaField {...field(name)} required />;
  const max = { max: formatCount(language, recommendedMaxCommunities) };
  // The communities keep their English value (what the server stores); the catalog gives their names.
  const communityChoices = communityOptions.map((value, i) => ({
    value,
    label: copy.communities[i] ?? value,
  }));
  const yesNoChoices = (["yes", "no"] as const).map((value) => ({ value, label: copy.yesNo[value] }));

  return (
    <>
      <form
        method="post"
        action={localize(pathOf("ShareYourFire", siteConfig))}
        noValidate
        onSubmit={onSubmit}
        aria-label={copy.formName}
        className="flex flex-col gap-6"
      >
        <Group title={copy.groups.you}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField {...field("first_name")} required autoComplete="given-name" />
            <TextField {...field("last_name")} required autoComplete="family-name" />
            <TextField
              {...field("user_email")}
              required
              type="email"
              autoComplete="email"
              className="sm:col-span-2"
            />
          </div>
        </Group>
        <Group title={copy.groups.fire}>
          {answer("cause_commitment")}
          {answer("why_important")}
          <ChoiceGroup
            {...field("communities_impacted")}
            label={formatMessage(copy.fields.communities_impacted.label, max)}
            type="checkbox"
            hint={formatMessage(copy.fields.communities_impacted.hint, max)}
            choices={communityChoices}
            listClassName="sm:grid-cols-2 lg:grid-cols-3"
          />
        </Group>
        <Group title={copy.groups.plan}>
          {answer("specific_progress_3_4_months")}
          {answer("success_definition")}
          {answer("research_approach")}
          {answer("interested_audiences")}
          {answer("communication_methods")}
          {answer("tracking_lessons")}
          {answer("feedback_methods")}
          <TextAreaField {...field("safety_risks")} hint={copy.fields.safety_risks.hint} />
        </Group>
        <Group title={copy.groups.emergency}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField {...field("emergency_contact_first")} required />
            <TextField {...field("emergency_contact_last")} required />
            <TextField {...field("emergency_phone")} required type="tel" className="sm:col-span-2" />
          </div>
        </Group>
        <Group title={copy.groups.next}>
          <ChoiceGroup
            {...field("enrolled_leadership_series")}
            type="radio"
            choices={yesNoChoices}
            listClassName="grid-cols-2 sm:max-w-sm"
          />
          <TextAreaField {...field("ready_to_continue")} />
        </Group>
        <FormStatus state={state} failureAlert={failureAlert} invalidSummary={m.forms.invalidSummary} />
        <ScriptedOrPosted
          label={copy.submit}
          scripted={
            <SubmitRow
              label={submitting ? copy.submitting : copy.submit}
              disabled={submitting || incomplete}
              hint={incomplete ? copy.submitHint : null}
              hintId="fire-submit-hint"
              buttonRef={submitRef}
            />
          }
        />
      </form>
      <SchedulingFormKit success={<FirePlanSuccess answer={sharedFireBadge} />} failureAlert={failureAlert} />
    </>
  );
}
