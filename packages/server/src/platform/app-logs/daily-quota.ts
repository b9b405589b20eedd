const DAY_MS = 86_400_000;
/** Above this many remembered keys, those of earlier days are swept out. */
const SWEEP_AT = 10_000;

/**
 * A count per key per UTC day, in this process: how many anonymous analytics events one client address
 * may still have stored today. Past it the events are answered but not kept, so a script cannot fill
 * the table (kept for the retention period) from one address.
 */
export class DailyQuota {
  readonly #used = new Map<string, { day: number; count: number }>();

  constructor(
    private readonly perDay: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes up to `wanted` from the key's allowance today; returns how many were granted. */
  take(key: string, wanted: number): number {
    const day = Math.floor(this.now() / DAY_MS);
    let entry = this.#used.get(key);
    if (!entry || entry.day !== day) {
      if (this.#used.size >= SWEEP_AT) {
        for (const [k, e] of this.#used) if (e.day !== day) this.#used.delete(k);
      }
      entry = { day, count: 0 };
      this.#used.set(key, entry);
    }
    const granted = Math.max(0, Math.min(wanted, this.perDay - entry.count));
    entry.count += granted;
    return granted;
  }
}
