import type { ReactNode } from "react";
import { cn } from "../../../lib/cn.ts";

/** A result of an action, announced politely; `error` ones in the destructive colour. */
export function StatusNote({ tone, children }: { tone: "ok" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-xl border px-4 py-3 text-sm font-semibold",
        tone === "error" ? "border-destructive text-destructive" : "border-border bg-muted text-foreground",
      )}
    >
      {children}
    </p>
  );
}
