import fp from "fastify-plugin";
import { BoardCache } from "./board-cache.ts";
import { type BadgeBoard, computeBadgeBoard } from "./board-queries.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The badge board of the Badges page, cached until a badge changes (ADR 0019). */
    badgeBoard: { read(): Promise<BadgeBoard> };
  }
}

// Only other instances sharing one PostgreSQL need this: this instance's own writes invalidate at once.
const BOARD_MAX_AGE_MS = 15_000;

export default fp(
  async (app) => {
    const badges = app.entities.get("Badge");
    if (!badges) throw new Error("entities/Badge.json is missing");
    const cache = new BoardCache<BadgeBoard>({ maxAgeMs: BOARD_MAX_AGE_MS });
    const stop = app.recordChanges.listen((entityName) => {
      if (entityName === badges.name) cache.invalidate();
    });
    app.addHook("onClose", async () => {
      stop();
    });
    // One snapshot, so the counts, the recent list and the ranking describe the same moment.
    const compute = () =>
      app.db.transaction(async (tx) => {
        await tx.query("set transaction isolation level repeatable read, read only");
        return computeBadgeBoard(tx, badges);
      });
    app.decorate("badgeBoard", { read: () => cache.get(compute) });
  },
  { name: "badges", dependencies: ["database", "entities"] },
);
