import { cn } from "../../lib/cn.ts";

/** A board section's place while its figures load, or after they failed: announced, not a blank. */
export function BoardPending({ message, failed }: { message: string | undefined; failed: boolean }) {
  return (
    <p
      role="status"
      className={cn("mt-6", failed ? "font-semibold text-destructive" : "text-muted-foreground")}
    >
      {message}
    </p>
  );
}
