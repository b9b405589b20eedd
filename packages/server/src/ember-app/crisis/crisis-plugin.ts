import { warmCrisisDetector } from "@ember/domain";
import fp from "fastify-plugin";
import { ALERT_GROUP_WINDOW_MS, IMMEDIATE_ALERTS_PER_ADDRESS } from "./crisis-alerts.ts";

declare module "fastify" {
  interface FastifyInstance {
    crisisAlerts: { readonly groupWindowMs: number; readonly immediatePerAddress: number };
  }
}

export interface CrisisPluginOptions {
  /** Tests shorten the 10-minute grouping window to see a group's follow-up e-mail leave. */
  readonly groupWindowMs?: number;
  /** Immediate alert e-mails per client address per window (tests that send many alerts raise it). */
  readonly immediatePerAddress?: number;
}

export default fp<CrisisPluginOptions>(
  async (app, options) => {
    app.decorate("crisisAlerts", {
      groupWindowMs: options.groupWindowMs ?? ALERT_GROUP_WINDOW_MS,
      immediatePerAddress: options.immediatePerAddress ?? IMMEDIATE_ALERTS_PER_ADDRESS,
    });
    // Before the first visitor's message, which would otherwise hold every request while the detector's
    // patterns compile, but after the server listens: warming took 100–400 ms of the start, and readiness
    // does not need it. One round a turn of the event loop, so a request waits for one round at most.
    app.addHook("onListen", async () => {
      setImmediate(() => {
        warmCrisisDetector(1);
        setImmediate(() => warmCrisisDetector(1));
      });
    });
  },
  { name: "crisis-alerts" },
);
