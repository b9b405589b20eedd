import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { FieldLabel } from "../../../components/ui/field.tsx";
import { formatMessage } from "../../../i18n/format-message.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import { messageOf, PAGE_SIZE } from "../ops/admin-calls.ts";
import { DataTable } from "../ops/data-table.tsx";
import { EmailStatus } from "../ops/email-status.tsx";
import { listEmails, type OutboxStatus, outboxStatuses, retryEmail } from "../ops/outbox-calls.ts";
import { selectClass } from "../ops/select-class.ts";
import { StatusNote } from "../ops/status-note.tsx";
import { exactPager } from "../records/pager.ts";
import { TablePager } from "../records/table-pager.tsx";
import { useDateFormat } from "../records/use-date-format.ts";
import { useViewParams } from "../records/view-params.ts";
import { SectionHeader } from "../section-header.tsx";

export default function OutboxPage() {
  const m = useAdminMessages();
  const date = useDateFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const view = useViewParams();
  const status = view.oneOf<OutboxStatus | "">("status", outboxStatuses, "");
  const page = view.page;
  const setPage = (next: number) => view.update({ page: next });
  const [note, setNote] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const emails = useQuery({
    queryKey: ["admin", "outbox", status, page],
    queryFn: () => listEmails(status, PAGE_SIZE, page * PAGE_SIZE),
  });
  const retry = useMutation({
    mutationFn: retryEmail,
    onSuccess: () => {
      setNote({ tone: "ok", text: m.outbox.retried });
      void queryClient.invalidateQueries({ queryKey: ["admin", "outbox"] });
    },
    onError: (error) =>
      setNote({ tone: "error", text: formatMessage(m.ops.actionFailed, { message: messageOf(error) }) }),
  });
  const c = m.outbox.columns;
  return (
    <>
      <SectionHeader title={m.nav.outbox}>
        <div className="grid gap-1">
          <FieldLabel htmlFor={id} className="text-sm">
            {m.outbox.statusLabel}
          </FieldLabel>
          <select
            id={id}
            className={selectClass}
            value={status}
            onChange={(event) => view.update({ status: event.target.value, page: 0 })}
          >
            <option value="">{m.outbox.allStatuses}</option>
            {outboxStatuses.map((s) => (
              <option key={s} value={s}>
                {m.outbox.statuses[s]}
              </option>
            ))}
          </select>
        </div>
      </SectionHeader>
      <p className="mb-6 max-w-prose text-muted-foreground">{m.outbox.intro}</p>
      <div className="mb-4 min-h-6">
        {note ? <StatusNote tone={note.tone}>{note.text}</StatusNote> : null}
      </div>
      {emails.isError ? <StatusNote tone="error">{m.ops.failed}</StatusNote> : null}
      {emails.isPending ? <p>{m.ops.loading}</p> : null}
      {emails.data?.total === 0 ? <p>{m.ops.empty}</p> : null}
      {emails.data && emails.data.total > 0 ? (
        <>
          <DataTable
            caption={m.nav.outbox}
            columns={[c.to, c.subject, c.status, c.attempts, c.lastError, c.created, ""]}
          >
            {emails.data.emails.map((email) => (
              <tr key={email.id}>
                <td className="break-all">{email.to}</td>
                <td>
                  <Link
                    to={`/admin/outbox/${encodeURIComponent(email.id)}`}
                    className="font-semibold text-primary underline underline-offset-4"
                  >
                    {email.subject}
                  </Link>
                </td>
                <td>
                  <EmailStatus status={email.status} />
                </td>
                <td>{email.attempts}</td>
                <td className="max-w-64 break-words text-muted-foreground">{email.last_error ?? ""}</td>
                <td>{date(email.created_date)}</td>
                <td>
                  {email.status === "failed" ? (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`${m.outbox.retry}: ${email.subject}, ${email.to}`}
                      disabled={retry.isPending}
                      onClick={() => retry.mutate(email.id)}
                    >
                      {m.outbox.retry}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </DataTable>
          <TablePager
            pager={exactPager(page, PAGE_SIZE, emails.data.total)}
            page={page}
            onPage={setPage}
            className="mt-4"
          />
        </>
      ) : null}
    </>
  );
}
