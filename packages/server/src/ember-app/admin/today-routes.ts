import type { FastifyInstance } from "fastify";
import { assertAppId } from "../../platform/app-id.ts";
import { assertAdmin } from "./admin-access.ts";

/**
 * `GET /api/apps/:appId/admin/today`: what the console's Today page cannot read through the records API,
 * the e-mails whose delivery failed for good (the outbox is not an entity) and the model's token budget of
 * the day. Admin only.
 */
export async function todayRoutes(app: FastifyInstance) {
  app.get<{ Params: { appId: string } }>("/api/apps/:appId/admin/today", async (request) => {
    assertAppId(app.config, request.params.appId);
    assertAdmin(request.caller);
    const { rows } = await app.db.query<{ n: number }>(
      "select count(*)::int as n from mail_outbox where status = 'failed'",
    );
    // The day's model budget (LLM_DAILY_TOKEN_BUDGET): staff see when the chat has gone offline for it.
    return { failed_emails: rows[0]?.n ?? 0, model_budget: await app.llm.budget.status() };
  });
}
