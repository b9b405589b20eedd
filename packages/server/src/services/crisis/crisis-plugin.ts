import fp from "fastify-plugin";
import { ALERT_GROUP_WINDOW_MS } from "./crisis-alerts.ts";

declare module "fastify" {
  interface FastifyInstance {
    crisisAlerts: { readonly groupWindowMs: number };
  }
}

export interface CrisisPluginOptions {
  /** Tests shorten the 10-minute grouping window to see a group's follow-up e-mail leave. */
  readonly groupWindowMs?: number;
}

export default fp<CrisisPluginOptions>(
  async (app, options) => {
    app.decorate("crisisAlerts", { groupWindowMs: options.groupWindowMs ?? ALERT_GROUP_WINDOW_MS });
  },
  { name: "crisis-alerts" },
);
