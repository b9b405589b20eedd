import { invokeAdmin } from "./admin-calls.ts";

export const outboxStatuses = ["pending", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export interface OutboxSummary {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly status: OutboxStatus;
  readonly attempts: number;
  readonly last_error: string | null;
  readonly delivered_via: string | null;
  readonly created_date: string;
  readonly sent_date: string | null;
}

export interface OutboxMessage extends OutboxSummary {
  readonly from_name: string | null;
  readonly text: string;
  readonly html: string;
  readonly history: readonly {
    attempt: number;
    outcome: string;
    error: string | null;
    attempted_at: string;
  }[];
}

export const listEmails = (status: OutboxStatus | "", limit: number, offset: number) =>
  invokeAdmin<{ emails: OutboxSummary[]; total: number }>("adminListEmails", {
    ...(status ? { status } : {}),
    limit,
    offset,
  });

export const readEmail = (id: string) => invokeAdmin<OutboxMessage>("adminReadEmail", { id });

export const retryEmail = (id: string) => invokeAdmin<OutboxSummary>("adminRetryEmail", { id });
