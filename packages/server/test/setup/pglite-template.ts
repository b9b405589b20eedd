import { createHash } from "node:crypto";
import { cpSync } from "node:fs";
import { mkdtemp, readFile, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { hostMigrations, migrateHost } from "../../src/db/host-migrations.ts";
import { migrate } from "../../src/db/migrate.ts";
import { migrations } from "../../src/db/migrations.ts";
import { openDatabase } from "../../src/db/open-database.ts";

const pglitePackage = new URL("../../../../node_modules/@electric-sql/pglite/package.json", import.meta.url);

/**
 * A migrated PGlite cluster, made once and then copied: a new PGlite data directory costs seconds (initdb
 * in WASM), a copy a fraction of that. Cached in the temp directory under a name that changes with the
 * migrations and the PGlite version, and published by an atomic rename so parallel workers never see half.
 */
async function templateDir(): Promise<string> {
  const { version } = JSON.parse(await readFile(pglitePackage, "utf8")) as { version: string };
  const key = createHash("sha256")
    .update(version)
    .update(JSON.stringify(migrations))
    .update(JSON.stringify(hostMigrations))
    .digest("hex")
    .slice(0, 16);
  const target = path.join(tmpdir(), `ember-pglite-template-${key}`);
  if (
    await stat(target).then(
      () => true,
      () => false,
    )
  )
    return target;

  const work = await mkdtemp(path.join(tmpdir(), "ember-pglite-build-"));
  const db = await openDatabase({ dataDir: work });
  await migrate(db);
  await migrateHost(db);
  await db.close();
  try {
    await rename(path.join(work, "db"), target);
  } catch (error) {
    // Another worker published first; its copy is as good as ours.
    if (!["EEXIST", "ENOTEMPTY"].includes((error as { code?: string }).code ?? "")) throw error;
  }
  await rm(work, { recursive: true, force: true });
  return target;
}

let template: Promise<string> | undefined;

/** Puts a migrated database where the server expects it for this DATA_DIR. */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  template ??= templateDir();
  const source = await template;
  // Synchronous on purpose: about twice as fast as the async copy for a thousand small files.
  cpSync(source, path.join(dataDir, "db"), { recursive: true });
}
