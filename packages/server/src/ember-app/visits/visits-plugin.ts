import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../../errors.ts";
import { assertAppId } from "../../platform/app-id.ts";
import { integerParam, type QueryString } from "../../platform/entities/request-params.ts";
import { assertAdmin } from "../admin/admin-access.ts";
import { VisitCounter } from "./visit-counts.ts";
import { referrerHost, viewedPage } from "./visit-rules.ts";
import { siteVisitStats } from "./visit-stats.ts";

export interface VisitsPluginOptions {
  /** The clock of the counts' days and salts (tests move it to the next day). */
  readonly now?: () => Date;
}

const MAX_DAYS = 366;

/**
 * Anonymous visit counts of the site's pages (docs/features.md, "Visits"; decision 0086): counted as the server answers
 * a browser's navigation to a page, after the answer, so counting never slows or breaks a page. Registered
 * before the web plugin, whose pages its hook sees. `GET /api/apps/:appId/admin/site-visits?days=30`
 * answers the counts to admins.
 */
export default fp<VisitsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const now = options.now ?? (() => new Date());
    const counter = new VisitCounter(app.db, now);

    app.addHook("onResponse", async (request, reply) => {
      const page = viewedPage(request, reply);
      if (!page) return;
      try {
        await counter.count({
          page,
          referrerHost: referrerHost(request),
          address: request.ip,
          userAgent: request.headers["user-agent"] ?? "",
        });
      } catch (error) {
        request.log.warn({ err: error }, "a page view was not counted");
      }
    });

    app.get(
      "/api/apps/:appId/admin/site-visits",
      async (request: FastifyRequest<{ Params: { appId: string }; Querystring: QueryString }>) => {
        assertAppId(app.config, request.params.appId);
        assertAdmin(request.caller);
        const days = integerParam(request.query, "days") ?? 30;
        if (days < 1 || days > MAX_DAYS) throw badRequest(`days must be between 1 and ${MAX_DAYS}`);
        return siteVisitStats(app.db, now(), days);
      },
    );
  },
  { name: "site-visits", dependencies: ["database"] },
);
