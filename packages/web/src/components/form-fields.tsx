import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "../lib/cn.ts";
import { describedBy, Field, FieldError, FieldHint, FieldLabel } from "./ui/field.tsx";
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

/** The label, hint and error around one control; the control itself comes as children. */
function LabelledControl({
  id,
  label,
  hint,
  error,
  className,
  children,
}: Pick<FieldProps, "id" | "label" | "hint" | "error" | "className"> & { children: ReactNode }) {
  return (
    <Field className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldHint id={id}>{hint}</FieldHint>
      {children}
      <FieldError id={id}>{error}</FieldError>
    </Field>
  );
}

/** A labelled one-line input bound to react-hook-form. */
export function TextField({
  registration,
  required,
  disabled,
  type = "text",
  autoComplete,
  ...frame
}: FieldProps & { type?: "text" | "email" | "tel"; autoComplete?: string }) {
  return (
    <LabelledControl {...frame}>
      <Input
        {...registration}
        {...describedBy(frame.id, frame)}
        type={type}
        // Addresses and numbers read left to right, also on a right-to-left page (Arabic).
        dir={type === "text" ? undefined : "ltr"}
        autoComplete={autoComplete}
        required={required}
        disabled={disabled}
      />
    </LabelledControl>
  );
}

/** A labelled multi-line answer bound to react-hook-form. */
export function TextAreaField({ registration, required, disabled, ...frame }: FieldProps) {
  return (
    <LabelledControl {...frame}>
      <Textarea
        {...registration}
        {...describedBy(frame.id, frame)}
        rows={3}
        required={required}
        disabled={disabled}
      />
    </LabelledControl>
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
  required,
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
  return (
    <fieldset
      id={id}
      aria-describedby={describedBy(id, { hint, error })["aria-describedby"]}
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
                // A required radio group says so on each radio, as browsers and screen readers expect; on a
                // checkbox it would mean that box must be ticked, so checkbox groups say it in their hint.
                required={type === "radio" && required ? true : undefined}
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
