/**
 * A count of the characters the detector's regular expressions and rewrites pass over: the unit of work
 * the linear-time test compares across input sizes (a count, not a clock, so a busy machine cannot make
 * it flake). Incremented on the hot path; nothing reads it there.
 */
export const workMeter = { units: 0 };

/** Adds `n` units of work (the length of a text one pass runs over). */
export function spend(n: number): void {
  workMeter.units += n;
}
