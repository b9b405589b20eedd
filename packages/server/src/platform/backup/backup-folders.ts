import { access, cp, rename } from "node:fs/promises";
import path from "node:path";

export const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * What a backup holds besides the database, under DATA_DIR: the uploaded files (`files/`) and the hosted
 * apps' folders (`apps/`: each app's project, site deployments and uploaded files, decision 0081). Their
 * schemas are in the database already. What the server makes again by itself stays out: the SDK it lends
 * an app's functions (`node_modules`) and Deno's caches.
 */
const FOLDERS = ["files", "apps"] as const;
const REMADE = new Set(["node_modules", "deno-cache"]);

const copyOptions = {
  recursive: true,
  // An app's `site` is a relative link to one of its deployments: kept as written, not resolved to the source.
  verbatimSymlinks: true,
  filter: (source: string) => !REMADE.has(path.basename(source)),
} as const;

export async function copyDataFolders(dataDir: string, into: string): Promise<void> {
  for (const folder of FOLDERS) {
    const source = path.join(dataDir, folder);
    if (await exists(source)) await cp(source, path.join(into, folder), copyOptions);
  }
}

/** Puts a backup's folders in place of DATA_DIR's, keeping the replaced ones beside them; answers those. */
export async function restoreDataFolders(backup: string, dataDir: string, suffix: string): Promise<string[]> {
  const kept: string[] = [];
  for (const folder of FOLDERS) {
    const current = path.join(dataDir, folder);
    if (await exists(current)) {
      await rename(current, `${current}${suffix}`);
      kept.push(`${current}${suffix}`);
    }
    const saved = path.join(backup, folder);
    if (await exists(saved)) await cp(saved, current, copyOptions);
  }
  return kept;
}
