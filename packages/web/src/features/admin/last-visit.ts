/**
 * When this admin last opened the console, per admin and per browser (localStorage; docs/decisions/0034):
 * read once per page load, then moved to now, so Today counts what arrived since the previous visit.
 */
const keyOf = (userId: string) => `ember.admin.lastVisit.${userId}`;
const previousVisits = new Map<string, string | null>();

export function takeLastVisit(userId: string, now: Date = new Date()): string | null {
  const known = previousVisits.get(userId);
  if (known !== undefined) return known;
  let previous: string | null = null;
  try {
    previous = window.localStorage.getItem(keyOf(userId));
    window.localStorage.setItem(keyOf(userId), now.toISOString());
  } catch {
    // Storage refused (private mode): every visit is a first visit.
  }
  const valid = previous && !Number.isNaN(Date.parse(previous)) ? previous : null;
  previousVisits.set(userId, valid);
  return valid;
}
