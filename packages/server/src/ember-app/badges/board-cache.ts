/**
 * The badge board, computed once and served from memory until a badge is written (ADR 0019). Its
 * queries read every badge, so their cost grows with the table; the cached answer does not.
 *
 * A write bumps the generation; an answer computed while a write committed is handed to the callers
 * that waited for it but not kept, so a later caller never sees the board from before the write.
 * Writes made by another instance on the same PostgreSQL are not announced here: after `maxAgeMs` the
 * board is recomputed in the background while the old one is still served.
 */
export class BoardCache<T> {
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  #generation = 0;
  #kept: { readonly value: T; readonly generation: number; readonly at: number } | null = null;
  #pending: { readonly promise: Promise<T>; readonly generation: number } | null = null;

  constructor(options: { maxAgeMs: number; now?: () => number }) {
    this.#maxAgeMs = options.maxAgeMs;
    this.#now = options.now ?? Date.now;
  }

  async get(compute: () => Promise<T>): Promise<T> {
    const kept = this.#kept;
    if (kept && kept.generation === this.#generation) {
      if (this.#now() - kept.at > this.#maxAgeMs) this.#refresh(compute).catch(() => {});
      return kept.value;
    }
    return this.#refresh(compute);
  }

  invalidate(): void {
    this.#generation += 1;
    this.#kept = null;
  }

  /** Concurrent callers of one generation share one computation. */
  #refresh(compute: () => Promise<T>): Promise<T> {
    const generation = this.#generation;
    if (this.#pending?.generation === generation) return this.#pending.promise;
    const at = this.#now();
    const promise = compute()
      .then((value) => {
        if (this.#generation === generation) this.#kept = { value, generation, at };
        return value;
      })
      .finally(() => {
        if (this.#pending?.promise === promise) this.#pending = null;
      });
    this.#pending = { promise, generation };
    return promise;
  }
}
