import type * as React from "react";
import { useMessages } from "../../i18n/language-provider.tsx";
import { cn } from "../../lib/cn.ts";

/** A full-screen loading indicator, announced as "Loading" in the visitor's language. */
export function FullScreenSpinner({ className, ...props }: React.ComponentProps<"div">) {
  const { shell } = useMessages();
  return (
    <div
      role="status"
      aria-label={shell.loading}
      data-slot="full-screen-spinner"
      className={cn("fixed inset-0 z-50 items-center justify-center bg-background", className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-secondary border-t-primary motion-reduce:animate-[spin_3s_linear_infinite]"
      />
    </div>
  );
}
