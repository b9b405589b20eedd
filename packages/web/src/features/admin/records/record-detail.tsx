import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { type AdminRecord, type ConsoleEntity, entityOf } from "../admin-api.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import { SectionHeader } from "../section-header.tsx";

/** The record named by the route's `:id`, read with the admin's token. */
export function useRecord(entity: ConsoleEntity) {
  const { id = "" } = useParams();
  return useQuery({
    queryKey: ["admin-record", entity, id],
    queryFn: async () => (await entityOf(entity)).get(id),
    retry: false,
  });
}

/** One record's page: a way back to its table, its heading, and its content once loaded. */
export function RecordDetail({
  entity,
  listPath,
  title,
  children,
}: {
  entity: ConsoleEntity;
  listPath: string;
  title: (record: AdminRecord) => string;
  children: (record: AdminRecord) => ReactNode;
}) {
  const m = useAdminMessages();
  const record = useRecord(entity);
  return (
    <div>
      <Link
        to={listPath}
        className="mb-4 inline-block font-semibold text-primary underline underline-offset-4"
      >
        {m.common.backToList}
      </Link>
      {record.isPending ? <p role="status">{m.common.loading}</p> : null}
      {record.isError ? <p role="alert">{m.common.notFound}</p> : null}
      {record.data ? (
        <>
          <SectionHeader title={title(record.data) || m.common.notGiven} />
          {children(record.data)}
        </>
      ) : null}
    </div>
  );
}

/** Label and value pairs, read in order; an empty value says so. */
export function FieldList({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  const m = useAdminMessages();
  return (
    <dl className="divide-y divide-border rounded-xl border border-border bg-card">
      {items.map(({ label, value }) => (
        <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
          <dt className="font-semibold">{label}</dt>
          <dd className="min-w-0 whitespace-pre-wrap break-words">
            {value === "" || value === null || value === undefined ? (
              <span className="text-muted-foreground">{m.common.notGiven}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
