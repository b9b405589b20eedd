import { randomBytes, timingSafeEqual } from "node:crypto";
import type { AddressInfo } from "node:net";
import fp from "fastify-plugin";
import { ApiError } from "../../errors.ts";
import { BACKUP_ROUTE, removeOpsFile, writeOpsFile } from "./ops-file.ts";

/** 127.0.0.1 for a wildcard bind (the backup command runs on the same host), the address otherwise. */
function localUrl(address: AddressInfo): string {
  const wildcard = address.address === "0.0.0.0" || address.address === "::";
  const host = wildcard ? "127.0.0.1" : address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Backups of the embedded database while the site runs (ADR 0037): only this process may open the PGlite
 * data directory, so `npm run backup` asks it, through POST /_ops/backup with the token of DATA_DIR/ops.json,
 * for a snapshot (a gzipped tarball of the data directory). Nothing is registered on PostgreSQL, whose
 * backups are pg_dump's (docs/deploy.md).
 */
export default fp(
  async (app) => {
    const { db } = app;
    const dataDir = app.config.dataDir;
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
