import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest, notFound } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { anonymous, type Caller } from "../caller.ts";
import type { EntityRegistry } from "./entity-schemas.ts";
import { listDistinctValues, listRecordsPage } from "./records-page.ts";
import { countRecords, getRecord, listRecords } from "./records-store.ts";
import {
  bulkCreateRecords,
  bulkUpdateRecords,
  createRecord,
  deleteRecord,
  deleteRecords,
  updateRecord,
} from "./records-write.ts";
import { integerParam, type QueryString, queryParam, stringParam } from "./request-params.ts";

type EntityRequest = FastifyRequest<{ Params: { appId: string; entity: string }; Querystring: QueryString }>;
type RecordRequest = FastifyRequest<{ Params: { appId: string; entity: string; id: string } }>;

/**
 * The generic records API, `/api/apps/:appId/entities/:entity...` (BASE44-API.md 2.1). The special paths
 * (count, v2/list, bulk) are static segments, which Fastify's router prefers to `/:id`; so is the auth
 * plugin's `User/me`, and `User` itself is not an entity here.
 */
export async function entityRoutes(app: FastifyInstance, options: { entities: EntityRegistry }) {
  const base = "/api/apps/:appId/entities/:entity";

  // The SDK sends Content-Type: application/json on every request, with no body on delete(id); Fastify's
  // JSON parser refuses such an empty body, so in this context an empty body reads as no body.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") done(null, undefined);
    else parseJson(request, body as string, done);
  });

  // Every write here is one statement or one transaction that has committed by the time the reply is
  // sent; onSend runs before the client can see the answer, so a read after it sees the change announced.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method === "GET" || reply.statusCode >= 300) return payload;
    const name = (request.params as { entity?: string }).entity;
    const entity = name === undefined ? undefined : options.entities.get(name);
    if (entity) app.recordChanges.notify(entity.name);
    return payload;
  });

  const resolve = (request: FastifyRequest<{ Params: { appId: string; entity: string } }>) => {
    assertAppId(app.config, request.params.appId);
    const entity = options.entities.get(request.params.entity);
    if (!entity) throw notFound(`Entity ${request.params.entity} not found`);
    // The auth plugin's hook sets the caller; without it (or without a token) the caller is anonymous.
    const caller: Caller = request.caller ?? anonymous;
    return { entity, caller };
  };

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
    reply.code(201);
    return createRecord(app.db, caller, entity, request.body);
  });

  app.post(`${base}/bulk`, async (request: EntityRequest, reply) => {
    const { entity, caller } = resolve(request);
    reply.code(201);
    return bulkCreateRecords(app.db, caller, entity, request.body);
  });

  app.put(`${base}/bulk`, async (request: EntityRequest) => {
    const { entity, caller } = resolve(request);
    return bulkUpdateRecords(app.db, caller, entity, request.body);
  });

  app.put(`${base}/:id`, async (request: RecordRequest) => {
    const { entity, caller } = resolve(request);
    return updateRecord(app.db, caller, entity, request.params.id, request.body);
  });

  app.delete(`${base}/:id`, async (request: RecordRequest) => {
    const { entity, caller } = resolve(request);
    await deleteRecord(app.db, caller, entity, request.params.id);
    return { success: true };
  });

  app.delete(base, async (request: EntityRequest) => {
    const { entity, caller } = resolve(request);
    const deleted = await deleteRecords(app.db, caller, entity, request.body);
    return { success: true, deleted };
  });
}
