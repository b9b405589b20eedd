import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest, notFound } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { anonymous, type Caller } from "../caller.ts";
import { assertAnonymousRows } from "./anonymous-writes.ts";
import { acceptEmptyJsonBody } from "./empty-json-body.ts";
import type { EntityDefinition, EntityRegistry } from "./entity-schemas.ts";
import { redactRecords } from "./field-rules.ts";
import type { RecordChange } from "./record-changes.ts";
import type { EntityRecord } from "./record-rows.ts";
import { createInSlices } from "./records-import.ts";
import { listDistinctValues, listRecordsPage } from "./records-page.ts";
import { countRecords, getRecord, listRecords } from "./records-store.ts";
import {
  bulkCreateRecords,
  bulkUpdateRecords,
  createRecord,
  deleteRecord,
  deleteRecords,
  MAX_BULK,
  updateRecord,
} from "./records-write.ts";
import { integerParam, type QueryString, queryParam, stringParam } from "./request-params.ts";

type EntityRequest = FastifyRequest<{ Params: { appId: string; entity: string }; Querystring: QueryString }>;
type RecordRequest = FastifyRequest<{ Params: { appId: string; entity: string; id: string } }>;

/**
 * The generic records API, `/api/apps/:appId/entities/:entity...` (ADR 0003). The special paths
 * (count, v2/list, bulk) are static segments, which Fastify's router prefers to `/:id`; so is `User`,
 * the built-in entity the users plugin serves from the accounts (platform/users/).
 */
export async function entityRoutes(app: FastifyInstance, options: { entities: EntityRegistry }) {
  const base = "/api/apps/:appId/entities/:entity";

  acceptEmptyJsonBody(app);

  // Every write here is one statement or one transaction that has committed when its function returns;
  // announcing it before the reply is sent means a read after the answer sees the change announced, and
  // realtime subscribers get one event per record (ADR 0025).
  const announce = (entity: EntityDefinition, type: RecordChange["type"], records: readonly EntityRecord[]) =>
    app.recordChanges.notify(entity.name, { type, records });

  const resolve = (request: FastifyRequest<{ Params: { appId: string; entity: string } }>) => {
    assertAppId(app.config, request.params.appId);
    const entity = options.entities.get(request.params.entity);
    if (!entity) throw notFound(`Entity ${request.params.entity} not found`);
    // The auth plugin's hook sets the caller; without it (or without a token) the caller is anonymous.
    const caller: Caller = request.caller ?? anonymous;
    return { entity, caller };
  };
  // A write answers with the records as the caller may read them; realtime redacts per subscriber.
  const asSeen = (entity: EntityDefinition, caller: Caller, records: readonly EntityRecord[]) =>
    redactRecords(app.db, entity, caller, records);

  app.get(base, async (request: EntityRequest) => {
    const { entity, caller } = resolve(request);
    const q = request.query;
    return listRecords(app.db, caller, entity, {
      query: queryParam(q),
      sort: stringParam(q, "sort"),
      limit: integerParam(q, "limit"),
      skip: integerParam(q, "skip"),
      fields: stringParam(q, "fields"),
    });
  });

  app.get(`${base}/count`, async (request: EntityRequest) => {
    const { entity, caller } = resolve(request);
    return { count: await countRecords(app.db, caller, entity, queryParam(request.query)) };
  });

  app.get(`${base}/v2/list`, async (request: EntityRequest) => {
    const { entity, caller } = resolve(request);
    const q = request.query;
    const distinct = stringParam(q, "distinct");
    const common = {
      query: queryParam(q),
      limit: integerParam(q, "limit"),
      cursor: stringParam(q, "cursor"),
    };
    if (distinct !== undefined) {
      const extra = ["sort", "fields"].filter((name) => stringParam(q, name) !== undefined);
      if (extra.length > 0) throw badRequest(`distinct cannot be combined with ${extra.join(" or ")}`);
      return listDistinctValues(app.db, caller, entity, { ...common, distinct });
    }
    return listRecordsPage(app.db, caller, entity, {
      ...common,
      sort: stringParam(q, "sort"),
      fields: stringParam(q, "fields"),
    });
  });

  app.get(`${base}/:id`, async (request: RecordRequest) => {
    const { entity, caller } = resolve(request);
    return getRecord(app.db, caller, entity, request.params.id);
  });

  app.post(base, async (request: EntityRequest, reply) => {
    const { entity, caller } = resolve(request);
    const record = await createRecord(app.db, caller, entity, request.body);
    announce(entity, "create", [record]);
    reply.code(201);
    return (await asSeen(entity, caller, [record]))[0];
  });

  app.post(`${base}/bulk`, async (request: EntityRequest, reply) => {
    const { entity, caller } = resolve(request);
    if (Array.isArray(request.body)) assertAnonymousRows(caller, request.body.length);
    const body = request.body;
    const records =
      Array.isArray(body) && body.length <= MAX_BULK
        ? await createInSlices(app.db, caller, entity, body)
        : await bulkCreateRecords(app.db, caller, entity, body);
    announce(entity, "create", records);
    reply.code(201);
    return asSeen(entity, caller, records);
  });

  app.put(`${base}/bulk`, async (request: EntityRequest) => {
    const { entity, caller } = resolve(request);
    if (Array.isArray(request.body)) assertAnonymousRows(caller, request.body.length);
    const records = await bulkUpdateRecords(app.db, caller, entity, request.body);
    announce(entity, "update", records);
    return asSeen(entity, caller, records);
  });

  app.put(`${base}/:id`, async (request: RecordRequest) => {
    const { entity, caller } = resolve(request);
    const record = await updateRecord(app.db, caller, entity, request.params.id, request.body);
    announce(entity, "update", [record]);
    return (await asSeen(entity, caller, [record]))[0];
  });

  app.delete(`${base}/:id`, async (request: RecordRequest) => {
    const { entity, caller } = resolve(request);
    const record = await deleteRecord(app.db, caller, entity, request.params.id);
    announce(entity, "delete", [record]);
    return { success: true };
  });

  app.delete(base, async (request: EntityRequest) => {
    const { entity, caller } = resolve(request);
    const records = await deleteRecords(app.db, caller, entity, request.body);
    announce(entity, "delete", records);
    return { success: true, deleted: records.length };
  });
}
