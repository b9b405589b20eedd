import { ApiError } from "../../../errors.ts";
import type { DenoWorker } from "./deno-worker.ts";

interface Waiter {
  resolve(worker: DenoWorker): void;
  reject(error: unknown): void;
  timer: NodeJS.Timeout;
}

const busy = (message: string) => new ApiError(503, message, "ServiceUnavailable");

/**
 * At most `size` Deno workers of one app, each lent to one call at a time. Workers start when calls need
 * them and stay; a call that finds them all busy waits its turn (first come, first served) up to
 * `waitMs`, and a queue longer than `maxQueue` is refused at once: a flood of calls costs memory for
 * a bounded queue, not a process each. A worker that ended (killed at the time limit, out of memory) is
 * dropped and the next call that needs one starts a new one.
 */
export class WorkerPool {
  readonly #idle: DenoWorker[] = [];
  readonly #waiters: Waiter[] = [];
  /** Every worker started and not yet ended, idle or busy. */
  readonly #all = new Set<DenoWorker>();
  #count = 0;
  #closed = false;

  constructor(
    private readonly startWorker: () => Promise<DenoWorker>,
    private readonly size: number,
    private readonly waitMs: number,
    private readonly maxQueue: number,
  ) {}

  async acquire(): Promise<DenoWorker> {
    if (this.#closed) throw busy("The server is shutting down");
    for (let worker = this.#idle.pop(); worker; worker = this.#idle.pop()) {
      if (worker.alive) return worker;
    }
    if (this.#count < this.size) return this.#start();
    if (this.#waiters.length >= this.maxQueue)
      throw busy("Too many calls are waiting for a function: try again");
    return new Promise<DenoWorker>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
          reject(busy("Every function worker stayed busy: try again"));
        }, this.waitMs),
      };
      this.#waiters.push(waiter);
    });
  }

  /** The call is over and the worker is as it was: it serves the next waiting call, or waits itself. */
  release(worker: DenoWorker): void {
    if (!worker.alive) {
      this.discard(worker);
      return;
    }
    const waiter = this.#waiters.shift();
    if (waiter) {
      clearTimeout(waiter.timer);
      waiter.resolve(worker);
    } else if (this.#closed) worker.kill();
    else this.#idle.push(worker);
  }

  /** Ends a worker whose call went wrong; a waiting call gets a new one. */
  discard(worker: DenoWorker): void {
    worker.kill();
    const index = this.#idle.indexOf(worker);
    if (index >= 0) this.#idle.splice(index, 1);
    this.#forget(worker);
  }

  /** Ends every worker; calls still waiting are refused. */
  close(): void {
    this.#closed = true;
    for (const waiter of this.#waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.reject(busy("The server is shutting down"));
    }
    this.#idle.length = 0;
    for (const worker of this.#all) worker.kill();
  }

  #forget(worker: DenoWorker): void {
    if (!this.#all.delete(worker)) return;
    this.#count -= 1;
    const waiter = this.#waiters.shift();
    if (!waiter || this.#closed) return;
    clearTimeout(waiter.timer);
    this.#start().then(waiter.resolve, waiter.reject);
  }

  async #start(): Promise<DenoWorker> {
    this.#count += 1;
    let worker: DenoWorker;
    try {
      worker = await this.startWorker();
    } catch (error) {
      this.#count -= 1;
      throw error;
    }
    this.#all.add(worker);
    // A worker that dies while idle (or is killed) gives its place back.
    void worker.exited.then(() => {
      const index = this.#idle.indexOf(worker);
      if (index >= 0) this.#idle.splice(index, 1);
      this.#forget(worker);
    });
    if (this.#closed) {
      worker.kill();
      throw busy("The server is shutting down");
    }
    return worker;
  }
}
