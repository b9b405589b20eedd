import { assessmentLimits, EMAIL_MAX, pathOf, siteConfig } from "@ember/domain";
import { type FormEvent, useRef } from "react";
import { useLocalizedTo } from "../../app/link.tsx";
import { SubmitRow } from "../../components/submit-row.tsx";
import { Field, FieldLabel } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { assessmentContactBody } from "../../content/assessments.ts";
import { formatMessage } from "../../i18n/format-message.ts";
import { useMessages } from "../../i18n/language-provider.tsx";
import { Tx } from "../../i18n/tx.tsx";
import { NoScriptStatements } from "./no-script-assessment.tsx";
import { useFocusOnMount } from "./use-focus-on-mount.ts";
import { type AssessmentContact, isContactComplete } from "./wizard-state.ts";

const fields = [
  { name: "first_name", type: "text", autoComplete: "given-name", maxLength: assessmentLimits.name },
  { name: "last_name", type: "text", autoComplete: "family-name", maxLength: assessmentLimits.name },
  { name: "email", type: "email", autoComplete: "email", maxLength: EMAIL_MAX },
] as const;

/**
 * Step 0 (product.md#the-wellbeing-assessment, #assessment-rules): why it matters, who is asking, and
 * 'Begin Assessment' once all three are filled.
 */
export function ContactStep({
  contact,
  onChange,
  onBegin,
  focusHeading,
}: {
  contact: AssessmentContact;
  /** Takes an update of the latest contact, so answers typed in quick succession all stay. */
  onChange: (update: (contact: AssessmentContact) => AssessmentContact) => void;
  onBegin: () => void;
  focusHeading: boolean;
}) {
  const copy = useMessages().assessment.contact;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(headingRef, focusHeading);
  const localize = useLocalizedTo();
  const complete = isContactComplete(contact);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) onBegin();
  };

  return (
    <form
      method="post"
      action={localize(pathOf("Assessments", siteConfig))}
      noValidate
      onSubmit={submit}
      aria-labelledby="assessment-intro-title"
      className="flex flex-col gap-5"
    >
      <div>
        <h3
          id="assessment-intro-title"
          ref={headingRef}
          tabIndex={-1}
          className="font-serif text-2xl font-bold text-primary"
        >
          {copy.heading}
        </h3>
        {assessmentContactBody.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-muted-foreground">
            <Tx>{paragraph}</Tx>
          </p>
        ))}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <Field key={field.name} className={field.name === "email" ? "sm:col-span-2" : undefined}>
            <FieldLabel htmlFor={`assessment-${field.name}`}>{copy.labels[field.name]}</FieldLabel>
            <Input
              id={`assessment-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              required
              value={contact[field.name]}
              onChange={(event) => {
                const { value } = event.target;
                onChange((current) => ({ ...current, [field.name]: value }));
              }}
            />
          </Field>
        ))}
      </div>
      <p className="rounded-xl border border-border bg-accent px-4 py-3 text-accent-foreground">
        {formatMessage(copy.receive, { founderName: siteConfig.founderName })}
      </p>
      {/* Without scripts the whole assessment follows and ends with its own submit button. */}
      <div data-scripted-only="" className="noscript:hidden">
        <SubmitRow
          label={copy.begin}
          disabled={!complete}
          hint={complete ? null : copy.beginHint}
          hintId="assessment-begin-hint"
        />
      </div>
      <NoScriptStatements />
    </form>
  );
}
