import { ApiError } from "../../errors.ts";
import { EXPORT_ONLY_FIELDS } from "../entities/exported-builtins.ts";
import { isPlainObject } from "../entities/query-operators.ts";
import type { ExportedRow, LineProblem, RestoreCounts } from "../entities/records-restore.ts";
import type { FileCopier } from "./pull-files.ts";
import type { EntityProgress } from "./pull-state.ts";
import { type SourceClient, SourceError } from "./source-client.ts";

/**
 * One entity (or User) read page by page through the SDK's v2/list, sorted by `created_date`: a keyset
 * walk on (created_date, id), so a record updated, added or deleted on the source while the pull runs
 * never shifts another out of its page, as `skip` would. Each page is checked, its files copied, then
 * written in its own transaction (the caller's `write`: the same checked, id-keeping write as
 * app:import), and only then is the cursor saved. Memory holds one page.
 */
export class PulledDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PulledDataError";
  }
}

export interface EntityPull {
  readonly client: SourceClient;
  readonly entity: string;
  readonly pageSize: number;
  readonly progress: EntityProgress;
  readonly files: FileCopier;
  /** Checks and writes one page's rows in one transaction; a 422 ApiError lists the bad rows. */
  write(rows: readonly ExportedRow[]): Promise<RestoreCounts>;
  /** Saves the progress after a page is written. */
  save(progress: EntityProgress): Promise<void>;
}

export interface EntityOutcome extends RestoreCounts {
  readonly entity: string;
  readonly pages: number;
  readonly records: number;
}

// An opaque cursor longer than this is no cursor (Ember's own refuses past 64 KiB).
const MAX_CURSOR = 64 * 1024;

interface Page {
  readonly items: readonly Record<string, unknown>[];
  readonly next: string | null;
}

/** The reply as a page of records, or a SourceError saying what is wrong with it. */
function pageOf(body: unknown, what: string, pageSize: number, cursor: string | null): Page {
  const wrong = (why: string) =>
    new SourceError(
      `${what}: the reply is not a page of records (${why}); is --from a Base44-compatible server?`,
    );
  if (!isPlainObject(body)) throw wrong("not an object with items");
  const { items, has_more: hasMore, next_cursor: next } = body;
  if (!Array.isArray(items)) throw wrong("no items list");
  if (typeof hasMore !== "boolean") throw wrong("no has_more");
  if (items.length > pageSize)
    throw wrong(`${items.length} records where at most ${pageSize} were asked for`);
  const index = items.findIndex((item) => !isPlainObject(item));
  if (index !== -1) throw wrong(`item ${index + 1} is not a record`);
  if (!hasMore) return { items: items as Record<string, unknown>[], next: null };
  if (typeof next !== "string" || next === "" || next.length > MAX_CURSOR) {
    throw wrong("has_more without a usable next_cursor");
  }
  if (next === cursor) throw wrong("the next page's cursor is the one just read, which would never end");
  return { items: items as Record<string, unknown>[], next };
}

/** The record's own fields with their file addresses rewritten; the built-ins as the source sent them. */
async function withCopiedFiles(
  record: Record<string, unknown>,
  files: FileCopier,
  where: string,
  ownerId: string | null,
): Promise<Record<string, unknown>> {
  const own: Record<string, unknown> = {};
  const builtins: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    Object.defineProperty(EXPORT_ONLY_FIELDS.has(key) ? builtins : own, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return { ...(await files.rewrite(own, where, ownerId)), ...builtins };
}

const idOf = (record: Record<string, unknown> | undefined) =>
  typeof record?.id === "string" ? record.id.slice(0, 80) : undefined;

/** The write's refusal as a message naming each bad record by id, and what to do about it. */
function refusal(
  entity: string,
  items: readonly Record<string, unknown>[],
  first: number,
  error: ApiError,
): PulledDataError {
  const rows = (error.extraData?.rows as readonly LineProblem[] | undefined) ?? [];
  const lines = rows.map((row) => {
    const id = idOf(items[row.line - first]);
    return `  - ${entity} ${id ? `record ${JSON.stringify(id)}` : `record #${row.line}`}: ${row.message}`;
  });
  return new PulledDataError(
    [
      `${entity}: the source's records do not fit this server's schema; nothing of this page was written.`,
      ...(lines.length > 0 ? lines : [`  - ${error.message}`]),
      "Change the entity's schema in the project (or the records on the source) and run the same command again: it continues with this page.",
    ].join("\n"),
  );
}

export async function pullEntity(pull: EntityPull): Promise<EntityOutcome> {
  const { client, entity, pageSize, files } = pull;
  let progress = pull.progress;
  const totals = { created: 0, updated: 0, unchanged: 0 };
  while (!progress.done) {
    const query: Record<string, string> = { limit: String(pageSize) };
    // The first page names the order; a cursor carries it (and its position) from then on.
    if (progress.cursor === null) query.sort = "created_date";
    else query.cursor = progress.cursor;
    const path = `entities/${encodeURIComponent(entity)}/v2/list`;
    const what = `${entity}, page ${progress.pages + 1}`;
    const body = await client.getJson(path, query).catch((error: unknown) => {
      throw error instanceof SourceError ? new SourceError(`${what}: ${error.message}`) : error;
    });
    const page = pageOf(body, what, pageSize, progress.cursor);
    const first = progress.records + 1;
    const rows: ExportedRow[] = [];
    for (const [i, record] of page.items.entries()) {
      const where = `${entity} record ${JSON.stringify(idOf(record) ?? `#${first + i}`)}`;
      const ownerId =
        entity === "User"
          ? (idOf(record) ?? null)
          : typeof record.created_by_id === "string"
            ? record.created_by_id
            : null;
      rows.push({ line: first + i, values: await withCopiedFiles(record, files, where, ownerId) });
    }
    let counts: RestoreCounts;
    try {
      counts = await pull.write(rows);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode < 500)
        throw refusal(entity, page.items, first, error);
      throw error;
    }
    totals.created += counts.created;
    totals.updated += counts.updated;
    totals.unchanged += counts.unchanged;
    progress = {
      cursor: page.next,
      pages: progress.pages + 1,
      records: progress.records + rows.length,
      done: page.next === null,
    };
    await pull.save(progress);
  }
  return { entity, pages: progress.pages, records: progress.records, ...totals };
}
