import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "../lib/cn.ts";
import { describedBy, Field, FieldError, FieldHint, FieldLabel, fieldIdsOf } from "./ui/field.tsx";
import { Choice, Input, Textarea } from "./ui/input.tsx";

interface FieldProps {
  /** The control's id; unique on the page. */
  id: string;
  label: string;
  hint?: string;
  /** The error sentence to show, if any. */
  error?: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A labelled one-line input bound to react-hook-form. */
export function TextField({
  id,
  label,
  hint,
  error,
  registration,
  required,
  disabled,
  className,
  type = "text",
  autoComplete,
}: FieldProps & { type?: "text" | "email" | "tel"; autoComplete?: string }) {
  return (
    <Field className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldHint id={id}>{hint}</FieldHint>
      <Input
        {...registration}
        {...describedBy(id, { hint, error })}
        type={type}
        autoComplete={autoComplete}
        required={required}
        disabled={disabled}
      />
      <FieldError id={id}>{error}</FieldError>
    </Field>
  );
}

/** A labelled multi-line answer bound to react-hook-form. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  registration,
  required,
  disabled,
  className,
}: FieldProps) {
  return (
    <Field className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldHint id={id}>{hint}</FieldHint>
      <Textarea
        {...registration}
        {...describedBy(id, { hint, error })}
        rows={3}
        required={required}
        disabled={disabled}
      />
      <FieldError id={id}>{error}</FieldError>
    </Field>
  );
}

/**
 * A group of radios or checkboxes under a legend. The group carries the hint and error
 * (aria-describedby on the fieldset); each choice is marked invalid so focus lands on an invalid control.
 */
export function ChoiceGroup({
  id,
  label,
  hint,
  error,
  registration,
  disabled,
  className,
  listClassName,
  type,
  choices,
}: FieldProps & {
  type: "radio" | "checkbox";
  choices: readonly { readonly value: string; readonly label: ReactNode }[];
  listClassName?: string;
}) {
  const ids = fieldIdsOf(id);
  const describing = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ");
  return (
    <fieldset
      id={id}
      aria-describedby={describing || undefined}
      className={cn("flex min-w-0 flex-col gap-1.5", className)}
    >
      <legend className="mb-1.5 font-semibold text-foreground">{label}</legend>
      <FieldHint id={id}>{hint}</FieldHint>
      <ul className={cn("grid gap-2", listClassName)}>
        {choices.map((choice, i) => (
          <li key={choice.value}>
            <label
              htmlFor={`${id}-${i}`}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-border bg-card px-3 py-2.5 has-checked:border-primary has-checked:bg-accent"
            >
              <Choice
                {...registration}
                id={`${id}-${i}`}
                type={type}
                value={choice.value}
                aria-invalid={error ? true : undefined}
                disabled={disabled}
              />
              <span className="min-w-0 break-words">{choice.label}</span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={id}>{error}</FieldError>
    </fieldset>
  );
}
