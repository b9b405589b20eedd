import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatMessage } from "../../../i18n/format-message.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import { useDateFormat } from "../records/use-date-format.ts";
import { backupsQueryKey, fetchBackups } from "./backup-calls.ts";

/** On Today: a small notice when the latest finished backup failed, linking to the Backups section. */
export function BackupNotice() {
  const m = useAdminMessages();
  const date = useDateFormat();
  const listing = useQuery({ queryKey: backupsQueryKey, queryFn: fetchBackups });
  const latest = listing.data?.runs.find((run) => run.status !== "running");
  if (latest?.status !== "failed") return null;
  return (
    <p role="alert" data-backup-failed="" className="rounded-xl border border-destructive px-4 py-3 text-sm">
      <span className="font-semibold text-destructive">
        {formatMessage(m.backups.failedOnToday, { date: date(latest.started_at) })}
      </span>{" "}
      <Link to="/admin/backups" className="font-semibold text-primary underline underline-offset-4">
        {m.nav.backups}
      </Link>
    </p>
  );
}
