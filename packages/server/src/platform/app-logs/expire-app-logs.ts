import type { FastifyInstance } from "fastify";
import { expireAppLogs } from "./page-visits.ts";

const SWEEP_INTERVAL_MS = 60 * 60_000;

/** Deletes logs past APP_LOGS_RETENTION_DAYS when the server is ready and hourly after. */
export default async function expireAppLogsPlugin(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const expired = await expireAppLogs(app.db, app.config.appLogs.retentionDays);
      if (expired > 0) app.log.info({ expired }, "expired app logs");
    } catch (error) {
      app.log.error({ err: error }, "expiring app logs failed");
    }
  };
  app.addHook("onReady", async () => {
    await sweep();
    timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
