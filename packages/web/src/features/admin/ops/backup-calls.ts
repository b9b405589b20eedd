import { adminFetch, adminPost, startDownload } from "../admin-api.ts";

export interface BackupRun {
  readonly id: string;
  readonly trigger: "manual" | "scheduled";
  readonly status: "running" | "succeeded" | "failed";
  readonly stage: "starting" | "database" | "files" | "done";
  readonly started_at: string;
  readonly finished_at: string | null;
  readonly bytes: number | null;
  readonly error: string | null;
  readonly kept: boolean;
}

export interface BackupSettings {
  readonly enabled: boolean;
  readonly hour: number;
  readonly keepDaily: number;
  readonly keepWeekly: number;
}

export interface BackupListing {
  readonly engine: "pglite" | "postgres";
  readonly availability: "available" | "needs-pg-dump";
  readonly directory: string;
  readonly settings: BackupSettings;
  readonly runs: readonly BackupRun[];
}

export const backupsQueryKey = ["admin", "backups"] as const;

export async function fetchBackups(): Promise<BackupListing> {
  return (await adminFetch("/backups")).json();
}

export const startBackup = () => adminPost<{ id: string }>("/backups");

export const saveBackupSettings = (settings: BackupSettings) =>
  adminPost<BackupSettings>("/backups/settings", settings, "PUT");

/** The backup's database file through a one-use signed link, as the browser's own download. */
export async function downloadBackup(id: string): Promise<void> {
  startDownload((await adminPost<{ url: string }>(`/backups/${encodeURIComponent(id)}/link`)).url);
}
