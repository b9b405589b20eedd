import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError, badRequest, forbidden } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { assertBodyWithinLimits } from "../body-limits.ts";
import { anonymous, type Caller } from "../caller.ts";
import { acceptEmptyJsonBody } from "../entities/empty-json-body.ts";
import { listDistinctValues } from "../entities/records-page.ts";
import { MAX_BULK } from "../entities/records-write.ts";
import { integerParam, type QueryString, queryParam, stringParam } from "../entities/request-params.ts";
import { deleteUserRecord } from "./user-deletion.ts";
import {
  assertSignedIn,
  countUsers,
  getUserRecord,
  listUsers,
  listUsersPage,
  userEntity,
} from "./user-records.ts";
import type { UserSchema } from "./user-schema.ts";
import { updateUserRecords } from "./user-updates.ts";

type ListRequest = FastifyRequest<{ Params: { appId: string }; Querystring: QueryString }>;
type RecordRequest = FastifyRequest<{ Params: { appId: string; id: string } }>;

const notForUsers = (what: string) =>
  new ApiError(405, `${what} is not available for User`, "MethodNotAllowed");

/**
 * The built-in `User` entity: `/api/apps/:appId/entities/User...`, static paths that Fastify's router
 * prefers to the generic `/:entity` routes. Reads use the records API's query language; writes follow
 * user-updates.ts. Users are never created here: invitations and sign-up do that.
 */
export async function userRoutes(app: FastifyInstance, options: { schema: UserSchema }) {
  const base = "/api/apps/:appId/entities/User";
  const entity = userEntity(options.schema);
  const context = { db: app.db, schema: options.schema, appId: app.config.appId };
  acceptEmptyJsonBody(app);

  const callerOf = (request: FastifyRequest<{ Params: { appId: string } }>): Caller => {
    assertAppId(app.config, request.params.appId);
    const caller = request.caller ?? anonymous;
    assertSignedIn(caller);
    return caller;
  };

  app.get(base, async (request: ListRequest) => {
    const caller = callerOf(request);
    const q = request.query;
    return listUsers(app.db, caller, entity, app.config.appId, {
      query: queryParam(q),
      sort: stringParam(q, "sort"),
      limit: integerParam(q, "limit"),
      skip: integerParam(q, "skip"),
      fields: stringParam(q, "fields"),
    });
  });

  app.get(`${base}/count`, async (request: ListRequest) => {
    const caller = callerOf(request);
    return { count: await countUsers(app.db, caller, entity, queryParam(request.query)) };
  });

  app.get(`${base}/v2/list`, async (request: ListRequest) => {
    const caller = callerOf(request);
    const q = request.query;
    const common = {
      query: queryParam(q),
      limit: integerParam(q, "limit"),
      cursor: stringParam(q, "cursor"),
    };
    const distinct = stringParam(q, "distinct");
    if (distinct !== undefined) {
      if (stringParam(q, "sort") !== undefined || stringParam(q, "fields") !== undefined)
        throw badRequest("distinct cannot be combined with sort or fields");
      return listDistinctValues(app.db, caller, entity, { ...common, distinct });
    }
    return listUsersPage(app.db, caller, entity, app.config.appId, {
      ...common,
      sort: stringParam(q, "sort"),
      fields: stringParam(q, "fields"),
    });
  });

  app.get(`${base}/:id`, async (request: RecordRequest) =>
    getUserRecord(app.db, callerOf(request), entity, app.config.appId, request.params.id),
  );

  app.put(`${base}/:id`, async (request: RecordRequest) => {
    const caller = callerOf(request);
    assertBodyWithinLimits(request.body);
    const [user] = await updateUserRecords(context, caller, [{ id: request.params.id, body: request.body }]);
    return user;
  });

  app.put(`${base}/bulk`, async (request: ListRequest) => {
    const caller = callerOf(request);
    assertBodyWithinLimits(request.body);
    const body = request.body;
    if (!Array.isArray(body) || body.length === 0 || body.length > MAX_BULK) {
      throw badRequest(`bulkUpdate takes an array of 1 to ${MAX_BULK} records, each with its id`);
    }
    const changes = body.map((row: unknown, index) => {
      const id = (row as { id?: unknown } | null)?.id;
      if (typeof id !== "string" || id === "") throw badRequest(`Record ${index + 1} has no id`);
      return { id, body: row };
    });
    return updateUserRecords(context, caller, changes);
  });

  app.delete(`${base}/:id`, async (request: RecordRequest) => {
    await deleteUserRecord(app.db, options.schema, callerOf(request), request.params.id);
    return { success: true };
  });

  // Refused before the body is read: users come from invitations and sign-up (Base44: "Users cannot be
  // created via entities").
  const refuseCreate = async (request: FastifyRequest<{ Params: { appId: string } }>) => {
    callerOf(request);
    throw forbidden("Users cannot be created through entities; invite them or let them sign up", {
      reason: "users_not_created_here",
    });
  };
  for (const path of [base, `${base}/bulk`, `${base}/upsert`, `${base}/import`]) {
    app.post(path, { onRequest: refuseCreate }, async () => undefined);
  }
  const refuse = (what: string) => async (request: FastifyRequest<{ Params: { appId: string } }>) => {
    callerOf(request);
    throw notForUsers(what);
  };
  app.patch(`${base}/update-many`, { onRequest: refuse("updateMany") }, async () => undefined);
  app.delete(base, { onRequest: refuse("deleteMany") }, async () => undefined);
  app.post(`${base}/aggregate`, { onRequest: refuse("aggregate") }, async () => undefined);
}
