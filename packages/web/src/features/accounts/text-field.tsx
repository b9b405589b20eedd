import type * as React from "react";
import { describedBy, Field, FieldError, FieldHint, FieldLabel } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";

/** A labelled input with its hint and error tied to it (aria-describedby). */
export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: string; hint?: string; error?: string } & React.ComponentProps<"input">) {
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldHint id={id}>{hint}</FieldHint>
      <Input {...input} {...describedBy(id, { hint, error })} />
      <FieldError id={id}>{error}</FieldError>
    </Field>
  );
}
