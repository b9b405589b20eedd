import type { Queryable } from "../../db/database.ts";

/** The outbox as the staff console lists it: everything but the bodies. */
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
  readonly next_attempt_at: string;
}

export interface OutboxAttempt {
  readonly attempt: number;
  readonly outcome: string;
  readonly error: string | null;
  readonly transport: string;
  readonly attempted_at: string;
}

/** One e-mail with its bodies and every delivery attempt, for the console's message view. */
export interface OutboxMessage extends OutboxSummary {
  readonly from_name: string | null;
  readonly text: string;
  readonly html: string;
  readonly history: readonly OutboxAttempt[];
}

export const outboxStatuses = ["pending", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

type Timestamp = Date | string;
const iso = (value: Timestamp) => new Date(value).toISOString();

interface SummaryRow {
  id: string;
  to_address: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  delivered_via: string | null;
  created_date: Timestamp;
  sent_date: Timestamp | null;
  next_attempt_at: Timestamp;
}

// Staff read the redacted copy of an e-mail that carries a secret (a code, a reset or invitation link):
// someone else's secret is never shown in the console, delivered or not.
const summaryColumns =
  "id, to_address, coalesce(redacted_subject, subject) as subject, status, attempts, last_error, delivered_via, created_date, sent_date, next_attempt_at";

const toSummary = (row: SummaryRow): OutboxSummary => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  last_error: row.last_error,
  delivered_via: row.delivered_via,
  created_date: iso(row.created_date),
  sent_date: row.sent_date === null ? null : iso(row.sent_date),
  next_attempt_at: iso(row.next_attempt_at),
});

/** A page of the outbox, newest first (the created index), with the count of the same filter. */
export async function listOutbox(
  db: Queryable,
  page: { readonly status?: OutboxStatus | undefined; readonly limit: number; readonly offset: number },
): Promise<{ emails: OutboxSummary[]; total: number }> {
  const status = page.status ?? null;
  const { rows } = await db.query<SummaryRow>(
    `select ${summaryColumns} from mail_outbox where ($1::text is null or status = $1)
      order by created_date desc, id desc limit $2 offset $3`,
    [status, page.limit, page.offset],
  );
  const count = await db.query<{ total: string | number }>(
    "select count(*) as total from mail_outbox where ($1::text is null or status = $1)",
    [status],
  );
  return { emails: rows.map(toSummary), total: Number(count.rows[0]?.total ?? 0) };
}

/** One e-mail with its bodies and attempts; null when there is no such e-mail. */
export async function readOutboxMessage(db: Queryable, id: string): Promise<OutboxMessage | null> {
  const { rows } = await db.query<
    SummaryRow & { from_name: string | null; text_body: string; html_body: string }
  >(
    `select ${summaryColumns}, from_name, coalesce(redacted_text, text_body) as text_body,
      coalesce(redacted_html, html_body) as html_body from mail_outbox where id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const attempts = await db.query<Omit<OutboxAttempt, "attempted_at"> & { attempted_at: Timestamp }>(
    `select attempt, outcome, error, transport, attempted_at from mail_attempts
      where outbox_id = $1 order by id`,
    [id],
  );
  return {
    ...toSummary(row),
    from_name: row.from_name,
    text: row.text_body,
    html: row.html_body,
    history: attempts.rows.map((a) => ({ ...a, attempted_at: iso(a.attempted_at) })),
  };
}

/**
 * Makes a failed e-mail due again with a fresh count of attempts, so the worker gives it its whole retry
 * schedule; the attempts log keeps the earlier tries. Answers 'retried', or why not: a missing e-mail, or
 * one that has not failed (a pending or sent e-mail is never sent twice by this).
 */
export async function retryFailedEmail(
  db: Queryable,
  id: string,
): Promise<{ outcome: "retried"; email: OutboxSummary } | { outcome: "missing" | "not_failed" }> {
  const { rows } = await db.query<SummaryRow>(
    `update mail_outbox set status = 'pending', attempts = 0, next_attempt_at = now()
      where id = $1 and status = 'failed' returning ${summaryColumns}`,
    [id],
  );
  const row = rows[0];
  if (row) return { outcome: "retried", email: toSummary(row) };
  const exists = await db.query("select 1 from mail_outbox where id = $1", [id]);
  return { outcome: exists.rows.length > 0 ? "not_failed" : "missing" };
}
