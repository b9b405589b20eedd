import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirError } from "./db/pglite-data-dir.ts";
import { EX_IOERR, onEmbeddedDatabaseDeath } from "./db/pglite-fatal.ts";

// The process only: read config, build the app, listen, and close gracefully on a signal.
const here = path.dirname(fileURLToPath(import.meta.url));
const builtWeb = path.resolve(here, "../../web/build/client");

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig({
      ...process.env,
      WEB_DIR: process.env.WEB_DIR ?? (existsSync(builtWeb) ? builtWeb : ""),
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // A hung connection must not keep a deployment from rolling: give up after 10 s.
    const timer = setTimeout(() => {
      app.log.error("graceful shutdown timed out");
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      // Stops accepting, lets in-flight requests finish, then runs onClose hooks: the database closes last.
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "graceful shutdown failed");
      process.exit(1);
    }
  };
  // The embedded database died (a full disk, ADR 0038): one sentence, stop taking requests (they answer
  // 503 meanwhile), and exit EX_IOERR within 2 s so that a supervisor restarts the process.
  onEmbeddedDatabaseDeath((sentence) => {
    if (closing) return;
    closing = true;
    console.error(sentence);
    setTimeout(() => process.exit(EX_IOERR), 2_000).unref();
    app.close().then(
      () => process.exit(EX_IOERR),
      () => process.exit(EX_IOERR),
    );
  });
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // DATA_DIR problems are the operator's to fix: one sentence, and EX_CANTCREAT.
  if (error instanceof DataDirError) {
    console.error(error.message);
    process.exit(73);
  }
  console.error(error);
  process.exit(1);
});
