import { randomUUID } from "node:crypto";
import type { Database, Queryable } from "../../db/database.ts";
import { assertHeaderSafe, type EmailMessage } from "./email-message.ts";
import type { OutgoingEmail } from "./mailer.ts";

/**
 * The outbox table (migration 2). enqueueEmail runs inside the caller's transaction, so an e-mail exists
 * exactly when the record it belongs to does; the worker claims and settles rows in short statements of
 * its own.
 */
export async function enqueueEmail(
  tx: Queryable,
  message: EmailMessage,
  options: { readonly notBefore?: Date } = {},
): Promise<string> {
  assertHeaderSafe(message);
  const id = randomUUID();
  await tx.query(
    `insert into mail_outbox (id, to_address, subject, text_body, html_body, next_attempt_at)
     values ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()))`,
    [id, message.to, message.subject, message.text, message.html, options.notBefore?.toISOString() ?? null],
  );
  return id;
}

/**
 * Rewrites an e-mail that no worker has claimed yet (a crisis group's follow-up gathering alerts). False
 * when it is already being sent or was sent: the caller then enqueues a new one, so nothing is lost.
 */
export async function replacePendingEmail(
  tx: Queryable,
  id: string,
  message: EmailMessage,
): Promise<boolean> {
  assertHeaderSafe(message);
  const { rowCount } = await tx.query(
    `update mail_outbox set to_address = $2, subject = $3, text_body = $4, html_body = $5
     where id = $1 and status = 'pending' and attempts = 0`,
    [id, message.to, message.subject, message.text, message.html],
  );
  return rowCount === 1;
}

export interface ClaimedEmail extends OutgoingEmail {
  /** This attempt's number, 1 for the first. */
  readonly attempt: number;
}

/**
 * Claims up to `limit` due e-mails for one worker: pending ones whose time has come, and ones whose
 * previous claim lapsed (a worker that died mid-send). SKIP LOCKED lets several workers on one PostgreSQL
 * claim disjoint rows; the claim itself lasts `leaseMs`, so no transaction stays open while sending.
 */
export async function claimDueEmails(db: Queryable, limit: number, leaseMs: number): Promise<ClaimedEmail[]> {
  const { rows } = await db.query<{
    id: string;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    attempts: number;
  }>(
    `with due as (
       select id from mail_outbox
       where status in ('pending', 'sending') and next_attempt_at <= now()
       order by next_attempt_at, id
       limit $1
       for update skip locked
     )
     update mail_outbox o
       set status = 'sending', attempts = o.attempts + 1,
           next_attempt_at = now() + $2::double precision * interval '1 millisecond'
     from due where o.id = due.id
     returning o.id, o.to_address, o.subject, o.text_body, o.html_body, o.attempts`,
    [limit, leaseMs],
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    attempt: r.attempts,
  }));
}

export type DeliveryOutcome =
  | { readonly kind: "sent" }
  | { readonly kind: "retry"; readonly error: string; readonly delayMs: number }
  | { readonly kind: "failed"; readonly error: string };

/**
 * Settles one claimed attempt and logs it, in one transaction. The row changes only if this claim still
 * holds it (same attempt number, still 'sending'); the attempt is logged either way, because it happened.
 */
export async function recordOutcome(
  db: Database,
  email: ClaimedEmail,
  transport: string,
  outcome: DeliveryOutcome,
): Promise<void> {
  await db.transaction(async (tx) => {
    const guard = `where id = $1 and attempts = $2 and status = 'sending'`;
    if (outcome.kind === "sent") {
      await tx.query(
        `update mail_outbox set status = 'sent', sent_date = now(), last_error = null, delivered_via = $3 ${guard}`,
        [email.id, email.attempt, transport],
      );
    } else if (outcome.kind === "retry") {
      await tx.query(
        `update mail_outbox set status = 'pending', last_error = $3,
           next_attempt_at = now() + $4::double precision * interval '1 millisecond' ${guard}`,
        [email.id, email.attempt, outcome.error, outcome.delayMs],
      );
    } else {
      await tx.query(`update mail_outbox set status = 'failed', last_error = $3 ${guard}`, [
        email.id,
        email.attempt,
        outcome.error,
      ]);
    }
    await tx.query(
      `insert into mail_attempts (outbox_id, attempt, outcome, error, transport) values ($1, $2, $3, $4, $5)`,
      [email.id, email.attempt, outcome.kind, outcome.kind === "sent" ? null : outcome.error, transport],
    );
  });
}
