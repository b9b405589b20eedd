import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DatabaseBackup, Download } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { FieldLabel } from "../../../components/ui/field.tsx";
import { formatMessage } from "../../../i18n/format-message.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import {
  type BackupRun,
  type BackupSettings,
  backupsQueryKey,
  downloadBackup,
  fetchBackups,
  saveBackupSettings,
  startBackup,
} from "../ops/backup-calls.ts";
import { DataTable } from "../ops/data-table.tsx";
import { StatusNote } from "../ops/status-note.tsx";
import { useDateFormat } from "../records/use-date-format.ts";
import { SectionHeader } from "../section-header.tsx";

const sizeOf = (bytes: number | null) =>
  bytes === null
    ? ""
    : bytes < 1024 * 1024
      ? `${Math.ceil(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const inputClass = "h-10 w-24 rounded-md border border-input bg-background px-3";

function SettingsForm({ settings }: { settings: BackupSettings }) {
  const m = useAdminMessages();
  const b = m.backups;
  const id = useId();
  const client = useQueryClient();
  const [draft, setDraft] = useState(settings);
  const save = useMutation({
    mutationFn: saveBackupSettings,
    onSuccess: () => client.invalidateQueries({ queryKey: backupsQueryKey }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  const number = (key: "hour" | "keepDaily" | "keepWeekly", label: string, min: number, max: number) => (
    <div className="grid gap-1">
      <FieldLabel htmlFor={`${id}-${key}`} className="text-sm">
        {label}
      </FieldLabel>
      <input
        id={`${id}-${key}`}
        type="number"
        min={min}
        max={max}
        required
        className={inputClass}
        value={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: Number(event.target.value) })}
      />
    </div>
  );
  return (
    <form onSubmit={submit} className="mb-8 grid gap-4 rounded-xl border border-border p-4">
      <h2 className="text-xl font-semibold">{b.scheduleHeading}</h2>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
        />
        {b.enabled}
      </label>
      <div className="flex flex-wrap gap-4">
        {number("hour", b.hour, 0, 23)}
        {number("keepDaily", b.keepDaily, 1, 90)}
        {number("keepWeekly", b.keepWeekly, 0, 52)}
      </div>
      <div>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {b.save}
        </Button>
      </div>
      {save.isSuccess ? <StatusNote tone="ok">{b.saved}</StatusNote> : null}
      {save.isError ? <StatusNote tone="error">{m.ops.failed}</StatusNote> : null}
    </form>
  );
}

function RunRow({ run }: { run: BackupRun }) {
  const m = useAdminMessages();
  const b = m.backups;
  const date = useDateFormat();
  const [failed, setFailed] = useState(false);
  const result =
    run.status === "running"
      ? formatMessage(b.running, { stage: b.stages[run.stage] })
      : run.status === "failed"
        ? formatMessage(b.failed, { error: run.error ?? "" })
        : run.kept
          ? b.succeeded
          : b.pruned;
  return (
    <tr data-backup-status={run.status}>
      <td>{date(run.started_at)}</td>
      <td>{b.triggers[run.trigger]}</td>
      <td>{sizeOf(run.bytes)}</td>
      <td className={run.status === "failed" ? "text-destructive" : ""}>{result}</td>
      <td>
        {run.kept ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void downloadBackup(run.id).catch(() => setFailed(true))}
          >
            <Download aria-hidden="true" />
            {b.download}
          </Button>
        ) : null}
        {failed ? <span role="alert">{m.ops.failed}</span> : null}
      </td>
    </tr>
  );
}

/** Backups of the database and uploaded files, made by the server: now, or daily on a schedule. */
export default function BackupsPage() {
  const m = useAdminMessages();
  const b = m.backups;
  const client = useQueryClient();
  const listing = useQuery({
    queryKey: backupsQueryKey,
    queryFn: fetchBackups,
    // While a backup runs, its stage is read every second, so the list shows its progress.
    refetchInterval: (query) =>
      query.state.data?.runs.some((run) => run.status === "running") ? 1000 : false,
  });
  const start = useMutation({
    mutationFn: startBackup,
    onSettled: () => client.invalidateQueries({ queryKey: backupsQueryKey }),
  });
  const data = listing.data;
  const busy = start.isPending || (data?.runs.some((run) => run.status === "running") ?? false);
  return (
    <>
      <SectionHeader title={m.nav.backups}>
        {data?.availability === "available" ? (
          <Button onClick={() => start.mutate()} disabled={busy}>
            <DatabaseBackup aria-hidden="true" />
            {busy ? b.working : b.runNow}
          </Button>
        ) : null}
      </SectionHeader>
      <p className="mb-6 max-w-prose text-muted-foreground">
        {data ? formatMessage(b.intro, { directory: data.directory }) : null}
      </p>
      {listing.isError ? <StatusNote tone="error">{m.ops.failed}</StatusNote> : null}
      {listing.isPending ? <p>{m.ops.loading}</p> : null}
      {start.isError ? <StatusNote tone="error">{b.notStarted}</StatusNote> : null}
      {data?.availability === "needs-pg-dump" ? (
        <div className="mb-6">
          <StatusNote tone="error">{b.needsPgDump}</StatusNote>
        </div>
      ) : null}
      {data ? <SettingsForm key={JSON.stringify(data.settings)} settings={data.settings} /> : null}
      {data ? (
        <section aria-labelledby="backup-runs">
          <h2 id="backup-runs" className="mb-3 text-xl font-semibold">
            {b.listHeading}
          </h2>
          {data.runs.length === 0 ? (
            <p>{m.ops.empty}</p>
          ) : (
            <DataTable
              caption={b.listHeading}
              columns={[b.columns.time, b.columns.trigger, b.columns.size, b.columns.result, b.columns.file]}
            >
              {data.runs.map((run) => (
                <RunRow key={run.id} run={run} />
              ))}
            </DataTable>
          )}
        </section>
      ) : null}
    </>
  );
}
