import { describe, expect, it } from "vitest";
import { backupsToPrune } from "../../src/platform/backup/backup-retention.ts";

const daily = (days: number, from = "2026-11-28") =>
  Array.from({ length: days }, (_, i) => {
    const at = new Date(new Date(`${from}T03:00:00Z`).getTime() - i * 86_400_000);
    return { id: at.toISOString().slice(0, 10), at };
  });

describe("the backups' retention rule", () => {
  it("keeps the newest of 7 days and of the 4 weeks before them, from 60 daily backups", () => {
    const backups = daily(60);
    const pruned = new Set(backupsToPrune(backups, { keepDaily: 7, keepWeekly: 4 }).map((b) => b.id));
    const kept = backups.filter((b) => !pruned.has(b.id)).map((b) => b.id);
    // 2026-11-28 is a Saturday: the 7 days reach back to Sunday the 22nd, whose week (from Monday the
    // 16th) counts as covered; the weeks kept are the four before it, each by its newest backup (Sunday).
    expect(kept).toEqual([
      "2026-11-28",
      "2026-11-27",
      "2026-11-26",
      "2026-11-25",
      "2026-11-24",
      "2026-11-23",
      "2026-11-22",
      "2026-11-15",
      "2026-11-08",
      "2026-11-01",
      "2026-10-25",
    ]);
  });

  it("keeps one backup a day, the newest, and always the newest backup", () => {
    const twice = [
      { id: "morning", at: new Date("2026-11-28T03:00:00Z") },
      { id: "evening", at: new Date("2026-11-28T20:00:00Z") },
    ];
    expect(backupsToPrune(twice, { keepDaily: 7, keepWeekly: 4 }).map((b) => b.id)).toEqual(["morning"]);
    expect(backupsToPrune(daily(3), { keepDaily: 0, keepWeekly: 0 }).map((b) => b.id)).toEqual([
      "2026-11-27",
      "2026-11-26",
    ]);
  });
});
