import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "../../errors.ts";
import type { AppsHost } from "../apps/apps-host.ts";
import type { EntityDefinition } from "../entities/entity-schemas.ts";
import { listRecordsPage } from "../entities/records-page.ts";
import { getRecord } from "../entities/records-store.ts";
import { html, type SafeHtml } from "../mail/html.ts";
import { appInView, countText, entityCount, serviceRole } from "./app-readers.ts";
import { notFoundPage } from "./dashboard-access.ts";
import { appPath, notice, sendPage } from "./dashboard-page.ts";

const PAGE_SIZE = 25;
/** Columns of the records table besides the id and date; the record's page shows every field. */
const MAX_COLUMNS = 6;
const MAX_SEARCH = 200;
const MAX_CELL = 120;

type EntityRequest = FastifyRequest<{
  Params: { appId: string; entity: string };
  Querystring: { q?: unknown; cursor?: unknown };
}>;
type RecordRequest = FastifyRequest<{ Params: { appId: string; entity: string; recordId: string } }>;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The search box's query in the platform's own query language: the words, case-insensitively, in any of
 * the entity's text fields. Undefined when there is nothing to search or nowhere to search it.
 */
export function searchQuery(entity: EntityDefinition, text: string): Record<string, unknown> | undefined {
  const fields = [...entity.stringFields];
  if (text === "" || fields.length === 0) return undefined;
  return { $or: fields.map((field) => ({ [field]: { $regex: escapeRegex(text), $options: "i" } })) };
}

/** A value as one table cell shows it: short, and always text. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text;
}

const entitiesPath = (appId: string, entity?: string) =>
  `${appPath(appId, "entities")}${entity === undefined ? "" : `/${encodeURIComponent(entity)}`}`;

/** The app's entities, a records table for each (search, pages) and each record's own page. */
export async function entitiesPages(app: FastifyInstance, host: AppsHost) {
  app.get("/apps/:appId/editor/workspace/entities", async (request: EntityRequest, reply) => {
    const view = await appInView(host, request, reply);
    if (!view) return reply;
    const { admin, record, instance } = view;
    const entities = [...instance.entities.values()];
    const counts = await Promise.all(entities.map((entity) => entityCount(instance, entity)));
    const rows = entities.map(
      (entity, i) => html`<tr>
<th scope="row"><a href="${entitiesPath(record.id, entity.name)}">${entity.name}</a></th>
<td>${Object.keys(entity.schema.properties).length}</td>
<td>${counts[i] ? countText(counts[i]) : ""}</td>
</tr>`,
    );
    return sendPage(reply, 200, {
      title: "Entities",
      admin,
      current: "apps",
      app: { record, section: "entities" },
      body:
        entities.length === 0
          ? html`<p class="card">This app has no entities yet. Push its schemas with <code>base44 entities push</code>.</p>`
          : html`<div class="scroll" role="region" aria-labelledby="entities-caption" tabindex="0"><table>
<caption id="entities-caption">The app's entities</caption>
<thead><tr><th scope="col">Entity</th><th scope="col">Fields</th><th scope="col">Records</th></tr></thead>
<tbody>${rows}</tbody></table></div>`,
    });
  });

  app.get("/apps/:appId/editor/workspace/entities/:entity", async (request: EntityRequest, reply) => {
    const view = await appInView(host, request, reply);
    if (!view) return reply;
    const { admin, record, instance } = view;
    const entity = instance.entities.get(request.params.entity);
    if (!entity) return notFoundPage(reply, admin, `Entity ${request.params.entity.slice(0, 100)} not found`);
    const search = typeof request.query.q === "string" ? request.query.q.trim().slice(0, MAX_SEARCH) : "";
    const cursor = typeof request.query.cursor === "string" ? request.query.cursor : undefined;
    const query = searchQuery(entity, search);
    let problem: string | undefined;
    let page: Awaited<ReturnType<typeof listRecordsPage>> = { items: [], next_cursor: null, has_more: false };
    try {
      page = await listRecordsPage(instance.db, serviceRole, entity, {
        ...(query ? { query } : {}),
        sort: "-created_date",
        limit: PAGE_SIZE,
        ...(cursor ? { cursor } : {}),
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
      problem =
        "That page of records does not exist (its address may be cut short). Start from the first page.";
    }
    const columns = Object.keys(entity.schema.properties).slice(0, MAX_COLUMNS);
    const base = entitiesPath(record.id, entity.name);
    const rows = page.items.map((item) => {
      const id = String(item.id);
      return html`<tr>
<th scope="row"><a href="${base}/records/${encodeURIComponent(id)}">${id}</a></th>
${columns.map((column) => html`<td>${cell(item[column])}</td>`)}
<td>${cell(item.created_date)}</td>
</tr>`;
    });
    const searchable = entity.stringFields.size > 0;
    const searchForm: SafeHtml = searchable
      ? html`<form class="card inline" method="get" action="${base}" role="search">
<label for="q">Search the text fields</label>
<input id="q" name="q" type="search" maxlength="${MAX_SEARCH}" value="${search}">
<button type="submit">Search</button>
${search ? html`<a href="${base}">Clear the search</a>` : html``}
</form>`
      : html`<p class="note">This entity has no text fields to search.</p>`;
    const caption = search
      ? `${entity.name} records matching “${search}”, newest first`
      : `${entity.name} records, newest first`;
    const next = page.next_cursor
      ? `${base}?${new URLSearchParams({ ...(search ? { q: search } : {}), cursor: page.next_cursor })}`
      : undefined;
    const table =
      page.items.length === 0
        ? html`<p class="card">${search ? "No record matches the search." : "No records yet."}</p>`
        : html`<div class="scroll" role="region" aria-labelledby="records-caption" tabindex="0"><table>
<caption id="records-caption">${caption}</caption>
<thead><tr><th scope="col">Id</th>${columns.map((c) => html`<th scope="col">${c}</th>`)}<th scope="col">Created</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
    return sendPage(reply, problem ? 400 : 200, {
      title: entity.name,
      admin,
      current: "apps",
      app: { record, section: "entities" },
      body: html`${notice(problem)}${searchForm}
${table}
<nav class="pager" aria-label="Pages of records">
${cursor ? html`<a href="${search ? `${base}?q=${encodeURIComponent(search)}` : base}">First page</a>` : html``}
${next ? html`<a href="${next}" rel="next">Next page</a>` : html``}
</nav>
<p><a href="${entitiesPath(record.id)}">All entities</a></p>`,
    });
  });

  app.get(
    "/apps/:appId/editor/workspace/entities/:entity/records/:recordId",
    async (request: RecordRequest, reply) => {
      const view = await appInView(host, request, reply);
      if (!view) return reply;
      const { admin, record, instance } = view;
      const entity = instance.entities.get(request.params.entity);
      if (!entity)
        return notFoundPage(reply, admin, `Entity ${request.params.entity.slice(0, 100)} not found`);
      const id = request.params.recordId.slice(0, 100);
      let item: Record<string, unknown>;
      try {
        item = await getRecord(instance.db, serviceRole, entity, id);
      } catch (error) {
        if (error instanceof ApiError && error.statusCode < 500) {
          return notFoundPage(reply, admin, `${entity.name} record ${id} not found`);
        }
        throw error;
      }
      return sendPage(reply, 200, {
        title: `${entity.name} ${id}`,
        admin,
        current: "apps",
        app: { record, section: "entities" },
        body: html`<p><a href="${entitiesPath(record.id, entity.name)}">All ${entity.name} records</a></p>
<h2 id="json">The record as the SDK reads it</h2>
<pre>${JSON.stringify(item, null, 2)}</pre>`,
      });
    },
  );
}
