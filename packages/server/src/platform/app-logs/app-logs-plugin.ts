import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError, forbidden, unauthorized, validationError } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { isAdmin, isService } from "../caller.ts";
import { jsonLimitExceeded } from "../entities/json-limits.ts";
import { registerRateLimit } from "../rate-limit-store.ts";
import { parseInput } from "../validate.ts";
import { analyticsBatch, MAX_EVENTS_PER_BATCH, storeAnalyticsEvents } from "./analytics-events.ts";
import { analyticsViewStats, type PageNames } from "./analytics-page-views.ts";
import { DailyQuota } from "./daily-quota.ts";
import expiryPlugin from "./expire-app-logs.ts";
import { parseListParams, parseStatsParams } from "./log-params.ts";
import { listPageVisits, pageVisitStats, recordPageVisit } from "./page-visits.ts";
import { isStorableText } from "./storable-text.ts";

type AppParams = { Params: { appId: string } };
type VisitParams = { Params: { appId: string; "*": string } };

const MAX_PAGE_NAME = 200;

/** The visitor a log line belongs to: a signed-in user, or a service call made for one. */
function visitorId(request: FastifyRequest): string | null {
  const { caller } = request;
  if (caller.kind === "user") return caller.user.id;
  if (caller.kind === "service") return caller.onBehalfOf?.id ?? null;
  return null;
}

/** Reading the logs is for the app's admins and its service role; 401 without a user, 403 for others. */
function assertMayRead(request: FastifyRequest): void {
  const { caller } = request;
  if (isService(caller) || isAdmin(caller)) return;
  if (caller.kind === "anonymous") throw unauthorized();
  throw forbidden("Only an admin of this app may read its logs");
}

async function appLogsRoutes(app: FastifyInstance, { pageNames = {} }: AppLogsPluginOptions) {
  // logUserInApp posts no body under the SDK's JSON content type: an empty body is no body here.
  const json = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(null, undefined);
    return json(request, text, done);
  });
  await registerRateLimit(app);
  const perMinute = app.config.appLogs.perMinute;
  const limiter = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `${request.routeOptions.url}|${visitorId(request) ?? request.ip}`,
  });
  const checkRate = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    // Like every other 429 of the API: the client is told when to try again.
    reply.header("retry-after", result.ttlInSeconds);
    throw new ApiError(
      429,
      `Too many log requests: at most ${perMinute} a minute. Try again in ${result.ttlInSeconds} seconds.`,
      "TooManyRequests",
      { retry_after_seconds: result.ttlInSeconds },
    );
  };

  // `logUserInApp(page)` posts no body and ignores the answer. The page name is any string (the SDK's
  // documentation logs 'features-section'); the wildcard also takes names holding a slash, such as a
  // pathname. Anonymous calls (the vite plugin's tracker sends no token) are answered but not stored:
  // visits are logged for signed-in users only (product.md#navigation).
  const logVisit = async (
    request: FastifyRequest<{ Params: VisitParams["Params"] }>,
    reply: FastifyReply,
  ) => {
    assertAppId(app.config, request.params.appId);
    const pageName = request.params["*"];
    if (pageName.length === 0 || pageName.length > MAX_PAGE_NAME || !isStorableText(pageName)) {
      throw validationError([
        { field: "pageName", message: `must be 1 to ${MAX_PAGE_NAME} characters, without NUL` },
      ]);
    }
    const userId = visitorId(request);
    if (!userId) return { logged: false };
    await checkRate(request, reply);
    await recordPageVisit(app.db, userId, pageName);
    return { logged: true };
  };
  app.post<VisitParams>("/api/app-logs/:appId/log-user-in-app/*", logVisit);
  // The vite plugin's tracker (1.x) posts to the site's origin without the /api prefix.
  app.post<VisitParams>("/app-logs/:appId/log-user-in-app/*", logVisit);

  const anonymousQuota = new DailyQuota(app.config.appLogs.anonymousEventsPerDay);

  // The SDK's analytics queue. Beacons carry no token and no X-App-Id, so the caller may be anyone: the
  // batch is bounded, the rate is limited per address, a repeated event is stored once, and an address
  // has anonymous events stored up to a daily allowance (the rest are answered, not kept).
  app.post<AppParams>("/api/apps/:appId/analytics/track/batch", async (request, reply) => {
    assertAppId(app.config, request.params.appId);
    const exceeded = jsonLimitExceeded(request.body, { maxDepth: 16, maxNodes: MAX_EVENTS_PER_BATCH * 60 });
    if (exceeded) {
      throw validationError([
        { field: "events", message: exceeded === "depth" ? "nested too deeply" : "too many values" },
      ]);
    }
    const { events } = parseInput(analyticsBatch, request.body);
    await checkRate(request, reply);
    const visitor = visitorId(request);
    const kept = visitor === null ? events.slice(0, anonymousQuota.take(request.ip, events.length)) : events;
    const stored = kept.length === 0 ? 0 : await storeAnalyticsEvents(app.db, kept, visitor);
    return { received: events.length, stored };
  });

  app.get<AppParams>("/api/app-logs/:appId", async (request) => {
    assertAppId(app.config, request.params.appId);
    assertMayRead(request);
    const params = parseListParams(request.query as Record<string, unknown>);
    return listPageVisits(app.db, app.config.appId, params, params);
  });

  app.get<AppParams>("/api/app-logs/:appId/stats", async (request) => {
    assertAppId(app.config, request.params.appId);
    assertMayRead(request);
    const range = parseStatsParams(request.query as Record<string, unknown>);
    // The SDK's fields are the app logs; `analytics` is the second source, kept apart (decision 0040).
    const [logs, analytics] = await Promise.all([
      pageVisitStats(app.db, range),
      analyticsViewStats(app.db, range, pageNames),
    ]);
    return { ...logs, analytics };
  });
}

export interface AppLogsPluginOptions {
  /** The app's page names by lower-case path, so analytics and app logs share one page key. */
  readonly pageNames?: PageNames;
}

/**
 * The SDK's app logs and analytics batches (ADR 0028): page visits of signed-in users, read back by
 * admins as a list and as visits per page per day; analytics events kept for the same retention.
 */
export default fp<AppLogsPluginOptions>(
  async (app, options) => {
    await app.register(appLogsRoutes, options);
    await app.register(expiryPlugin);
  },
  { name: "app-logs", dependencies: ["auth", "database"] },
);
