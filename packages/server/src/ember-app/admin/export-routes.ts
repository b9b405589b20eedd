import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFound } from "../../errors.ts";
import { assertAppId } from "../../platform/app-id.ts";
import type { Caller } from "../../platform/caller.ts";
import type { EntityDefinition } from "../../platform/entities/entity-schemas.ts";
import { listRecordsPage, type Page } from "../../platform/entities/records-page.ts";
import { type QueryString, queryParam, stringParam } from "../../platform/entities/request-params.ts";
import { assertAdmin } from "./admin-access.ts";
import { BOM, csvRow } from "./csv.ts";

/** Rows read per query while streaming: each page is one keyset query, whatever the table's size. */
const EXPORT_PAGE = 1000;
/** The first page is read before the answer starts (a bad filter is a clean 400): small, so bytes flow soon. */
const FIRST_PAGE = 100;
const BUILT_IN = ["id", "created_date", "updated_date", "created_by"] as const;

type ExportRequest = FastifyRequest<{ Params: { appId: string; file: string }; Querystring: QueryString }>;

const columnsOf = (entity: EntityDefinition) => [...BUILT_IN, ...Object.keys(entity.schema.properties)];

async function* csvLines(
  first: Page<Record<string, unknown>>,
  next: (cursor: string) => Promise<Page<Record<string, unknown>>>,
  columns: readonly string[],
): AsyncGenerator<string> {
  yield BOM + csvRow(columns);
  let page = first;
  for (;;) {
    // One chunk per page, not per row: fewer, larger writes.
    yield page.items.map((record) => csvRow(columns.map((column) => record[column]))).join("");
    if (!page.next_cursor) return;
    page = await next(page.next_cursor);
  }
}

/**
 * `GET /api/apps/:appId/admin/export/{Entity}.csv?q=...&sort=...`: every record of the entity that
 * matches `q` (the records API's filter), in `sort` order, streamed as CSV (csv.ts) page by page, so a
 * table of 100,000 rows never sits in memory. Admin only; the first page is read before the answer
 * starts, so a bad filter is still a clean 400.
 */
export async function exportRoutes(app: FastifyInstance) {
  app.get("/api/apps/:appId/admin/export/:file", async (request: ExportRequest, reply) => {
    assertAppId(app.config, request.params.appId);
    const caller: Caller | undefined = request.caller;
    assertAdmin(caller);
    const { file } = request.params;
    const entity = file.endsWith(".csv") ? app.entities.get(file.slice(0, -".csv".length)) : undefined;
    if (!entity || !caller) throw notFound(`No export ${file}`);

    const walk = { query: queryParam(request.query), sort: stringParam(request.query, "sort") };
    const first = await listRecordsPage(app.db, caller, entity, { ...walk, limit: FIRST_PAGE });
    const next = (cursor: string) => listRecordsPage(app.db, caller, entity, { cursor, limit: EXPORT_PAGE });
    const stamp = new Date().toISOString().slice(0, 10);
    reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${entity.name}-${stamp}.csv"`)
      .header("cache-control", "no-store");
    return reply.send(Readable.from(csvLines(first, next, columnsOf(entity))));
  });
}
