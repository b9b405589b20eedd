/** How many backups the schedule keeps: the newest of each of the last days, and of the weeks before. */
export interface RetentionRule {
  readonly keepDaily: number;
  readonly keepWeekly: number;
}

export const DEFAULT_RETENTION: RetentionRule = { keepDaily: 7, keepWeekly: 4 };

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Monday of the UTC week `at` falls in: backups of one week share it. */
function weekOf(at: Date): string {
  const day = new Date(`${dayOf(at)}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return dayOf(new Date(day.getTime() - sinceMonday * 86_400_000));
}

/**
 * The backups the rule no longer keeps, of finished ones: kept are the newest backup of each of the
 * `keepDaily` most recent days that have one, and the newest of each of the `keepWeekly` most recent weeks
 * before those days. The newest backup is always kept.
 */
export function backupsToPrune<T extends { readonly id: string; readonly at: Date }>(
  backups: readonly T[],
  rule: RetentionRule,
): T[] {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime());
  const kept = new Set<string>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const backup of newestFirst) {
    const day = dayOf(backup.at);
    if (days.has(day)) continue;
    if (days.size < Math.max(1, rule.keepDaily)) {
      days.add(day);
      kept.add(backup.id);
      continue;
    }
    const week = weekOf(backup.at);
    // The weeks count from the first one that no kept day covers.
    const coveredByDays = [...days].some((kept) => weekOf(new Date(`${kept}T00:00:00Z`)) === week);
    if (coveredByDays || weeks.has(week) || weeks.size >= rule.keepWeekly) continue;
    weeks.add(week);
    kept.add(backup.id);
  }
  return newestFirst.filter((backup) => !kept.has(backup.id));
}
