import type * as React from "react";
import { cn } from "../../lib/cn.ts";

/** The ids that tie a control to its hint and error (aria-describedby). */
export function fieldIdsOf(id: string) {
  return { control: id, hint: `${id}-hint`, error: `${id}-error` };
}

/** The accessibility attributes of a control with an optional hint and error. */
export function describedBy(id: string, { hint, error }: { hint?: string; error?: string }) {
  const ids = fieldIdsOf(id);
  const describing = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ");
  return {
    id: ids.control,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describing || undefined,
  } as const;
}

export function FieldLabel({
  className,
  htmlFor,
  children,
  ...props
}: React.ComponentProps<"label"> & { htmlFor: string }) {
  return (
    <label
      data-slot="field-label"
      htmlFor={htmlFor}
      className={cn("font-semibold text-foreground", className)}
      {...props}
    >
      {children}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={fieldIdsOf(id).hint} data-slot="field-hint" className="text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/** The field's error, read with the field (aria-describedby) when it takes focus. */
export function FieldError({ id, children }: { id: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={fieldIdsOf(id).error} data-slot="field-error" className="text-sm font-semibold text-destructive">
      {children}
    </p>
  );
}

/** One question: label (or legend), hint, control, error, stacked. */
export function Field({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="field" className={cn("flex min-w-0 flex-col gap-1.5", className)} {...props} />;
}
