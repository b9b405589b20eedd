import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import { forbidden } from "../../errors.ts";
import type { Caller } from "../../platform/caller.ts";
import type { EntityDefinition } from "../../platform/entities/entity-schemas.ts";
import type { EntityChange } from "../../platform/entities/record-changes.ts";
import { newRecordId } from "../../platform/entities/record-ids.ts";
import { runQuery, toRecord } from "../../platform/entities/record-rows.ts";
import { author, writeRecords } from "../../platform/entities/records-write.ts";
import { compileRule } from "../../platform/entities/rls.ts";
import { SqlParams } from "../../platform/entities/sql-params.ts";
import { firstAnswer, requestHashOf } from "../../platform/idempotency/idempotent-call.ts";
import { assertHeaderSafe, type EmailMessage } from "../../platform/mail/email-message.ts";
import { type BadgeAward, badgeOnceTarget } from "../badges/award-badge.ts";

/** A form submission: one record, maybe a badge, its e-mails, and the answer, written all or nothing. */
export interface Submission<Answer> {
  readonly functionName: string;
  /** The request's Idempotency-Key, if any: a repeat answers the first answer and writes nothing. */
  readonly key: string | undefined;
  /** The parsed input, which a repeat of the key must match. */
  readonly input: unknown;
  readonly caller: Caller;
  /** The record, created under the entity's own create rule for this caller. */
  readonly entity: EntityDefinition;
  readonly record: unknown;
  /** A badge created unless that e-mail already holds one of that name. */
  readonly badge?: { readonly entity: EntityDefinition; readonly award: BadgeAward };
  readonly emails: readonly EmailMessage[];
  /** The function's answer, which depends only on the new record's id (it is stored with the key). */
  answer(recordId: string): Answer;
}

export interface SubmissionResult<Answer> {
  readonly answer: Answer;
  /** Whether this call created the badge (false for a repeat). */
  readonly awarded: boolean;
  /** The records this call created, to announce once committed (none for a repeat). */
  readonly changes: EntityChange[];
}

/** A submission checked and turned into rows, ready to join a statement. */
interface Prepared {
  readonly submission: Submission<unknown>;
  readonly id: string;
  readonly answer: unknown;
  readonly requestHash: string | null;
  readonly row: Record<string, unknown>;
  readonly emails: readonly Record<string, unknown>[];
}

/**
 * Checks a submission before it joins a statement: the entity's create rule refusing this caller outright
 * (403), an invalid record or badge (400/422) and an e-mail with header-bound line breaks are its own errors.
 */
function prepare(submission: Submission<unknown>): Prepared {
  const { entity, caller, badge } = submission;
  if (compileRule(entity, "create", caller, new SqlParams()) === "false") throw forbidden();
  const id = newRecordId();
  const data = entity.validator.create(submission.record);
  for (const message of submission.emails) assertHeaderSafe(message);
  const answer = submission.answer(id);
  const requestHash = submission.key === undefined ? null : requestHashOf(submission.input);
  const user = author(caller);
  return {
    submission,
    id,
    answer,
    requestHash,
    row: {
      id,
      data,
      created_date: new Date().toISOString(),
      created_by: user?.email ?? null,
      created_by_id: user?.id ?? null,
      key: submission.key ?? null,
      request_hash: requestHash,
      // Text, not JSON: the stored answer keeps the key order a repeat must answer with.
      answer: submission.key === undefined ? null : JSON.stringify(answer),
      badge_id: badge ? newRecordId() : null,
      badge_data: badge ? badge.entity.validator.create(badge.award) : null,
    },
    emails: submission.emails.map((m) => ({
      record: id,
      id: randomUUID(),
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      limited: m.visitorAddressed === true,
    })),
  };
}

/**
 * Submissions of one function as ONE statement of data-modifying CTEs (ADR 0030): each one's idempotency
 * key claimed with its answer, its record under the entity's create rule for its caller, its badge
 * (`on conflict do nothing`) and its outbox rows. A statement is its own transaction on PGlite and on
 * PostgreSQL: all of it is committed or none, in one round trip instead of begin, four statements and
 * commit per submission. Each submission's later parts run only if its record was written, and its record
 * only if its rule allows it and its key was free. Keys must be distinct within one call.
 */
async function writeStatement(
  db: Queryable,
  batch: readonly Prepared[],
  deliverLocally: string | null,
  recipientLimits: RecipientLimits | undefined,
): Promise<{ written: boolean; allowed: boolean; awarded: boolean }[]> {
  const first = (batch[0] as Prepared).submission;
  const { entity, badge } = first;
  const params = new SqlParams();
  // Each submission's own rule (callers may differ), over its own row.
  const rules = batch.map((p) => compileRule(entity, "create", p.submission.caller, params));
  const allowed = rules.every((r) => r === "true")
    ? "true"
    : `(case v.i ${rules.map((r, i) => `when ${i} then (${r})`).join(" ")} end) is true`;
  const rows = params.bindJson(batch.map((p, i) => ({ i, ...p.row })));
  const parts = [
    `v as (select s.* from jsonb_to_recordset(${rows}) as s(i integer, id text, data jsonb,
       created_date timestamptz, created_by text, created_by_id text, key text, request_hash text,
       answer text, badge_id text, badge_data jsonb))`,
    `ok as (select v.i from v where ${allowed})`,
    `claim as (insert into function_idempotency (function_name, key, request_hash, response)
       select ${params.bind(first.functionName, "text")}, v.key, v.request_hash, v.answer::json from v
       where v.key is not null and v.i in (select i from ok)
       on conflict do nothing returning key)`,
    `rec as (insert into ${entity.table} (id, data, created_date, updated_date, created_by, created_by_id)
       select v.id, v.data, v.created_date, v.created_date, v.created_by, v.created_by_id from v
       where v.i in (select i from ok) and (v.key is null or v.key in (select key from claim))
       returning id)`,
  ];
  if (badge) {
    parts.push(`badge as (insert into ${badge.entity.table}
       (id, data, created_date, updated_date, created_by, created_by_id)
       select v.badge_id, v.badge_data, v.created_date, v.created_date, null, null from v
       where v.id in (select id from rec)
       on conflict (${badgeOnceTarget(badge.entity)}) do nothing returning id)`);
  }
  const emails = batch.flatMap((p) => p.emails).map((m, ord) => ({ ...m, ord }));
  if (emails.length > 0) {
    parts.push(`mrows as (select m.* from jsonb_to_recordset(${params.bindJson(emails)})
         as m(ord integer, record text, id text, "to" text, subject text, text text, html text, limited boolean)
       where m.record in (select id from rec))`);
    parts.push(...sendableParts(params, recipientLimits));
  }
  if (emails.length > 0 && deliverLocally === null) {
    parts.push(`mail as (insert into mail_outbox (id, to_address, subject, text_body, html_body)
       select m.id, m."to", m.subject, m.text, m.html from sendable m)`);
  } else if (emails.length > 0) {
    // The local mailbox: delivering is keeping the row, so each e-mail is stored already sent, with its
    // one attempt logged, in the same transaction as its record (ADR 0039). No outbox round follows.
    const transport = params.bind(deliverLocally, "text");
    parts.push(`mail as (insert into mail_outbox
         (id, to_address, subject, text_body, html_body, status, attempts, sent_date, delivered_via)
       select m.id, m."to", m.subject, m.text, m.html, 'sent', 1, now(), ${transport}
       from sendable m
       returning id)`);
    parts.push(`mail_log as (insert into mail_attempts (outbox_id, attempt, outcome, error, transport)
       select id, 1, 'sent', null, ${transport} from mail)`);
  }
  const sql = `with ${parts.join(",\n")}
    select v.i, v.id in (select id from rec) as written, v.i in (select i from ok) as allowed,
      ${badge ? "v.badge_id in (select id from badge)" : "false"} as awarded
    from v order by v.i`;
  const { rows: results } = await writeRecords(entity, () =>
    runQuery<{ written: boolean; allowed: boolean; awarded: boolean }>(db, sql, params.values),
  );
  return results;
}

/** E-mails to one address a visitor typed in, at most, per fixed hour and day window (ADR 0054). */
export interface RecipientLimits {
  readonly perHour: number;
  readonly perDay: number;
}

/**
 * The `sendable` CTE: the e-mails of written records that may go. E-mails to staff always go; an e-mail
 * to an address a visitor typed in counts against that address in `mail_recipient_counts` (one upsert per
 * address, whose row lock orders concurrent statements on every instance) and goes only while the
 * address is within its hour's and day's limits. The submission itself is stored and answered the same
 * either way, so the form tells nobody whether the e-mail went.
 */
function sendableParts(params: SqlParams, limits: RecipientLimits | undefined): string[] {
  const columns = `m.id, m."to", m.subject, m.text, m.html`;
  if (!limits) return [`sendable as (select ${columns} from mrows m)`];
  return [
    `lim as (select lower(m."to") as address, count(*)::int as n from mrows m where m.limited group by 1)`,
    `counted as (insert into mail_recipient_counts as c (address, hour_start, hour_count, day_start, day_count)
       select address, now(), n, now(), n from lim
       on conflict (address) do update set
         hour_count = case when c.hour_start <= now() - interval '1 hour'
           then excluded.hour_count else c.hour_count + excluded.hour_count end,
         hour_start = case when c.hour_start <= now() - interval '1 hour'
           then excluded.hour_start else c.hour_start end,
         day_count = case when c.day_start <= now() - interval '1 day'
           then excluded.day_count else c.day_count + excluded.day_count end,
         day_start = case when c.day_start <= now() - interval '1 day'
           then excluded.day_start else c.day_start end
       returning address, hour_count, day_count)`,
    `sendable as (
       select ${columns} from mrows m where not m.limited
       union all
       select ${columns} from (
         select r.*, row_number() over (partition by lower(r."to") order by r.ord) as nth
         from mrows r where r.limited
       ) m
       join lim on lim.address = lower(m."to")
       join counted k on k.address = lim.address
       -- The nth of this statement's n e-mails to the address is number (count - n + nth) of its window.
       where k.hour_count - lim.n + m.nth <= ${params.bind(limits.perHour, "integer")}
         and k.day_count - lim.n + m.nth <= ${params.bind(limits.perDay, "integer")})`,
  ];
}

/** What one submission's row of the statement means for its caller. */
async function settle(
  db: Queryable,
  prepared: Prepared,
  result: { written: boolean; allowed: boolean; awarded: boolean } | undefined,
): Promise<SubmissionResult<unknown>> {
  if (result?.written)
    return { answer: prepared.answer, awarded: result.awarded, changes: changesOf(prepared, result.awarded) };
  const { key, functionName } = prepared.submission;
  if (!result?.allowed || key === undefined) throw forbidden();
  // The key was taken: this is a repeat, answered from the first call.
  const requestHash = prepared.requestHash as string;
  return { answer: await firstAnswer(db, { functionName, key, requestHash }), awarded: false, changes: [] };
}

/** The records a written submission created, as the records API returns them. */
function changesOf(prepared: Prepared, awarded: boolean): EntityChange[] {
  const { submission, row } = prepared;
  const stamp = row.created_date as string;
  const created = (
    entityName: string,
    id: unknown,
    data: unknown,
    by: unknown,
    byId: unknown,
  ): EntityChange => ({
    entityName,
    change: {
      type: "create",
      records: [
        toRecord({
          id: id as string,
          data: data as Record<string, unknown>,
          created_date: stamp,
          updated_date: stamp,
          created_by: (by as string | null) ?? null,
          created_by_id: (byId as string | null) ?? null,
        }),
      ],
    },
  });
  const changes = [created(submission.entity.name, row.id, row.data, row.created_by, row.created_by_id)];
  if (awarded && submission.badge)
    changes.push(created(submission.badge.entity.name, row.badge_id, row.badge_data, null, null));
  return changes;
}

interface Pending {
  readonly prepared: Prepared;
  resolve(result: SubmissionResult<unknown>): void;
  reject(error: unknown): void;
}

export interface SubmissionWriterOptions {
  /** Statements in flight at once: 1 for PGlite's single connection, a few for a PostgreSQL pool. */
  readonly maxInFlight: number;
  /** Submissions at most in one statement. */
  readonly maxBatch: number;
  /**
   * The local mailbox's transport name when it is the mailer: the e-mails are then stored delivered in
   * the submission's own statement (ADR 0039). Null: they wait in the outbox for the worker.
   */
  readonly deliverLocally?: string | null;
  /** Limits on e-mails to visitor-typed addresses; none when undefined. */
  readonly recipientLimits?: RecipientLimits;
}

/**
 * Writes submissions, grouping those that arrive while a statement is in flight into the next one (group
 * commit). Each caller is answered only after the statement holding its submission has committed, so a
 * grouped submission is exactly as durable as a lone one; a lone submission on an idle server goes at once.
 * If a grouped statement fails, each of its submissions is written again on its own, so one bad
 * submission fails alone and the others still commit (a failed statement left nothing behind).
 */
export class SubmissionWriter {
  readonly #db: Queryable;
  readonly #options: SubmissionWriterOptions;
  #queue: Pending[] = [];
  #inFlight = 0;
  #scheduled = false;

  constructor(db: Queryable, options: SubmissionWriterOptions) {
    this.#db = db;
    this.#options = options;
  }

  write<Answer>(submission: Submission<Answer>): Promise<SubmissionResult<Answer>> {
    let prepared: Prepared;
    try {
      prepared = prepare(submission as Submission<unknown>);
    } catch (error) {
      return Promise.reject(error);
    }
    return new Promise<SubmissionResult<unknown>>((resolve, reject) => {
      this.#queue.push({ prepared, resolve, reject });
      this.#schedule();
    }) as Promise<SubmissionResult<Answer>>;
  }

  #drain(): void {
    while (this.#inFlight < this.#options.maxInFlight && this.#queue.length > 0) {
      const batch = this.#take();
      this.#inFlight++;
      void this.#run(batch).finally(() => {
        this.#inFlight--;
        this.#schedule();
      });
    }
  }

  /**
   * Starts statements from a setImmediate, never straight away: PGlite runs a statement synchronously, so
   * the requests that arrived meanwhile are read in the event loop's next poll phase, which comes first,
   * and join the next statement together instead of one by one.
   */
  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#drain();
    });
  }

  /** The oldest submission and the queued ones of the same function with other keys, in arrival order. */
  #take(): Pending[] {
    const head = this.#queue[0] as Pending;
    const { functionName } = head.prepared.submission;
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const keys = new Set<string>();
    for (const pending of this.#queue) {
      const { submission } = pending.prepared;
      const key = submission.key;
      const fits =
        batch.length < this.#options.maxBatch &&
        submission.functionName === functionName &&
        (key === undefined || !keys.has(key));
      if (fits) {
        batch.push(pending);
        if (key !== undefined) keys.add(key);
      } else rest.push(pending);
    }
    this.#queue = rest;
    return batch;
  }

  async #run(batch: readonly Pending[]): Promise<void> {
    let results: Awaited<ReturnType<typeof writeStatement>>;
    try {
      results = await writeStatement(
        this.#db,
        batch.map((p) => p.prepared),
        this.#options.deliverLocally ?? null,
        this.#options.recipientLimits,
      );
    } catch (error) {
      if (batch.length === 1) (batch[0] as Pending).reject(error);
      else for (const pending of batch) await this.#run([pending]);
      return;
    }
    await Promise.all(
      batch.map((p, i) => settle(this.#db, p.prepared, results[i]).then(p.resolve, p.reject)),
    );
  }
}
