import { EventEmitter } from "node:events";
import type { FunctionOutput } from "../functions/deno/deno-worker.ts";

/** One line of a hosted app's function output, as `base44 logs` shows it. */
export interface FunctionLogEntry {
  readonly time: string;
  readonly level: FunctionOutput["level"];
  /** The function that printed it; null for what Deno itself printed (a crash, a load failure). */
  readonly function: string | null;
  readonly message: string;
}

export interface LogQuery {
  readonly functionName: string;
  readonly since?: number | undefined;
  readonly until?: number | undefined;
  readonly level?: string | undefined;
  readonly limit: number;
  readonly order: "asc" | "desc";
}

/**
 * The last lines of each hosted app's functions, in memory: at most LINES_PER_APP per app (each at most
 * 4,000 characters, so about 4 MB an app at worst), the oldest dropped first. They outlive deploys (the
 * host keeps them, not the app's instance) but not a restart of the server; the server's own log has every
 * line too. A memory log rather than a table: a function printing in a loop costs no database writes.
 */
export const LINES_PER_APP = 1000;

export class FunctionLogs {
  private readonly lines = new Map<string, FunctionLogEntry[]>();
  private readonly events = new EventEmitter();

  constructor(private readonly now: () => number = Date.now) {
    // One listener per open `logs --follow`; the routes bound how many an app may have.
    this.events.setMaxListeners(0);
  }

  /** What an app's Deno workers are given: every line they print is kept and announced. */
  sink(appId: string): (output: FunctionOutput) => void {
    return (output) => {
      const entry: FunctionLogEntry = { time: new Date(this.now()).toISOString(), ...output };
      let kept = this.lines.get(appId);
      if (!kept) {
        kept = [];
        this.lines.set(appId, kept);
      }
      kept.push(entry);
      if (kept.length > LINES_PER_APP) kept.splice(0, kept.length - LINES_PER_APP);
      this.events.emit(appId, entry);
    };
  }

  query(appId: string, query: LogQuery): FunctionLogEntry[] {
    const matching = (this.lines.get(appId) ?? []).filter((entry) => {
      const time = Date.parse(entry.time);
      return (
        entry.function === query.functionName &&
        (query.since === undefined || time >= query.since) &&
        (query.until === undefined || time <= query.until) &&
        (query.level === undefined || entry.level === query.level)
      );
    });
    // The newest `limit` lines, in the order asked for.
    const newest = matching.slice(-query.limit);
    return query.order === "desc" ? newest.reverse() : newest;
  }

  /** The newest lines of all the app's functions, newest first (the dashboard's view). */
  recent(appId: string, limit: number): FunctionLogEntry[] {
    return (this.lines.get(appId) ?? []).slice(-limit).reverse();
  }

  subscribe(appId: string, listener: (entry: FunctionLogEntry) => void): () => void {
    this.events.on(appId, listener);
    return () => this.events.off(appId, listener);
  }

  listeners(appId: string): number {
    return this.events.listenerCount(appId);
  }
}
