import { cn } from "../../../lib/cn.ts";
import { ownValue } from "../../../lib/own-value.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import type { OutboxStatus } from "./outbox-calls.ts";

/** An e-mail's status in words, failed ones marked in the destructive colour. */
export function EmailStatus({ status }: { status: OutboxStatus }) {
  const m = useAdminMessages().outbox.statuses;
  return (
    <span className={cn("font-semibold", status === "failed" ? "text-destructive" : "text-foreground")}>
      {ownValue(m, status) ?? status}
    </span>
  );
}
