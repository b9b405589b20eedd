import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { FieldLabel } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { formatMessage } from "../../../i18n/format-message.ts";
import { useMessages } from "../../../i18n/language-provider.tsx";
import { useAdminMessages } from "../admin-messages.tsx";
import { messageOf, PAGE_SIZE, statusOf } from "../ops/admin-calls.ts";
import { awardableBadges, awardBadge, listBadges, revokeBadge } from "../ops/badge-records.ts";
import { DataTable } from "../ops/data-table.tsx";
import { SearchForm } from "../ops/search-form.tsx";
import { selectClass } from "../ops/select-class.ts";
import { StatusNote } from "../ops/status-note.tsx";
import { exactPager } from "../records/pager.ts";
import { TablePager } from "../records/table-pager.tsx";
import { useDateFormat } from "../records/use-date-format.ts";
import { useViewParams } from "../records/view-params.ts";
import { SectionHeader } from "../section-header.tsx";

type Note = { tone: "ok" | "error"; text: string } | null;

function AwardForm({ onNote }: { onNote: (note: Note) => void }) {
  const m = useAdminMessages();
  const categories = useMessages().badges.categories.items;
  const id = useId();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [badgeIndex, setBadgeIndex] = useState("");
  const award = useMutation({
    mutationFn: async () => {
      const badge = awardableBadges[Number(badgeIndex)];
      if (!badge) throw new Error(m.badges.chooseBadge);
      await awardBadge(email.trim(), badge);
      return badge.name;
    },
    onSuccess: (badge) => {
      onNote({ tone: "ok", text: formatMessage(m.badges.awarded, { badge, email: email.trim() }) });
      setEmail("");
      void queryClient.invalidateQueries({ queryKey: ["admin", "badges"] });
    },
    onError: (error) => {
      const badge = awardableBadges[Number(badgeIndex)]?.name ?? "";
      onNote({
        tone: "error",
        text:
          statusOf(error) === 409
            ? formatMessage(m.badges.duplicate, { badge, email: email.trim() })
            : formatMessage(m.ops.actionFailed, { message: messageOf(error) }),
      });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNote(null);
    award.mutate();
  };
  return (
    <form
      onSubmit={submit}
      className="mb-8 grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <h2 className="text-xl font-semibold sm:col-span-3">{m.badges.awardHeading}</h2>
      <div className="grid gap-1">
        <FieldLabel htmlFor={`${id}-email`}>{m.badges.email}</FieldLabel>
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
        <FieldLabel htmlFor={`${id}-badge`}>{m.badges.badge}</FieldLabel>
        <select
          id={`${id}-badge`}
          required
          className={selectClass}
          value={badgeIndex}
          onChange={(event) => setBadgeIndex(event.target.value)}
        >
          <option value="">{m.badges.chooseBadge}</option>
          {Object.entries(categories).map(([key, category]) => (
            <optgroup key={key} label={category.name}>
              {awardableBadges.map((badge, index) =>
                badge.category === key ? (
                  <option key={badge.name} value={index}>
                    {badge.name}
                  </option>
                ) : null,
              )}
            </optgroup>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={award.isPending}>
        {m.badges.award}
      </Button>
    </form>
  );
}

export default function BadgesPage() {
  const m = useAdminMessages();
  const date = useDateFormat();
  const categories = useMessages().badges.categories.items as Record<string, { name: string }>;
  const queryClient = useQueryClient();
  const view = useViewParams();
  const search = view.text("q");
  const page = view.page;
  const setPage = (next: number) => view.update({ page: next });
  const [note, setNote] = useState<Note>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const badges = useQuery({
    queryKey: ["admin", "badges", search, page],
    queryFn: () => listBadges(search, PAGE_SIZE, page * PAGE_SIZE),
  });
  const revoke = useMutation({
    mutationFn: (badge: { id: string; badge_name: string; user_email: string }) => revokeBadge(badge.id),
    onSuccess: (_, badge) => {
      setConfirming(null);
      setNote({
        tone: "ok",
        text: formatMessage(m.badges.revoked, { badge: badge.badge_name, email: badge.user_email }),
      });
      void queryClient.invalidateQueries({ queryKey: ["admin", "badges"] });
    },
    onError: (error) =>
      setNote({ tone: "error", text: formatMessage(m.ops.actionFailed, { message: messageOf(error) }) }),
  });
  const c = m.badges.columns;
  return (
    <>
      <SectionHeader title={m.nav.badges} />
      <p className="mb-6 max-w-prose text-muted-foreground">{m.badges.intro}</p>
      <AwardForm onNote={setNote} />
      <div className="mb-4 min-h-6">
        {note ? <StatusNote tone={note.tone}>{note.text}</StatusNote> : null}
      </div>
      <h2 className="mb-3 text-xl font-semibold">{m.badges.listHeading}</h2>
      <SearchForm
        label={m.badges.searchLabel}
        value={search}
        onSearch={(text) => view.update({ q: text, page: 0 })}
      />
      {badges.isError ? <StatusNote tone="error">{m.ops.failed}</StatusNote> : null}
      {badges.isPending ? <p>{m.ops.loading}</p> : null}
      {badges.data?.total === 0 ? <p>{m.ops.empty}</p> : null}
      {badges.data && badges.data.total > 0 ? (
        <>
          <DataTable caption={m.badges.listHeading} columns={[c.email, c.badge, c.category, c.date, ""]}>
            {badges.data.badges.map((badge) => (
              <tr key={badge.id}>
                <td className="break-all">{badge.user_email}</td>
                <td>{badge.badge_name}</td>
                <td>{categories[badge.badge_category]?.name ?? badge.badge_category}</td>
                <td>{date(badge.created_date)}</td>
                <td>
                  {confirming === badge.id ? (
                    <div className="flex flex-wrap items-center gap-2">
                      <span>
                        {formatMessage(m.badges.confirmRevoke, {
                          badge: badge.badge_name,
                          email: badge.user_email,
                        })}
                      </span>
                      <Button
                        size="sm"
                        variant="default"
                        onClick={() => revoke.mutate(badge)}
                        disabled={revoke.isPending}
                      >
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
                      aria-label={`${m.badges.revoke}: ${badge.badge_name}, ${badge.user_email}`}
                      onClick={() => setConfirming(badge.id)}
                    >
                      {m.badges.revoke}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
          <TablePager
            pager={exactPager(page, PAGE_SIZE, badges.data.total)}
            page={page}
            onPage={setPage}
            className="mt-4"
          />
        </>
      ) : null}
    </>
  );
}
