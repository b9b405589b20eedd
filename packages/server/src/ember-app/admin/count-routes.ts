import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest, notFound } from "../../errors.ts";
import { assertAppId } from "../../platform/app-id.ts";
import type { Caller } from "../../platform/caller.ts";
import { countRecordsUpTo } from "../../platform/entities/records-store.ts";
import { integerParam, type QueryString, queryParam } from "../../platform/entities/request-params.ts";
import { assertAdmin } from "./admin-access.ts";

/** The cap when none is asked for: the console shows "1,000+" past it. */
export const DEFAULT_COUNT_CAP = 1000;
/** A larger cap would bring back the cost the capped count exists to avoid. */
export const MAX_COUNT_CAP = 10_000;

type CountRequest = FastifyRequest<{ Params: { appId: string; entity: string }; Querystring: QueryString }>;

/**
 * `GET /api/apps/:appId/admin/count/{Entity}?q=...&cap=1000`: `{count, capped}`, the number of records
 * matching `q` (the records API's filter, validated as `GET /{Entity}/count` validates it) up to `cap`.
 * The console's search box counts with it; the SDK's exact `count` stays as the contract has it (ADR 0044).
 */
export async function countRoutes(app: FastifyInstance) {
  app.get("/api/apps/:appId/admin/count/:entity", async (request: CountRequest) => {
    assertAppId(app.config, request.params.appId);
    const caller: Caller | undefined = request.caller;
    assertAdmin(caller);
    const entity = app.entities.get(request.params.entity);
    if (!entity || !caller) throw notFound(`No entity ${request.params.entity}`);
    const cap = integerParam(request.query, "cap") ?? DEFAULT_COUNT_CAP;
    if (cap < 1 || cap > MAX_COUNT_CAP) throw badRequest(`cap must be between 1 and ${MAX_COUNT_CAP}`);
    return countRecordsUpTo(app.db, caller, entity, queryParam(request.query), cap);
  });
}
