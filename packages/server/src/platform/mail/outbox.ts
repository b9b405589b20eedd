import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import { assertHeaderSafe, type EmailMessage } from "./email-message.ts";
import { escapeHtml } from "./html.ts";
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
  const [id] = await enqueueEmails(tx, [message], options);
  return id as string;
}

/** Several e-mails in one statement: a submission's staff notice and welcome cost one round trip. */
export async function enqueueEmails(
  tx: Queryable,
  messages: readonly EmailMessage[],
  options: { readonly notBefore?: Date } = {},
): Promise<string[]> {
  for (const message of messages) assertHeaderSafe(message);
  const rows = messages.map((m) => {
    const copy = redactedCopy(m);
    return {
      id: randomUUID(),
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      from_name: m.fromName ?? null,
      redacted_subject: copy?.subject ?? null,
      redacted_text: copy?.text ?? null,
      redacted_html: copy?.html ?? null,
    };
  });
  await tx.query(
    `insert into mail_outbox (id, to_address, subject, text_body, html_body, from_name, next_attempt_at,
       redacted_subject, redacted_text, redacted_html)
     select id, "to", subject, text, html, from_name, coalesce($2::timestamptz, now()),
       redacted_subject, redacted_text, redacted_html
     from jsonb_to_recordset($1::jsonb)
       as m(id text, "to" text, subject text, text text, html text, from_name text,
            redacted_subject text, redacted_text text, redacted_html text)`,
    [JSON.stringify(rows), options.notBefore?.toISOString() ?? null],
  );
  return rows.map((r) => r.id);
}

/** What stands in for a secret in the copy staff may read. */
export const REDACTED = "[hidden: sent to the recipient only]";

/**
 * The message with each of its secrets replaced, as written and as HTML-escaped (a link in an href), or
 * undefined when it carries none. Longest first, so a link is replaced whole before a token inside it.
 */
export function redactedCopy(
  message: EmailMessage,
): { subject: string; text: string; html: string } | undefined {
  const secrets = [...new Set(message.secrets ?? [])].filter((s) => s.length > 0);
  if (secrets.length === 0) return undefined;
  const forms = [...new Set(secrets.flatMap((s) => [s, escapeHtml(s)]))].sort((a, b) => b.length - a.length);
  const hide = (text: string) => forms.reduce((out, secret) => out.split(secret).join(REDACTED), text);
  return { subject: hide(message.subject), text: hide(message.text), html: hide(message.html) };
}

/**
 * Makes every claimed e-mail due again at once. Only for the embedded database: one process owns its
 * data directory, so at start-up any 'sending' row belongs to a process that died mid-send (kill -9, power
 * loss) and waiting out its lease would only delay the mail. On PostgreSQL another live instance may hold
 * the claim, so there the lease decides.
 */
export async function releaseOrphanedClaims(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `update mail_outbox set status = 'pending', next_attempt_at = now() where status = 'sending' returning id`,
  );
  return rows.length;
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
 * The e-mails due now, at most `$1`, locked for this statement: pending ones whose time has come and
 * claims that lapsed. SKIP LOCKED lets several workers on one PostgreSQL take disjoint rows. `$3` is the
 * time it is: null for the database's clock, which every instance shares (a test passes its own clock).
 */
const dueEmails = `with due as (
       select id from mail_outbox
       where status in ('pending', 'sending') and next_attempt_at <= coalesce($3::timestamptz, now())
       order by next_attempt_at, id
       limit $1
       for update skip locked
     )`;

/**
 * Claims up to `limit` due e-mails for one worker: pending ones whose time has come, and ones whose
 * previous claim lapsed (a worker that died mid-send). SKIP LOCKED lets several workers on one PostgreSQL
 * claim disjoint rows; the claim itself lasts `leaseMs`, so no transaction stays open while sending.
 */
export async function claimDueEmails(
  db: Queryable,
  limit: number,
  leaseMs: number,
  now: Date | null = null,
): Promise<ClaimedEmail[]> {
  const { rows } = await db.query<{
    id: string;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    from_name: string | null;
    attempts: number;
  }>(
    `${dueEmails}
     update mail_outbox o
       set status = 'sending', attempts = o.attempts + 1,
           next_attempt_at = coalesce($3::timestamptz, now()) + $2::double precision * interval '1 millisecond'
     from due where o.id = due.id
     returning o.id, o.to_address, o.subject, o.text_body, o.html_body, o.from_name, o.attempts`,
    [limit, leaseMs, now?.toISOString() ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    ...(r.from_name === null ? {} : { fromName: r.from_name }),
    attempt: r.attempts,
  }));
}

export type DeliveryOutcome =
  | { readonly kind: "sent" }
  | { readonly kind: "retry"; readonly error: string; readonly delayMs: number }
  | { readonly kind: "failed"; readonly error: string };

export interface SettledEmail {
  readonly email: ClaimedEmail;
  readonly outcome: DeliveryOutcome;
}

/**
 * Settles a round's attempts and logs them, in one statement whatever the round's size, so delivery
 * costs the database little while submissions pour in. A row changes only if this claim
 * still holds it (same attempt number, still 'sending'); every attempt is logged, because it happened.
 */
export async function recordOutcomes(
  db: Queryable,
  transport: string,
  settled: readonly SettledEmail[],
): Promise<void> {
  if (settled.length === 0) return;
  const outcomes = JSON.stringify(
    settled.map(({ email, outcome }) => ({
      id: email.id,
      attempt: email.attempt,
      kind: outcome.kind,
      error: outcome.kind === "sent" ? null : outcome.error,
      delay_ms: outcome.kind === "retry" ? outcome.delayMs : null,
    })),
  );
  // One statement, its own transaction: the rows settled and every attempt logged, or neither.
  await db.query(
    `with v as (
       select * from jsonb_to_recordset($1::jsonb)
         as v(id text, attempt integer, kind text, error text, delay_ms double precision)
     ),
     settled as (
       update mail_outbox o set
         status = case v.kind when 'sent' then 'sent' when 'retry' then 'pending' else 'failed' end,
         sent_date = case when v.kind = 'sent' then now() else o.sent_date end,
         -- Delivered: the secret is the recipient's alone now, so only the redacted copy stays stored.
         subject = case when v.kind = 'sent' then coalesce(o.redacted_subject, o.subject) else o.subject end,
         text_body = case when v.kind = 'sent' then coalesce(o.redacted_text, o.text_body) else o.text_body end,
         html_body = case when v.kind = 'sent' then coalesce(o.redacted_html, o.html_body) else o.html_body end,
         delivered_via = case when v.kind = 'sent' then $2 else o.delivered_via end,
         last_error = v.error,
         next_attempt_at = case when v.kind = 'retry'
           then now() + v.delay_ms * interval '1 millisecond' else o.next_attempt_at end
       from v
       where o.id = v.id and o.attempts = v.attempt and o.status = 'sending'
     )
     insert into mail_attempts (outbox_id, attempt, outcome, error, transport)
     select v.id, v.attempt, v.kind, v.error, $2 from v`,
    [outcomes, transport],
  );
}

/**
 * Gives back claimed e-mails that were never handed to the mailer (a round ended by its deadline, or a
 * stop): pending and due now, their attempt uncounted, nothing logged, because nothing happened. Only
 * while this claim still holds the row, as in recordOutcomes: a lapsed claim taken by another worker is
 * left alone.
 */
export async function releaseUnattempted(db: Queryable, emails: readonly ClaimedEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await db.query(
    `with v as (select * from jsonb_to_recordset($1::jsonb) as v(id text, attempt integer))
     update mail_outbox o set status = 'pending', attempts = o.attempts - 1, next_attempt_at = now()
     from v where o.id = v.id and o.attempts = v.attempt and o.status = 'sending'`,
    [JSON.stringify(emails.map((e) => ({ id: e.id, attempt: e.attempt })))],
  );
}

/**
 * One round of the local mailbox (ADR 0039): claims up to `limit` due e-mails, marks them sent and logs
 * their attempt, in ONE statement (its own transaction) that reads no subject or body. The local mailbox
 * "sends" by keeping the row, so there is nothing to do between claiming and settling; a round that
 * returned every body to JavaScript only to mark it sent held PGlite's one thread for tens of
 * milliseconds under load. Answers how many e-mails were delivered.
 */
export async function deliverLocally(
  db: Queryable,
  limit: number,
  transport: string,
  now: Date | null = null,
): Promise<number> {
  const { rows } = await db.query<{ delivered: number }>(
    `${dueEmails},
     sent as (
       update mail_outbox o
         set status = 'sent', attempts = o.attempts + 1, sent_date = now(), delivered_via = $2,
             last_error = null
       from due where o.id = due.id
       returning o.id, o.attempts
     ),
     logged as (
       insert into mail_attempts (outbox_id, attempt, outcome, error, transport)
       select id, attempts, 'sent', null, $2 from sent
     )
     select count(*)::int as delivered from sent`,
    [limit, transport, now?.toISOString() ?? null],
  );
  return Number(rows[0]?.delivered ?? 0);
}
