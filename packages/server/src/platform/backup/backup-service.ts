import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { backupsToPrune, DEFAULT_RETENTION } from "./backup-retention.ts";
import { DUMP_FILE, pgDumpAvailable, SNAPSHOT_FILE, writeBackup } from "./backup-writer.ts";

/** The console's backup settings, kept in the settings table. */
export interface BackupSettings {
  readonly enabled: boolean;
  /** The UTC hour the daily backup starts at. */
  readonly hour: number;
  readonly keepDaily: number;
  readonly keepWeekly: number;
}

export const DEFAULT_BACKUP_SETTINGS: BackupSettings = { enabled: true, hour: 3, ...DEFAULT_RETENTION };
const SETTINGS_KEY = "backup_settings";

export interface BackupRun {
  readonly id: string;
  readonly trigger: "manual" | "scheduled";
  readonly status: "running" | "succeeded" | "failed";
  readonly stage: string;
  readonly started_at: string;
  readonly finished_at: string | null;
  readonly bytes: number | null;
  readonly error: string | null;
  /** Whether its files are still on disk (the retention rule removed them otherwise). */
  readonly kept: boolean;
}

interface RunRow {
  id: string;
  trigger: BackupRun["trigger"];
  status: BackupRun["status"];
  stage: string;
  started_at: Date | string;
  finished_at: Date | string | null;
  name: string | null;
  bytes: string | number | null;
  error: string | null;
  pruned_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const stampOf = (at: Date) => at.toISOString().replace(/[-:]/g, "").replace(/\..*$/, "").replace("T", "-");

/** The backup is being made; another one is refused until it ends. */
export class BackupBusy extends Error {}

/**
 * Backups made by the server itself (docs/deploy.md, "Backups"): from the console, and daily at the
 * configured hour, into DATA_DIR/backups, in the directory layout `npm run restore` reads. Each run is a
 * row of backup_runs (its stage while it runs, then its result), and after a scheduled one the retention
 * rule removes the directories it no longer keeps. On PostgreSQL it needs `pg_dump` on PATH; without it,
 * `availability` says so and nothing runs.
 */
export class BackupService {
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly startedAt: Date;

  constructor(
    private readonly db: Database,
    private readonly config: Pick<Config, "dataDir" | "databaseUrl">,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {
    this.startedAt = now();
  }

  readonly directory = () => path.join(this.config.dataDir, "backups");

  async availability(): Promise<"available" | "needs-pg-dump"> {
    if (this.db.kind === "pglite") return "available";
    return (await pgDumpAvailable()) ? "available" : "needs-pg-dump";
  }

  async settings(): Promise<BackupSettings> {
    const { rows } = await this.db.query<{ value: string }>("select value from settings where key = $1", [
      SETTINGS_KEY,
    ]);
    if (!rows[0]) return DEFAULT_BACKUP_SETTINGS;
    return { ...DEFAULT_BACKUP_SETTINGS, ...(JSON.parse(rows[0].value) as Partial<BackupSettings>) };
  }

  async saveSettings(settings: BackupSettings): Promise<void> {
    await this.db.query(
      "insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value",
      [SETTINGS_KEY, JSON.stringify(settings)],
    );
  }

  async list(limit = 30): Promise<BackupRun[]> {
    const { rows } = await this.db.query<RunRow>(
      "select * from backup_runs order by started_at desc, id desc limit $1",
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      trigger: row.trigger,
      status: row.status,
      stage: row.stage,
      started_at: iso(row.started_at),
      finished_at: row.finished_at ? iso(row.finished_at) : null,
      bytes: row.bytes === null ? null : Number(row.bytes),
      error: row.error,
      kept: row.status === "succeeded" && row.pruned_at === null,
    }));
  }

  /** The database file of a kept backup, to download, or undefined. */
  async databaseFile(id: string): Promise<{ file: string; name: string } | undefined> {
    const { rows } = await this.db.query<{ name: string }>(
      "select name from backup_runs where id = $1 and status = 'succeeded' and pruned_at is null",
      [id],
    );
    const name = rows[0]?.name;
    if (!name) return undefined;
    const file = this.db.kind === "pglite" ? SNAPSHOT_FILE : DUMP_FILE;
    return { file: path.join(this.directory(), name, file), name: `${name}-${file}` };
  }

  /** Starts a backup and answers its run's id at once; the run goes on in the background. */
  async start(trigger: BackupRun["trigger"], id: string = randomUUID()): Promise<string | undefined> {
    if (this.running) throw new BackupBusy("A backup is running already");
    if ((await this.availability()) !== "available") throw new Error("pg_dump is not available");
    const at = this.now();
    const name = `ember-${stampOf(at)}${trigger === "scheduled" ? "-daily" : ""}`;
    // A scheduled run's id names its day: instances sharing the database run it once between them.
    const inserted = await this.db.query(
      `insert into backup_runs (id, trigger, status, started_at, name) values ($1, $2, 'running', $3, $4)
       on conflict (id) do nothing`,
      [id, trigger, at.toISOString(), name],
    );
    if (inserted.rowCount !== 1) return undefined;
    this.running = this.run(id, trigger, name).finally(() => {
      this.running = undefined;
    });
    return id;
  }

  private async run(id: string, trigger: BackupRun["trigger"], name: string): Promise<void> {
    try {
      const bytes = await writeBackup(this.db, this.config, path.join(this.directory(), name), (stage) =>
        this.db.query("update backup_runs set stage = $2 where id = $1", [id, stage]).then(() => {}),
      );
      await this.db.query(
        "update backup_runs set status = 'succeeded', stage = 'done', bytes = $2, finished_at = $3 where id = $1",
        [id, bytes, this.now().toISOString()],
      );
      this.log.info({ backup: name, bytes }, "backup written");
      if (trigger === "scheduled") await this.prune();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.error({ err: error, backup: name }, "backup failed");
      await this.db
        .query("update backup_runs set status = 'failed', error = $2, finished_at = $3 where id = $1", [
          id,
          message.slice(0, 1000),
          this.now().toISOString(),
        ])
        .catch(() => {});
    }
  }

  /** Waits for the backup that is running, if any (tests, and a close that lets it finish). */
  async settled(): Promise<void> {
    await this.running;
  }

  /** Removes the backups the retention rule no longer keeps (their rows stay, marked). */
  async prune(): Promise<string[]> {
    const settings = await this.settings();
    const { rows } = await this.db.query<{ id: string; name: string; started_at: Date | string }>(
      "select id, name, started_at from backup_runs where status = 'succeeded' and pruned_at is null",
    );
    const doomed = backupsToPrune(
      rows.map((row) => ({ ...row, at: new Date(row.started_at) })),
      settings,
    );
    for (const backup of doomed) {
      await rm(path.join(this.directory(), backup.name), { recursive: true, force: true });
      await this.db.query("update backup_runs set pruned_at = $2 where id = $1", [
        backup.id,
        this.now().toISOString(),
      ]);
    }
    return doomed.map((backup) => backup.id);
  }

  /**
   * Starts today's scheduled backup when its hour has come and it has not run; answers its id. A day whose
   * hour passed while the server was down is caught up on start; a server that never ran a scheduled
   * backup waits for the next hour (a fresh install, or a test's, is not backed up the minute it starts).
   */
  async runDue(): Promise<string | undefined> {
    const settings = await this.settings();
    const now = this.now();
    const slot = new Date(
      `${now.toISOString().slice(0, 10)}T${String(settings.hour).padStart(2, "0")}:00:00Z`,
    );
    if (!settings.enabled || now < slot || this.running) return undefined;
    const { rows } = await this.db.query<{ last: Date | string | null }>(
      "select max(started_at) as last from backup_runs where trigger = 'scheduled'",
    );
    const last = rows[0]?.last ? new Date(rows[0].last) : undefined;
    if (last ? last >= slot : this.startedAt >= slot) return undefined;
    if ((await this.availability()) !== "available") return undefined;
    return this.start("scheduled", `scheduled-${slot.toISOString().slice(0, 10)}`).catch((error) => {
      if (error instanceof BackupBusy) return undefined;
      throw error;
    });
  }

  startSchedule(everyMs: number): void {
    this.timer = setInterval(() => {
      this.runDue().catch((error: unknown) => this.log.error({ err: error }, "scheduled backup not started"));
    }, everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
