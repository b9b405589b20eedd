import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { openCallAuthority } from "../../auth/call-tokens.ts";
import type { RecordChange } from "../../entities/record-changes.ts";
import { loopbackUrl } from "../deno/call-headers.ts";
import type { EntityAutomation } from "./automation-spec.ts";
import {
  type ClaimedJob,
  claimDueJobs,
  enqueueJobs,
  fireDueSchedules,
  type JobOutcome,
  type NewJob,
  type Schedule,
  settleJob,
  syncSchedules,
} from "./automation-store.ts";

export interface EntityHook {
  readonly functionName: string;
  readonly automation: EntityAutomation;
}

export interface AutomationSettings {
  readonly schedules: readonly Schedule[];
  readonly hooks: readonly EntityHook[];
  readonly pollMs: number;
  /** The first retry's delay; each later one waits twice as long. */
  readonly retryBaseMs: number;
  /** Jobs run at once by this instance: the app's worker count, so automations queue behind nothing. */
  readonly concurrency: number;
  /** A claim outlasts a call's time limit, so a running job is never taken twice. */
  readonly leaseMs: number;
}

export const MAX_ATTEMPTS = 5;
// Base44 leaves data out of an entity hook's payload past this size; the function reads the record.
const PAYLOAD_MAX_BYTES = 200 * 1024;

/** The body an entity hook's function receives (base44/skills, automations.md). */
function hookPayload(
  entityName: string,
  type: RecordChange["type"],
  record: Readonly<Record<string, unknown>>,
) {
  const tooLarge = Buffer.byteLength(JSON.stringify(record)) > PAYLOAD_MAX_BYTES;
  return {
    event: { type, entity_name: entityName, entity_id: record.id },
    data: tooLarge ? null : record,
    // The record before an update is not known once the change is announced.
    old_data: null,
    payload_too_large: tooLarge,
  };
}

/**
 * Runs the app's automations on this instance: due schedules become jobs, entity changes announced here
 * become jobs, and due jobs are claimed and run by calling the function through this server, as a caller
 * holding a service token of its own. A job that fails (not 2xx, or no answer) is retried with growing
 * delays, MAX_ATTEMPTS times in all; every attempt is logged in function_job_log.
 */
export async function startAutomations(app: FastifyInstance, settings: AutomationSettings) {
  const { db } = app;
  await syncSchedules(db, settings.schedules, new Date());

  const stopListening = app.recordChanges.listen((entityName, change) => {
    if (!change) return;
    const jobs: NewJob[] = [];
    for (const { functionName, automation } of settings.hooks) {
      if (automation.entity_name !== entityName || !automation.event_types.includes(change.type)) continue;
      for (const record of change.records) {
        jobs.push({
          id: randomUUID(),
          functionName,
          automationName: automation.name,
          trigger: "entity",
          payload: hookPayload(entityName, change.type, record),
        });
      }
    }
    enqueueJobs(db, jobs).then(
      () => wake(),
      (error: unknown) => app.log.error({ err: error, entityName }, "entity automations not recorded"),
    );
  });

  const run = async (job: ClaimedJob): Promise<void> => {
    const started = performance.now();
    let outcome: JobOutcome;
    const authority = await openCallAuthority(app, Math.ceil(settings.leaseMs / 1000));
    try {
      const response = await fetch(
        `${loopbackUrl(app)}/api/apps/${app.config.appId}/functions/${job.functionName}`,
        {
          method: "POST",
          headers: { "content-type": "application/json", authorization: authority.header },
          body: JSON.stringify(job.payload),
        },
      );
      await response.arrayBuffer();
      outcome = response.ok
        ? { kind: "succeeded", statusCode: response.status }
        : failed(job, response.status, `the function answered ${response.status}`);
    } catch (error) {
      outcome = failed(job, null, (error as Error).message);
    } finally {
      authority.end();
    }
    await settleJob(db, job, outcome, performance.now() - started);
    const log = { function: job.functionName, automation: job.automationName, attempt: job.attempt };
    if (outcome.kind === "succeeded") app.log.info(log, "automation ran");
    else
      app.log.warn({ ...log, error: outcome.error, final: outcome.kind === "failed" }, "automation failed");
  };

  const failed = (job: ClaimedJob, statusCode: number | null, error: string): JobOutcome =>
    job.attempt >= MAX_ATTEMPTS
      ? { kind: "failed", statusCode, error }
      : { kind: "retry", statusCode, error, delayMs: settings.retryBaseMs * 2 ** (job.attempt - 1) };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  const tick = async () => {
    timer = undefined;
    let claimed = 0;
    try {
      await fireDueSchedules(db, settings.schedules);
      const jobs = await claimDueJobs(db, settings.concurrency, settings.leaseMs);
      claimed = jobs.length;
      await Promise.all(jobs.map(run));
    } catch (error) {
      app.log.error({ err: error }, "automations round failed");
    }
    // A full round suggests more are due: go again at once.
    if (!stopped) timer = setTimeout(wake, claimed === settings.concurrency ? 0 : settings.pollMs);
  };
  let running = false;
  const wake = () => {
    if (stopped || running) return;
    if (timer) clearTimeout(timer);
    running = true;
    round = tick().finally(() => {
      running = false;
    });
  };
  wake();

  return {
    /** Stops taking jobs and waits for the round under way. */
    async stop(): Promise<void> {
      stopped = true;
      stopListening();
      if (timer) clearTimeout(timer);
      await round;
    },
  };
}
