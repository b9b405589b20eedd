import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useAuth } from "../../../app/auth-provider.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Textarea } from "../../../components/ui/input.tsx";
import { formatMessage } from "../../../i18n/format-message.ts";
import { type AdminRecord, entityOf } from "../admin-api.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import { CrisisResources } from "../crisis-resources.tsx";
import { FieldList, RecordDetail } from "../records/record-detail.tsx";
import { textOf } from "../records/records-table.tsx";
import { useDateFormat } from "../records/use-date-format.ts";

/** Records who handled the alert, when, and what they did; the alert then leaves the open list. */
function HandleForm({ alert }: { alert: AdminRecord }) {
  const m = useAdminMessages();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const noteId = useId();
  const [note, setNote] = useState("");
  const [state, setState] = useState<"idle" | "saving" | "failed" | "empty">("idle");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setState("empty");
      return;
    }
    setState("saving");
    try {
      const alerts = await entityOf("CrisisAlert");
      const updated = await alerts.update(alert.id, {
        handled_at: new Date().toISOString(),
        handled_by: user?.email ?? "",
        handled_note: note.trim(),
      });
      queryClient.setQueryData(["admin-record", "CrisisAlert", alert.id], updated);
      await queryClient.invalidateQueries({ queryKey: ["admin-records", "CrisisAlert"] });
      setState("idle");
    } catch {
      setState("failed");
    }
  };

  const error = state === "empty" ? m.crisis.noteRequired : state === "failed" ? m.crisis.saveFailed : "";
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-xl border border-border bg-card p-4"
    >
      <label htmlFor={noteId} className="block font-semibold">
        {m.crisis.note}
      </label>
      <p id={`${noteId}-hint`} className="text-sm text-muted-foreground">
        {m.crisis.noteHint}
      </p>
      <Textarea
        id={noteId}
        rows={4}
        value={note}
        maxLength={4000}
        onChange={(event) => setNote(event.target.value)}
        aria-describedby={`${noteId}-hint${error ? ` ${noteId}-error` : ""}`}
        aria-invalid={state === "empty" || undefined}
      />
      <p id={`${noteId}-error`} role="alert" className="text-sm font-semibold text-destructive empty:hidden">
        {error}
      </p>
      <Button type="submit" disabled={state === "saving"}>
        {state === "saving" ? m.crisis.saving : m.crisis.markHandled}
      </Button>
    </form>
  );
}

export default function CrisisAlertPage() {
  const m = useAdminMessages();
  const date = useDateFormat();
  return (
    <RecordDetail
      entity="CrisisAlert"
      listPath="/admin/crisis-alerts"
      title={(r) => `${formatMessage(m.crisis.tier, { tier: textOf(r.tier) })}: ${textOf(r.keyword)}`}
    >
      {(r) => (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-6">
            <FieldList
              items={[
                { label: m.fields.message, value: textOf(r.message) },
                { label: m.fields.urgency, value: formatMessage(m.crisis.tier, { tier: textOf(r.tier) }) },
                { label: m.fields.keyword, value: textOf(r.keyword) },
                { label: m.fields.detected, value: date(r.detected_at) },
                { label: m.fields.status, value: r.handled_at ? m.crisis.handled : m.crisis.open },
              ]}
            />
            {r.handled_at ? (
              <div
                role="status"
                className="rounded-xl border border-border bg-secondary p-4 text-secondary-foreground"
              >
                <p className="font-semibold">
                  {formatMessage(m.crisis.handledBy, {
                    email: textOf(r.handled_by),
                    date: date(r.handled_at),
                  })}
                </p>
                <p className="mt-2 whitespace-pre-wrap break-words">{textOf(r.handled_note)}</p>
              </div>
            ) : (
              <HandleForm alert={r} />
            )}
          </div>
          <CrisisResources />
        </div>
      )}
    </RecordDetail>
  );
}
