import { type LanguageCode, languages } from "@ember/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { FieldLabel } from "../../../components/ui/field.tsx";
import { Textarea } from "../../../components/ui/input.tsx";
import { formatMessage } from "../../../i18n/format-message.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import { messageOf, PAGE_SIZE } from "../ops/admin-calls.ts";
import { DataTable } from "../ops/data-table.tsx";
import { SearchForm } from "../ops/search-form.tsx";
import { selectClass } from "../ops/select-class.ts";
import { StatusNote } from "../ops/status-note.tsx";
import {
  correctTranslation,
  exportCorrections,
  listTranslations,
  type TranslationEntry,
} from "../ops/translation-calls.ts";
import { exactPager } from "../records/pager.ts";
import { TablePager } from "../records/table-pager.tsx";
import { useDateFormat } from "../records/use-date-format.ts";
import { useViewParams } from "../records/view-params.ts";
import { SectionHeader } from "../section-header.tsx";

/** English is the original: only the other nine have a cache. */
const translated = languages.filter((l) => l.code !== "en");
type Source = "machine" | "human" | "reviewed" | "";

function CorrectionForm({
  entry,
  onDone,
}: {
  entry: TranslationEntry;
  onDone: (note: { tone: "ok" | "error"; text: string } | null) => void;
}) {
  const m = useAdminMessages();
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState(entry.translation);
  const save = useMutation({
    mutationFn: () => correctTranslation(entry.language, entry.text_hash, text),
    onSuccess: () => {
      onDone({ tone: "ok", text: m.translations.corrected });
      void queryClient.invalidateQueries({ queryKey: ["admin", "translations"] });
    },
    onError: (error) =>
      onDone({ tone: "error", text: formatMessage(m.ops.actionFailed, { message: messageOf(error) }) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <FieldLabel htmlFor={id} className="text-sm">
        {formatMessage(m.translations.correctionLabel, { original: entry.original.slice(0, 80) })}
      </FieldLabel>
      <Textarea
        id={id}
        lang={entry.language}
        required
        maxLength={20_000}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending || text.trim().length === 0}>
          {m.translations.save}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => onDone(null)}>
          {m.ops.cancel}
        </Button>
      </div>
    </form>
  );
}

export default function TranslationsPage() {
  const m = useAdminMessages();
  const date = useDateFormat();
  const t = m.translations;
  const ids = { language: useId(), source: useId() };
  const view = useViewParams();
  const language = view.oneOf<LanguageCode>(
    "language",
    translated.map((l) => l.code),
    "es",
  );
  const search = view.text("q");
  const source = view.oneOf<Source>("source", ["machine", "human", "reviewed"], "");
  const page = view.page;
  const setPage = (next: number) => view.update({ page: next });
  const [editing, setEditing] = useState<string | null>(null);
  const [note, setNote] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const entries = useQuery({
    queryKey: ["admin", "translations", language, search, source, page],
    queryFn: () => listTranslations(language, { search, source }, PAGE_SIZE, page * PAGE_SIZE),
  });
  const c = t.columns;
  return (
    <>
      <SectionHeader title={m.nav.translations}>
        <div className="grid gap-1">
          <FieldLabel htmlFor={ids.language} className="text-sm">
            {t.languageLabel}
          </FieldLabel>
          <select
            id={ids.language}
            className={selectClass}
            value={language}
            onChange={(event) => {
              view.update({ language: event.target.value, page: 0 });
              setEditing(null);
            }}
          >
            {translated.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <FieldLabel htmlFor={ids.source} className="text-sm">
            {t.sourceLabel}
          </FieldLabel>
          <select
            id={ids.source}
            className={selectClass}
            value={source}
            onChange={(event) => view.update({ source: event.target.value, page: 0 })}
          >
            <option value="">{t.allSources}</option>
            <option value="machine">{t.sources.machine}</option>
            <option value="human">{t.sources.human}</option>
            <option value="reviewed">{t.sources.reviewed}</option>
          </select>
        </div>
      </SectionHeader>
      <p className="mb-2 max-w-prose text-muted-foreground">{t.intro}</p>
      <p className="mb-6 flex max-w-prose flex-wrap items-center gap-3 text-muted-foreground text-sm">
        <Button type="button" size="sm" variant="outline" onClick={() => void downloadCorrections(setNote)}>
          {t.downloadCorrections}
        </Button>
        <span>{t.downloadHint}</span>
      </p>
      <SearchForm
        label={t.searchLabel}
        value={search}
        onSearch={(text) => view.update({ q: text, page: 0 })}
      />
      <div className="mb-4 min-h-6">
        {note ? <StatusNote tone={note.tone}>{note.text}</StatusNote> : null}
      </div>
      {entries.isError ? <StatusNote tone="error">{m.ops.failed}</StatusNote> : null}
      {entries.isPending ? <p>{m.ops.loading}</p> : null}
      {entries.data?.total === 0 ? <p>{m.ops.empty}</p> : null}
      {entries.data && entries.data.total > 0 ? (
        <>
          <DataTable caption={m.nav.translations} columns={[c.original, c.translation, c.source, c.updated]}>
            {entries.data.entries.map((entry) => (
              <tr key={entry.text_hash}>
                <td lang="en" className="max-w-80 break-words">
                  {entry.original}
                </td>
                <td className="min-w-64 break-words">
                  {editing === entry.text_hash ? (
                    <CorrectionForm
                      entry={entry}
                      onDone={(result) => {
                        setEditing(null);
                        setNote(result);
                      }}
                    />
                  ) : (
                    <div className="grid justify-items-start gap-2">
                      <span lang={entry.language}>{entry.translation}</span>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`${t.correct}: ${entry.original.slice(0, 80)}`}
                        onClick={() => {
                          setNote(null);
                          setEditing(entry.text_hash);
                        }}
                      >
                        {t.correct}
                      </Button>
                    </div>
                  )}
                </td>
                <td>{t.sources[entry.source]}</td>
                <td>{date(entry.updated_at)}</td>
              </tr>
            ))}
          </DataTable>
          <TablePager
            pager={exactPager(page, PAGE_SIZE, entries.data.total)}
            page={page}
            onPage={setPage}
            className="mt-4"
          />
        </>
      ) : null}
    </>
  );
}

/** Saves the staff's corrections as `translation-corrections.json`, for `npm run translations:merge`. */
async function downloadCorrections(
  setNote: (note: { tone: "ok" | "error"; text: string } | null) => void,
): Promise<void> {
  try {
    const answer = await exportCorrections();
    const blob = new Blob([`${JSON.stringify(answer, null, 2)}\n`], { type: "application/json" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = "translation-corrections.json";
    link.click();
    URL.revokeObjectURL(link.href);
  } catch (error) {
    setNote({ tone: "error", text: error instanceof Error ? error.message : String(error) });
  }
}
