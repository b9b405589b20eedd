import type { Database } from "../../db/database.ts";
import type { Mailer } from "./mailer.ts";
import {
  type ClaimedEmail,
  claimDueEmails,
  type DeliveryOutcome,
  deliverLocally,
  recordOutcomes,
  releaseUnattempted,
  type SettledEmail,
} from "./outbox.ts";

export interface OutboxWorkerOptions {
  /** How often to look for due e-mails when nobody kicks. */
  readonly pollIntervalMs: number;
  /** E-mails claimed and settled per round, in one statement each. */
  readonly batchSize: number;
  /** E-mails of a round being sent at the same moment. */
  readonly sendConcurrency: number;
  /**
   * While mail keeps coming (kicks, full rounds), a round starts at most this often, so under load the
   * worker delivers in a few large rounds and leaves the database to the submissions (ADR 0030).
   */
  readonly minRoundIntervalMs: number;
  /** How long a claim lasts; a worker that dies mid-send releases its e-mails after this. */
  readonly leaseMs: number;
  /**
   * After this long a round starts no more sends: e-mails of the round not yet handed to the mailer go
   * back unattempted (no attempt counted) for the next round. With the mailer's own bound on one send,
   * a hanging SMTP server cannot make a round outlive its lease.
   */
  readonly roundDeadlineMs: number;
  /** Attempts before a transient failure becomes permanent ('failed'). */
  readonly maxAttempts: number;
  /** The first retry's delay; each further retry doubles it, up to maxDelayMs, with jitter. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** A number in [0, 1) (Math.random): the jitter's source. */
  readonly random: () => number;
  /**
   * The clock e-mails fall due by: null for the database's, which every instance shares. A test passes
   * its own to move past a delay (a follow-up's window) instead of waiting for it.
   */
  readonly now: (() => Date) | null;
}

// About 16 hours of retries (30 s, 1 min, 2 min, ... capped at 1 h) before an e-mail is given up.
export const defaultOutboxWorkerOptions: OutboxWorkerOptions = {
  pollIntervalMs: 5_000,
  // Small rounds for a mailer nobody sized: mail-plugin.ts sets the SMTP and local mailbox rounds.
  batchSize: 20,
  sendConcurrency: 10,
  minRoundIntervalMs: 100,
  leaseMs: 5 * 60_000,
  // Plus the SMTP mailer's 60 s bound on a send already started: 2 minutes, inside the 5-minute lease.
  roundDeadlineMs: 60_000,
  maxAttempts: 20,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  random: Math.random,
  now: null,
};

/** Exponential backoff with "equal jitter": half the delay is fixed, half random, so retries spread out. */
export function retryDelayMs(attempt: number, options: OutboxWorkerOptions): number {
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (options.random() * exponential) / 2);
}

interface WorkerLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Delivers the outbox: claims due e-mails, sends them through the Mailer, and settles each with its
 * outcome. Pending rows survive restarts (they are just rows); kick() delivers soon after an enqueue
 * instead of waiting for the next poll; stop() finishes the round in progress and returns.
 */
export class OutboxWorker {
  readonly #db: Database;
  readonly #mailer: Mailer;
  readonly #log: WorkerLog;
  readonly #options: OutboxWorkerOptions;
  #running = false;
  /** While stop() waits: the round in progress starts no more sends. */
  #stopping = false;
  #kicked = false;
  #loop: Promise<void> | undefined;
  #wake: (() => void) | undefined;
  /** Whether a kick ends the current sleep (the idle poll), or only stop() does (the pause under load). */
  #wakeOnKick = false;
  readonly #changeListeners = new Set<() => void>();

  constructor(db: Database, mailer: Mailer, log: WorkerLog, options: Partial<OutboxWorkerOptions> = {}) {
    this.#db = db;
    this.#mailer = mailer;
    this.#log = log;
    this.#options = { ...defaultOutboxWorkerOptions, ...options };
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#run();
  }

  /**
   * Calls `listener` when the outbox changed: after a kick (a commit enqueued e-mail, which the local
   * mailbox may already have delivered in the same statement) and after each round that settled e-mails
   * (sent, retried or failed). For whoever shows the outbox live; answers the function that stops it.
   */
  onChange(listener: () => void): () => void {
    this.#changeListeners.add(listener);
    return () => this.#changeListeners.delete(listener);
  }

  /** Look for due e-mails now (after a commit that enqueued some). */
  kick(): void {
    this.#kicked = true;
    this.#announceChange();
    if (this.#wakeOnKick) this.#wake?.();
  }

  async stop(): Promise<void> {
    this.#running = false;
    this.#stopping = true;
    this.#wake?.();
    try {
      await this.#loop;
    } finally {
      // Only the round a stop interrupts ends early; a deliverDue() called afterwards works as usual.
      this.#stopping = false;
    }
  }

  /** One round: claim a batch and settle every e-mail in it. Answers how many were claimed. */
  async deliverDue(): Promise<number> {
    const now = this.#options.now?.() ?? null;
    if (this.#mailer.deliversInDatabase) {
      return deliverLocally(this.#db, this.#options.batchSize, this.#mailer.transport, now);
    }
    // Intervals by the monotonic clock: a wall clock set back (or a test's) never stalls a round or a pause.
    const deadline = performance.now() + this.#options.roundDeadlineMs;
    const claimed = await claimDueEmails(this.#db, this.#options.batchSize, this.#options.leaseMs, now);
    const settled: SettledEmail[] = [];
    let next = 0;
    // A sender takes the next e-mail only while the round is within its deadline and the worker running
    // (stop() must not wait for a hanging server to be tried with every e-mail of the round).
    const sender = async () => {
      while (next < claimed.length && !this.#stopping && performance.now() < deadline) {
        settled.push(await this.#attempt(claimed[next++] as ClaimedEmail));
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(this.#options.sendConcurrency, claimed.length) }, sender),
    );
    const unattempted = claimed.slice(next);
    await recordOutcomes(this.#db, this.#mailer.transport, settled);
    if (unattempted.length > 0) {
      await releaseUnattempted(this.#db, unattempted);
      this.#log.warn(
        { released: unattempted.length },
        "outbox round ended early (deadline or stop): e-mails not tried are due again",
      );
    }
    return claimed.length;
  }

  async #attempt(email: ClaimedEmail): Promise<SettledEmail> {
    const result = await this.#mailer.send(email);
    let outcome: DeliveryOutcome;
    if (result.ok) outcome = { kind: "sent" };
    else if (result.permanent || email.attempt >= this.#options.maxAttempts) {
      outcome = { kind: "failed", error: result.error };
      this.#log.error({ outbox_id: email.id, attempt: email.attempt, error: result.error }, "e-mail failed");
    } else {
      outcome = { kind: "retry", error: result.error, delayMs: retryDelayMs(email.attempt, this.#options) };
      this.#log.warn(
        { outbox_id: email.id, attempt: email.attempt, error: result.error },
        "e-mail will be retried",
      );
    }
    return { email, outcome };
  }

  async #run(): Promise<void> {
    let lastStart = Number.NEGATIVE_INFINITY;
    while (this.#running) {
      // Rounds start at most every minRoundIntervalMs: kicks meanwhile only add to the next round.
      const pause = lastStart + this.#options.minRoundIntervalMs - performance.now();
      if (pause > 0) await this.#sleep(pause, false);
      if (!this.#running) break;
      this.#kicked = false;
      lastStart = performance.now();
      let claimed = 0;
      try {
        claimed = await this.deliverDue();
      } catch (error) {
        this.#log.error({ err: error }, "outbox round failed");
      }
      if (claimed > 0) this.#announceChange();
      if (!this.#running) break;
      // A full batch means more may be waiting; a kick during the round means new mail was enqueued.
      if (claimed >= this.#options.batchSize || this.#kicked) continue;
      await this.#sleep(this.#options.pollIntervalMs, true);
    }
  }

  #announceChange(): void {
    for (const listener of this.#changeListeners) {
      try {
        listener();
      } catch (error) {
        this.#log.error({ err: error }, "an outbox listener failed");
      }
    }
  }

  #sleep(ms: number, wakeOnKick: boolean): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#wake = undefined;
        this.#wakeOnKick = false;
        resolve();
      };
      this.#wakeOnKick = wakeOnKick;
      const timer = setTimeout(done, ms);
      timer.unref();
      this.#wake = done;
    });
  }
}
