import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useAuth } from "../../../app/auth-provider.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FieldLabel } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { formatMessage } from "../../../i18n/format-message.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import { messageOf, PAGE_SIZE } from "../ops/admin-calls.ts";
import { DataTable } from "../ops/data-table.tsx";
import { SearchForm } from "../ops/search-form.tsx";
import { selectClass } from "../ops/select-class.ts";
import { StatusNote } from "../ops/status-note.tsx";
import { inviteMember, listTeam, removeAccess, type TeamMember } from "../ops/team-calls.ts";
import { exactPager } from "../records/pager.ts";
import { TablePager } from "../records/table-pager.tsx";
import { useViewParams } from "../records/view-params.ts";
import { SectionHeader } from "../section-header.tsx";

type Note = { tone: "ok" | "error"; text: string } | null;

function InviteForm({ onNote }: { onNote: (note: Note) => void }) {
  const m = useAdminMessages();
  const id = useId();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"user" | "admin">("admin");
  const invite = useMutation({
    mutationFn: () => inviteMember(email.trim(), role),
    onSuccess: () => {
      onNote({ tone: "ok", text: formatMessage(m.team.invited, { email: email.trim() }) });
      setEmail("");
      void queryClient.invalidateQueries({ queryKey: ["admin", "team"] });
    },
    onError: (error) =>
      onNote({ tone: "error", text: formatMessage(m.ops.actionFailed, { message: messageOf(error) }) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNote(null);
    invite.mutate();
  };
  return (
    <form
      onSubmit={submit}
      className="mb-8 grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
    >
      <h2 className="text-xl font-semibold sm:col-span-3">{m.team.inviteHeading}</h2>
      <div className="grid gap-1">
        <FieldLabel htmlFor={`${id}-email`}>{m.team.email}</FieldLabel>
        <Input
          id={`${id}-email`}
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <FieldLabel htmlFor={`${id}-role`}>{m.team.role}</FieldLabel>
        <select
          id={`${id}-role`}
          className={selectClass}
          value={role}
          onChange={(event) => setRole(event.target.value as "user" | "admin")}
        >
          <option value="admin">{m.team.roles.admin}</option>
          <option value="user">{m.team.roles.user}</option>
        </select>
      </div>
      <Button type="submit" disabled={invite.isPending}>
        {m.team.invite}
      </Button>
    </form>
  );
}

function accessOf(member: TeamMember, t: ReturnType<typeof useAdminMessages>["team"]): string {
  if (member.disabled) return t.removedAccess;
  return member.has_password ? t.active : t.invitedPending;
}

export default function TeamPage() {
  const m = useAdminMessages();
  const t = m.team;
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const view = useViewParams();
  const search = view.text("q");
  const page = view.page;
  const setPage = (next: number) => view.update({ page: next });
  const [note, setNote] = useState<Note>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const team = useQuery({
    queryKey: ["admin", "team", search, page],
    queryFn: () => listTeam(search, PAGE_SIZE, page * PAGE_SIZE),
  });
  const remove = useMutation({
    mutationFn: (member: TeamMember) => removeAccess(member.id),
    onSuccess: (_, member) => {
      setConfirming(null);
      setNote({ tone: "ok", text: formatMessage(t.removed, { email: member.email }) });
      void queryClient.invalidateQueries({ queryKey: ["admin", "team"] });
    },
    onError: (error) => {
      setConfirming(null);
      setNote({ tone: "error", text: formatMessage(m.ops.actionFailed, { message: messageOf(error) }) });
    },
  });
  const c = t.columns;
  return (
    <>
      <SectionHeader title={m.nav.team} />
      <p className="mb-6 max-w-prose text-muted-foreground">{t.intro}</p>
      <InviteForm onNote={setNote} />
      <div className="mb-4 min-h-6">
        {note ? <StatusNote tone={note.tone}>{note.text}</StatusNote> : null}
      </div>
      <h2 className="mb-3 text-xl font-semibold">{t.listHeading}</h2>
      <SearchForm
        label={t.searchLabel}
        value={search}
        onSearch={(text) => view.update({ q: text, page: 0 })}
      />
      {team.isError ? <StatusNote tone="error">{m.ops.failed}</StatusNote> : null}
      {team.isPending ? <p>{m.ops.loading}</p> : null}
      {team.data?.total === 0 ? <p>{m.ops.empty}</p> : null}
      {team.data && team.data.total > 0 ? (
        <>
          <DataTable caption={t.listHeading} columns={[c.email, c.name, c.role, c.access, ""]}>
            {team.data.users.map((member) => (
              <tr key={member.id}>
                <td className="break-all">{member.email}</td>
                <td>{member.full_name ?? ""}</td>
                <td>{t.roles[member.role]}</td>
                <td>{accessOf(member, t)}</td>
                <td>
                  {member.id === user?.id ? (
                    <span className="text-muted-foreground">{t.you}</span>
                  ) : member.disabled ? null : confirming === member.id ? (
                    <div className="flex flex-wrap items-center gap-2">
                      <span>{formatMessage(t.confirmRemove, { email: member.email })}</span>
                      <Button size="sm" onClick={() => remove.mutate(member)} disabled={remove.isPending}>
                        {m.ops.confirm}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                        {m.ops.cancel}
                      </Button>
                    </div>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`${t.remove}: ${member.email}`}
                      onClick={() => setConfirming(member.id)}
                    >
                      {t.remove}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
          <TablePager
            pager={exactPager(page, PAGE_SIZE, team.data.total)}
            page={page}
            onPage={setPage}
            className="mt-4"
          />
        </>
      ) : null}
    </>
  );
}
