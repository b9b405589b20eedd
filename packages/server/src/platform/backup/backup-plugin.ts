import { randomBytes, timingSafeEqual } from "node:crypto";
import type { AddressInfo } from "node:net";
import fp from "fastify-plugin";
import { ApiError } from "../../errors.ts";
import { BackupService } from "./backup-service.ts";
import { BACKUP_ROUTE, removeOpsFile, writeOpsFile } from "./ops-file.ts";

/** 127.0.0.1 for a wildcard bind (the backup command runs on the same host), the address otherwise. */
function localUrl(address: AddressInfo): string {
  const wildcard = address.address === "0.0.0.0" || address.address === "::";
  const host = wildcard ? "127.0.0.1" : address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The server's own backups (backup-service.ts); absent on a hosted app's instance. */
    backups?: BackupService;
  }
}

export interface BackupPluginOptions {
  /** Whether this instance backs up its database (a hosted app's instance shares the server's). */
  readonly service?: boolean;
  /** The schedule's clock (tests move it to the backup hour and over days). */
  readonly now?: () => Date;
  /** How often the schedule looks whether its hour has come. */
  readonly checkEveryMs?: number;
}

/**
 * The server's backups (backup-service.ts): run from the console and daily on a schedule, checked every
 * minute. Then, on the embedded database only, the backup command's way in: backups of the embedded
 * database while the site runs (ADR 0037): only this process may open the PGlite
 * data directory, so `npm run backup` asks it, through POST /_ops/backup with the token of DATA_DIR/ops.json,
 * for a snapshot (a gzipped tarball of the data directory). Nothing is registered on PostgreSQL, whose
 * backups are pg_dump's (docs/deploy.md).
 */
export default fp<BackupPluginOptions>(
  async (app, options) => {
    const { db } = app;
    const dataDir = app.config.dataDir;
    if (options.service !== false) {
      const service = new BackupService(db, app.config, app.log, options.now ?? (() => new Date()));
      app.decorate("backups", service);
      app.addHook("onReady", async () => service.startSchedule(options.checkEveryMs ?? 60_000));
      app.addHook("onClose", async () => service.stop());
    }
    if (db.kind !== "pglite" || !db.snapshot) return;
    const snapshot = db.snapshot.bind(db);
    const token = randomBytes(32).toString("base64url");
    const expected = Buffer.from(`Bearer ${token}`);
    await writeOpsFile(dataDir, { pid: process.pid, token });

    app.post(BACKUP_ROUTE, async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new ApiError(403, "The backup token of DATA_DIR/ops.json is required.", "Forbidden");
      }
      const started = Date.now();
      const tarball = Buffer.from(await (await snapshot()).arrayBuffer());
      request.log.info({ bytes: tarball.length, ms: Date.now() - started }, "backup snapshot taken");
      return reply
        .header("content-type", "application/gzip")
        .header("cache-control", "no-store")
        .send(tarball);
    });

    app.addHook("onListen", async () => {
      const address = app.server.address();
      if (address && typeof address === "object") {
        await writeOpsFile(dataDir, { pid: process.pid, token, url: localUrl(address) });
      }
    });
    app.addHook("onClose", async () => {
      await removeOpsFile(dataDir);
    });
  },
  { name: "backup", dependencies: ["database"] },
);
