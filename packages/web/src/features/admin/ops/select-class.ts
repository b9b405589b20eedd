/** A native select in the look of the site's inputs (components/ui/input.tsx). */
export const selectClass =
  "min-h-11 w-full min-w-0 rounded-xl border border-border bg-card px-3 py-2.5 text-base text-foreground shadow-xs hover:border-muted-foreground";
