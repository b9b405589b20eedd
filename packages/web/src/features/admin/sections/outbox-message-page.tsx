import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { formatMessage } from "../../../i18n/format-message.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import { messageOf, statusOf } from "../ops/admin-calls.ts";
import { EmailStatus } from "../ops/email-status.tsx";
import { readEmail, retryEmail } from "../ops/outbox-calls.ts";
import { StatusNote } from "../ops/status-note.tsx";
import { useDateFormat } from "../records/use-date-format.ts";
import { SectionHeader } from "../section-header.tsx";

/**
 * One e-mail of the outbox: the local mailbox's reading view. The HTML part is shown in a sandboxed frame
 * with no permissions at all (no scripts, no same origin, no forms or navigation), so even a hostile
 * row of the table could do nothing (docs/decisions/0035).
 */
export default function OutboxMessagePage() {
  const m = useAdminMessages();
  const date = useDateFormat();
  const id = useParams().id ?? "";
  const queryClient = useQueryClient();
  const [part, setPart] = useState<"html" | "text">("html");
  const [note, setNote] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const message = useQuery({ queryKey: ["admin", "outbox", "message", id], queryFn: () => readEmail(id) });
  const retry = useMutation({
    mutationFn: () => retryEmail(id),
    onSuccess: () => {
      setNote({ tone: "ok", text: m.outbox.retried });
      void queryClient.invalidateQueries({ queryKey: ["admin", "outbox"] });
    },
    onError: (error) =>
      setNote({ tone: "error", text: formatMessage(m.ops.actionFailed, { message: messageOf(error) }) }),
  });
  const back = (
    <Link to="/admin/outbox" className="font-semibold text-primary underline underline-offset-4">
      {m.outbox.back}
    </Link>
  );
  if (message.isPending) return <p>{m.ops.loading}</p>;
  if (message.isError) {
    return (
      <>
        <StatusNote tone="error">
          {statusOf(message.error) === 404 ? m.outbox.notFound : m.ops.failed}
        </StatusNote>
        <p className="mt-4">{back}</p>
      </>
    );
  }
  const email = message.data;
  const o = m.outbox;
  return (
    <article>
      <p className="mb-4">{back}</p>
      <SectionHeader title={email.subject}>
        {email.status === "failed" ? (
          <Button variant="outline" onClick={() => retry.mutate()} disabled={retry.isPending}>
            {o.retry}
          </Button>
        ) : null}
      </SectionHeader>
      <div className="mb-4 min-h-6">
        {note ? <StatusNote tone={note.tone}>{note.text}</StatusNote> : null}
      </div>
      <dl className="mb-6 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{o.columns.to}</dt>
        <dd className="break-all">{email.to}</dd>
        {email.from_name ? (
          <>
            <dt className="font-semibold">{o.from}</dt>
            <dd>{email.from_name}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{o.columns.status}</dt>
        <dd>
          <EmailStatus status={email.status} />
        </dd>
        <dt className="font-semibold">{o.columns.created}</dt>
        <dd>{date(email.created_date)}</dd>
        {email.sent_date ? (
          <>
            <dt className="font-semibold">{o.sentAt}</dt>
            <dd>{date(email.sent_date)}</dd>
          </>
        ) : null}
        {email.delivered_via ? (
          <>
            <dt className="font-semibold">{o.via}</dt>
            <dd>{email.delivered_via}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{o.columns.attempts}</dt>
        <dd>{email.attempts}</dd>
        {email.last_error ? (
          <>
            <dt className="font-semibold">{o.columns.lastError}</dt>
            <dd className="break-words">{email.last_error}</dd>
          </>
        ) : null}
      </dl>
      <div className="mb-3 flex gap-2">
        <Button
          size="sm"
          variant={part === "html" ? "secondary" : "ghost"}
          aria-pressed={part === "html"}
          onClick={() => setPart("html")}
        >
          {o.htmlTab}
        </Button>
        <Button
          size="sm"
          variant={part === "text" ? "secondary" : "ghost"}
          aria-pressed={part === "text"}
          onClick={() => setPart("text")}
        >
          {o.textTab}
        </Button>
      </div>
      {part === "html" ? (
        <iframe
          title={o.htmlFrameTitle}
          sandbox=""
          srcDoc={email.html}
          referrerPolicy="no-referrer"
          className="h-[32rem] w-full rounded-xl border border-border bg-white"
        />
      ) : (
        <pre className="max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-xl border border-border bg-card p-4 text-sm">
          {email.text}
        </pre>
      )}
      {email.history.length > 0 ? (
        <section className="mt-6">
          <h2 className="mb-2 text-xl font-semibold">{o.history}</h2>
          <ol className="grid gap-1 text-sm">
            {email.history.map((attempt, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a retried e-mail numbers its attempts from 1 again.
              <li key={index}>
                {date(attempt.attempted_at)}:{" "}
                {formatMessage(o.attempt, { attempt: attempt.attempt, outcome: attempt.outcome })}
                {attempt.error ? ` (${attempt.error})` : ""}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  );
}
