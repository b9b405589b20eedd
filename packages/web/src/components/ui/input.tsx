import type * as React from "react";
import { cn } from "../../lib/cn.ts";

const controlClass =
  "w-full min-w-0 rounded-xl border border-input bg-card px-3 py-2.5 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground hover:border-muted-foreground aria-invalid:border-destructive disabled:opacity-60";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input data-slot="input" className={cn(controlClass, "min-h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea data-slot="textarea" className={cn(controlClass, "min-h-28 resize-y", className)} {...props} />
  );
}

/** A native checkbox or radio in the brand colour, large enough to hit on a phone. */
export function Choice({ className, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      data-slot="choice"
      className={cn("mt-0.5 size-5 shrink-0 accent-primary aria-invalid:outline-destructive", className)}
      {...props}
    />
  );
}
