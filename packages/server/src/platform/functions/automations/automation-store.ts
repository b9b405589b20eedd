import type { Database, Queryable } from "../../../db/database.ts";
import type { ScheduledAutomation } from "./automation-spec.ts";
import { nextRunAfter } from "./schedule-times.ts";

/** A scheduled automation and the function it runs. */
export interface Schedule {
  readonly functionName: string;
  readonly automation: ScheduledAutomation;
}

export interface NewJob {
  readonly id: string;
  readonly functionName: string;
  readonly automationName: string;
  readonly trigger: "scheduled" | "entity";
  readonly payload: unknown;
}

export interface ClaimedJob {
  readonly id: string;
  readonly functionName: string;
  readonly automationName: string;
  readonly payload: unknown;
  /** This attempt's number, 1 for the first. */
  readonly attempt: number;
}

export type JobOutcome =
  | { readonly kind: "succeeded"; readonly statusCode: number }
  | {
      readonly kind: "retry";
      readonly statusCode: number | null;
      readonly error: string;
      readonly delayMs: number;
    }
  | { readonly kind: "failed"; readonly statusCode: number | null; readonly error: string };

const key = (functionName: string, automationName: string) => `${functionName}\u0000${automationName}`;

/**
 * Makes the schedules table say what the app folder declares: a new or changed automation starts from
 * its next time after `now`, an unchanged one keeps its place (several instances starting at once agree),
 * and one no longer declared (or no longer active) is removed.
 */
export async function syncSchedules(db: Queryable, schedules: readonly Schedule[], now: Date): Promise<void> {
  const rows = schedules.map(({ functionName, automation }) => ({
    function_name: functionName,
    automation_name: automation.name,
    spec: automation,
    next_run_at: nextRunAfter(automation, now, 0)?.toISOString() ?? null,
  }));
  await db.query(
    `with declared as (
       select * from jsonb_to_recordset($1::jsonb)
         as s(function_name text, automation_name text, spec jsonb, next_run_at timestamptz)
     ),
     removed as (
       delete from function_schedules f where not exists (
         select 1 from declared d where d.function_name = f.function_name and d.automation_name = f.automation_name)
     )
     insert into function_schedules (function_name, automation_name, spec, next_run_at)
     select function_name, automation_name, spec, next_run_at from declared
     on conflict (function_name, automation_name) do update
       set spec = excluded.spec, next_run_at = excluded.next_run_at, runs = 0
       where function_schedules.spec <> excluded.spec`,
    [JSON.stringify(rows)],
  );
}

/**
 * Turns the schedules that are due into jobs, in one transaction that locks them (SKIP LOCKED: another
 * instance takes others, or none), so each due time becomes exactly one job; its id names the due time,
 * a second guard. A schedule missed while no server ran fires once, then moves to its next time after now.
 */
export async function fireDueSchedules(db: Database, schedules: readonly Schedule[]): Promise<number> {
  const known = new Map(schedules.map((s) => [key(s.functionName, s.automation.name), s.automation]));
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      function_name: string;
      automation_name: string;
      next_run_at: Date | string;
      runs: number;
      now: Date | string;
    }>(
      `select function_name, automation_name, next_run_at, runs, now() as now from function_schedules
       where next_run_at <= now() order by next_run_at limit 50 for update skip locked`,
    );
    for (const row of rows) {
      const automation = known.get(key(row.function_name, row.automation_name));
      if (!automation) continue;
      const due = new Date(row.next_run_at);
      const now = new Date(row.now);
      const next = nextRunAfter(automation, due > now ? due : now, row.runs + 1);
      await tx.query(
        `insert into function_jobs (id, function_name, automation_name, trigger, payload)
         values ($1, $2, $3, 'scheduled', $4::jsonb) on conflict (id) do nothing`,
        [
          `${row.function_name}|${row.automation_name}|${due.toISOString()}`,
          row.function_name,
          row.automation_name,
          JSON.stringify(automation.function_args ?? {}),
        ],
      );
      await tx.query(
        `update function_schedules set next_run_at = $3, runs = runs + 1
         where function_name = $1 and automation_name = $2`,
        [row.function_name, row.automation_name, next?.toISOString() ?? null],
      );
    }
    return rows.length;
  });
}

export async function enqueueJobs(db: Queryable, jobs: readonly NewJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const rows = jobs.map((j) => ({
    id: j.id,
    function_name: j.functionName,
    automation_name: j.automationName,
    trigger: j.trigger,
    payload: j.payload,
  }));
  await db.query(
    `insert into function_jobs (id, function_name, automation_name, trigger, payload)
     select id, function_name, automation_name, trigger, payload from jsonb_to_recordset($1::jsonb)
       as j(id text, function_name text, automation_name text, trigger text, payload jsonb)
     on conflict (id) do nothing`,
    [JSON.stringify(rows)],
  );
}

/**
 * Claims up to `limit` due jobs: pending ones whose time has come and running ones whose claim lapsed (an
 * instance that died mid-run). The claim lasts `leaseMs`, so no transaction stays open during a run.
 */
export async function claimDueJobs(db: Queryable, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  const { rows } = await db.query<{
    id: string;
    function_name: string;
    automation_name: string;
    payload: unknown;
    attempts: number;
  }>(
    `with due as (
       select id from function_jobs
       where status in ('pending', 'running') and next_attempt_at <= now()
       order by next_attempt_at, id limit $1
       for update skip locked
     )
     update function_jobs j set status = 'running', attempts = j.attempts + 1,
       next_attempt_at = now() + $2::double precision * interval '1 millisecond'
     from due where j.id = due.id
     returning j.id, j.function_name, j.automation_name, j.payload, j.attempts`,
    [limit, leaseMs],
  );
  return rows.map((r) => ({
    id: r.id,
    functionName: r.function_name,
    automationName: r.automation_name,
    payload: typeof r.payload === "string" ? JSON.parse(r.payload) : r.payload,
    attempt: r.attempts,
  }));
}

/** Settles an attempt if this claim still holds the job, and logs the attempt either way. */
export async function settleJob(db: Queryable, job: ClaimedJob, outcome: JobOutcome, durationMs: number) {
  const status = outcome.kind === "retry" ? "pending" : outcome.kind;
  await db.query(
    `with settled as (
       update function_jobs set status = $3,
         next_attempt_at = case when $3 = 'pending'
           then now() + $4::double precision * interval '1 millisecond' else next_attempt_at end,
         finished_at = case when $3 = 'pending' then null else now() end
       where id = $1 and attempts = $2 and status = 'running'
     )
     insert into function_job_log (job_id, attempt, status_code, error, duration_ms)
     values ($1, $2, $5, $6, $7) on conflict do nothing`,
    [
      job.id,
      job.attempt,
      status,
      outcome.kind === "retry" ? outcome.delayMs : 0,
      outcome.statusCode,
      outcome.kind === "succeeded" ? null : outcome.error,
      Math.round(durationMs),
    ],
  );
}
