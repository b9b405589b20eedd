import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { HostedAppRecord } from "./hosted-apps-store.ts";

/**
 * Where a hosted app's files are, under DATA_DIR/apps/<id>: its Base44 project as the CLI deploys it
 * (`project/base44/…`: entities, functions, agents), its uploaded files and Deno cache (`data/`, which the
 * platform treats as that app's DATA_DIR), and its built site (`site/`).
 */
export interface AppFolders {
  readonly root: string;
  readonly project: string;
  readonly data: string;
  readonly site: string;
}

export function appFolders(dataDir: string, id: string): AppFolders {
  const root = path.join(dataDir, "apps", id);
  return {
    root,
    project: path.join(root, "project"),
    data: path.join(root, "data"),
    site: path.join(root, "site"),
  };
}

/** A new app's empty project: a `base44/` folder with its config and link, as `base44 create` leaves it. */
export async function createAppFolders(folders: AppFolders, app: HostedAppRecord): Promise<void> {
  const base44 = path.join(folders.project, "base44");
  await mkdir(path.join(base44, "entities"), { recursive: true });
  await mkdir(folders.data, { recursive: true });
  const config = { name: app.name, ...(app.user_description ? { description: app.user_description } : {}) };
  await writeFile(path.join(base44, "config.jsonc"), `${JSON.stringify(config, null, 2)}\n`, {
    flag: "wx",
  }).catch(ignoreExisting);
  await writeFile(path.join(base44, ".app.jsonc"), `${JSON.stringify({ id: app.id }, null, 2)}\n`, {
    flag: "wx",
  }).catch(ignoreExisting);
}

// Another instance (or an earlier, interrupted create) made it first: it holds the same content.
function ignoreExisting(error: NodeJS.ErrnoException): void {
  if (error.code !== "EEXIST") throw error;
}
