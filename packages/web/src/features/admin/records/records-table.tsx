import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { type AdminRecord, type ConsoleEntity, countUpTo, entityOf } from "../admin-api.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import { ExportButton } from "./export-button.tsx";
import { pagerState, type TableCount } from "./pager.ts";
import { pageWindow, parseSort, recordQuery } from "./record-query.ts";
import { pageOfText, TablePager } from "./table-pager.tsx";
import { useViewParams } from "./view-params.ts";

export const PAGE_SIZE = 25;

/**
 * How long the pages and sort orders of one search share its count. Counting a search rechecks every
 * match (ADR 0044), and turning its pages does not change it; a change made in the console invalidates
 * it at once, and one made elsewhere shows within this time.
 */
const COUNT_REUSE_MS = 30_000;

export interface RecordColumn {
  /** The field it shows and sorts by. */
  readonly field: string;
  readonly label: string;
  readonly sortable?: boolean;
  readonly render?: (record: AdminRecord) => ReactNode;
}

interface RecordsTableProps {
  readonly entity: ConsoleEntity;
  /** The table's name, for its caption and the pager. */
  readonly title: string;
  readonly columns: readonly RecordColumn[];
  /** Fields the search box looks in. */
  readonly searchFields: readonly string[];
  /** A fixed filter (a `q` object), such as the crisis alerts' open/handled choice. */
  readonly filter?: Readonly<Record<string, unknown>>;
  readonly defaultSort?: string;
  /** Where a record opens: `/admin/applications/{id}`. */
  readonly detailPath: (id: string) => string;
  /** Controls beside the search box (the alerts' filter). */
  readonly toolbar?: ReactNode;
}

/**
 * A page of an entity's records, searched, sorted and paged by the server (the SDK's filter with sort,
 * limit and skip, and count), so a table of 100,000 rows opens as fast as one of 10. The export button
 * downloads every row of the same search in the same order.
 */
export function RecordsTable({
  entity,
  title,
  columns,
  searchFields,
  filter = {},
  defaultSort = "-created_date",
  detailPath,
  toolbar,
}: RecordsTableProps) {
  const m = useAdminMessages();
  const { language } = useLanguage();
  const searchId = useId();
  // The view lives in the address (?q=&sort=&page=): Back, Forward and a shared link restore it.
  const view = useViewParams();
  const search = view.text("q");
  const sortable = columns.filter((column) => column.sortable).map((column) => column.field);
  const asked = view.text("sort");
  const sort = sortable.includes(parseSort(asked).field) ? asked : defaultSort;
  const page = view.page;
  const setPage = (next: number) => view.update({ page: next });
  const [draft, setDraft] = useState(search);
  // Back or a link to another search: the box shows the search on screen.
  useEffect(() => setDraft(search), [search]);
  const query = recordQuery(filter, search, searchFields);
  // The last exact count of each query, so a page near the end is read from that end (pageWindow).
  const totals = useRef(new Map<string, number>());
  const searching = search.trim() !== "";
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: ["admin-records", entity, query, sort, page],
    queryFn: async () => {
      const handler = await entityOf(entity);
      const key = JSON.stringify(query);
      const span = pageWindow(sort, page, PAGE_SIZE, totals.current.get(key));
      const [found, counted] = await Promise.all([
        handler.filter(query, span.sort, span.limit, span.skip),
        queryClient.fetchQuery({
          queryKey: ["admin-records", entity, query, "count"],
          // A search is counted up to a cap: its exact count would recheck every match (ADR 0044). A
          // table without a search text keeps the SDK's exact count, which reads the table once.
          queryFn: (): Promise<TableCount> =>
            searching
              ? countUpTo(entity, query)
              : handler.count(query).then((count) => ({ count, capped: false })),
          staleTime: COUNT_REUSE_MS,
        }),
      ]);
      const rows = found as AdminRecord[];
      const pager = pagerState(page, PAGE_SIZE, counted, rows.length);
      if (pager.exactTotal === undefined) totals.current.delete(key);
      else totals.current.set(key, pager.exactTotal);
      return { rows: span.reversed ? rows.reverse() : rows, pager };
    },
    placeholderData: keepPreviousData,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.update({ q: draft.trim(), page: 0 });
  };
  const sortBy = (field: string) => {
    const current = parseSort(sort);
    const next = current.field === field && !current.descending ? `-${field}` : field;
    view.update({ sort: next === defaultSort ? null : next, page: 0 });
  };

  const pager = result.data?.pager ?? pagerState(page, PAGE_SIZE, { count: 0, capped: false }, 0);
  const rows = result.data?.rows ?? [];
  const current = parseSort(sort);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <search className="min-w-0 flex-1">
          <form onSubmit={submit} className="flex min-w-0 flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1 basis-48">
              <label htmlFor={searchId} className="mb-1 block text-sm font-semibold">
                {m.table.searchLabel}
              </label>
              <Input id={searchId} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
            </div>
            <Button type="submit">{m.table.search}</Button>
          </form>
        </search>
        {toolbar}
        <ExportButton entity={entity} query={query} sort={sort} />
      </div>

      {result.isError ? (
        <div role="alert" className="rounded-xl border border-destructive p-4">
          <p>{m.common.failed}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void result.refetch()}>
            {m.common.retry}
          </Button>
        </div>
      ) : null}

      {/* A focusable scroll region, so a keyboard can scroll a wide table on a narrow screen. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={title}
        className="relative overflow-x-auto rounded-xl border border-border"
      >
        <table
          className="w-full min-w-[36rem] border-collapse text-start text-sm"
          aria-busy={result.isFetching}
        >
          <caption className="sr-only">
            {title}, {pageOfText(m.table, pager, page, language)}
          </caption>
          <thead className="bg-muted">
            <tr>
              {columns.map((column) => {
                const active = current.field === column.field;
                const ariaSort = active ? (current.descending ? "descending" : "ascending") : undefined;
                return (
                  <th
                    key={column.field}
                    scope="col"
                    aria-sort={ariaSort}
                    className="px-3 py-2 text-start font-semibold"
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        onClick={() => sortBy(column.field)}
                        className="inline-flex min-h-9 items-center gap-1 rounded-md px-1 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                      >
                        {column.label}
                        {active ? (
                          current.descending ? (
                            <ArrowDown aria-hidden="true" className="size-4" />
                          ) : (
                            <ArrowUp aria-hidden="true" className="size-4" />
                          )
                        ) : (
                          <ArrowUpDown aria-hidden="true" className="size-4 opacity-50" />
                        )}
                        {active ? (
                          <span className="sr-only">
                            , {current.descending ? m.table.sortedDescending : m.table.sortedAscending}
                          </span>
                        ) : null}
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                <span className="sr-only">{m.table.open}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((record) => (
              <tr key={record.id} data-record-id={record.id} className="border-t border-border">
                {columns.map((column) => (
                  <td key={column.field} className="max-w-[20rem] px-3 py-2 align-top break-words">
                    {column.render ? column.render(record) : textOf(record[column.field])}
                  </td>
                ))}
                <td className="px-3 py-2 align-top">
                  <Link
                    to={detailPath(record.id)}
                    className="font-semibold text-primary underline underline-offset-4"
                    aria-label={`${m.table.open}: ${textOf(record[columns[0]?.field ?? "id"])}`}
                  >
                    {m.table.open}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {result.isPending ? <p className="p-4 text-muted-foreground">{m.common.loading}</p> : null}
        {result.isSuccess && rows.length === 0 ? (
          <p className="p-4 text-muted-foreground">{m.table.none}</p>
        ) : null}
      </section>

      <TablePager pager={pager} page={page} onPage={setPage} />
    </div>
  );
}

/** A cell's text: objects as JSON, nothing for absent values. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}
