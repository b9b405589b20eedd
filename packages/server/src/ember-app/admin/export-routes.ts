import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest, notFound } from "../../errors.ts";
import { assertAppId } from "../../platform/app-id.ts";
import type { Caller } from "../../platform/caller.ts";
import type { EntityDefinition } from "../../platform/entities/entity-schemas.ts";
import { listRecordsPage, type Page } from "../../platform/entities/records-page.ts";
import { countRecords } from "../../platform/entities/records-store.ts";
import { type QueryString, queryParam, stringParam } from "../../platform/entities/request-params.ts";
import { assertAdmin } from "./admin-access.ts";
import type { AdminLinks } from "./admin-links.ts";
import { BOM, csvRow } from "./csv.ts";

/** Rows read per query while streaming: each page is one keyset query, whatever the table's size. */
const EXPORT_PAGE = 1000;
/** The first page is read before the answer starts (a bad filter is a clean 400): small, so bytes flow soon. */
const FIRST_PAGE = 100;
const BUILT_IN = ["id", "created_date", "updated_date", "created_by"] as const;

type ExportRequest = FastifyRequest<{ Params: { appId: string; file: string }; Querystring: QueryString }>;
type LinkRequest = FastifyRequest<{ Params: { appId: string; file: string }; Body: unknown }>;

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
 * Decision 0085. `GET /api/apps/:appId/admin/export/{Entity}.csv?q=...&sort=...`: every record of the entity that
 * matches `q` (the records API's filter), in `sort` order, streamed as CSV (csv.ts) page by page, so a
 * table of 100,000 rows never sits in memory. Admin only: by bearer token, or by `?link=` from
 * `POST .../admin/export-link/{Entity}.csv` (a signed link whose filter and sort are the signed ones), which
 * the browser opens as its own download. The first page is read before the answer starts, so a bad filter
 * is still a clean 400; `X-Total-Count` says how many rows follow.
 */
export async function exportRoutes(app: FastifyInstance, options: { links: AdminLinks }) {
  const entityOf = (file: string) => {
    const entity = file.endsWith(".csv") ? app.entities.get(file.slice(0, -".csv".length)) : undefined;
    if (!entity) throw notFound(`No export ${file}`);
    return entity;
  };

  app.post("/api/apps/:appId/admin/export-link/:file", async (request: LinkRequest) => {
    assertAppId(app.config, request.params.appId);
    const caller: Caller | undefined = request.caller;
    assertAdmin(caller);
    const entity = entityOf(request.params.file);
    const body = request.body ?? {};
    if (typeof body !== "object" || Array.isArray(body)) throw badRequest("The body must be an object");
    const { q, sort } = body as Record<string, unknown>;
    if (sort !== undefined && typeof sort !== "string") throw badRequest("sort must be a string");
    const walk = { q: q === undefined ? "" : JSON.stringify(q), sort: sort ?? "" };
    // Checked and counted now, so a bad filter or sort is a 400 before any link exists, and the count is
    // shown before the download starts.
    const query = queryParam(walk);
    await listRecordsPage(app.db, caller as Caller, entity, {
      query,
      sort: stringParam(walk, "sort"),
      limit: 1,
    });
    const count = await countRecords(app.db, caller as Caller, entity, query);
    const link = await options.links.create(caller as Caller, `export:${entity.name}.csv`, walk);
    return {
      url: `/api/apps/${app.config.appId}/admin/export/${entity.name}.csv?link=${link.token}`,
      count,
      expires_at: link.expires_at,
    };
  });

  app.get("/api/apps/:appId/admin/export/:file", async (request: ExportRequest, reply) => {
    assertAppId(app.config, request.params.appId);
    const entity = entityOf(request.params.file);
    let caller: Caller | undefined = request.caller;
    let params: QueryString = request.query;
    if (request.query.link !== undefined) {
      const redeemed = await options.links.redeem(request.query.link, `export:${entity.name}.csv`);
      caller = redeemed.caller;
      params = redeemed.claims.detail as QueryString;
    }
    assertAdmin(caller);
    if (!caller) throw notFound(`No export ${request.params.file}`);

    const walk = { query: queryParam(params), sort: stringParam(params, "sort") };
    const first = await listRecordsPage(app.db, caller, entity, { ...walk, limit: FIRST_PAGE });
    const total = await countRecords(app.db, caller, entity, walk.query);
    const next = (cursor: string) => listRecordsPage(app.db, caller, entity, { cursor, limit: EXPORT_PAGE });
    const stamp = new Date().toISOString().slice(0, 10);
    reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${entity.name}-${stamp}.csv"`)
      .header("x-total-count", String(total))
      .header("cache-control", "no-store");
    return reply.send(Readable.from(csvLines(first, next, columnsOf(entity))));
  });
}
