import { randomBytes } from "node:crypto";
import {
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  realpath,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import type { AppFolders } from "../app-folders.ts";

/** One uploaded site of an app, kept under `<app>/deployments/<id>/`, its facts beside it in `<id>.json`. */
export interface SiteDeployment {
  readonly id: number;
  readonly created_date: string;
  readonly files: number;
  readonly bytes: number;
  readonly deployed_by: string | null;
  readonly current: boolean;
}

type Facts = Omit<SiteDeployment, "id" | "current">;

const deploymentsOf = (folders: AppFolders) => path.join(folders.root, "deployments");
const numbered = /^[1-9][0-9]{0,8}$/;

/**
 * An app's site deployments on disk. Each upload is unpacked into a folder of its own (`stage`), numbered
 * when complete (`commit`); the app's `site` is a symbolic link to one of them, replaced by a rename, so
 * a reader sees the old site or the new one and never half of either. The server follows the link when an
 * app's instance starts (`currentSite`), so an instance serves one deployment for its whole life.
 */
export class SiteDeployments {
  constructor(private readonly folders: AppFolders) {}

  /** A new, empty folder to unpack an upload into, beside the deployments (same disk, so `commit` renames). */
  async stage(): Promise<string> {
    const dir = deploymentsOf(this.folders);
    await mkdir(dir, { recursive: true });
    return path.join(dir, `.incoming-${randomBytes(6).toString("hex")}`);
  }

  /** Numbers a staged upload as the next deployment. The caller serialises commits of one app. */
  async commit(staged: string, facts: Facts): Promise<number> {
    await this.adoptLegacySite(facts.deployed_by);
    const id = (await this.ids()).reduce((max, n) => Math.max(max, n), 0) + 1;
    const dir = deploymentsOf(this.folders);
    await writeFile(path.join(dir, `${id}.json`), `${JSON.stringify(facts)}\n`);
    await rename(staged, path.join(dir, String(id)));
    return id;
  }

  /** Points the app's site at a deployment, atomically: a new link renamed over the old one. */
  async switchTo(id: number): Promise<void> {
    const next = path.join(this.folders.root, `.site-${randomBytes(6).toString("hex")}`);
    await symlink(path.join("deployments", String(id)), next);
    try {
      await rename(next, this.folders.site);
    } catch (error) {
      await rm(next, { force: true });
      throw error;
    }
  }

  /** The deployment the site points at, if it points at one. */
  async currentId(): Promise<number | undefined> {
    const target = await readlink(this.folders.site).catch(() => undefined);
    const id = target === undefined ? undefined : path.basename(target);
    return id !== undefined && numbered.test(id) ? Number(id) : undefined;
  }

  async has(id: number): Promise<boolean> {
    return (await this.ids()).includes(id);
  }

  /** Every deployment kept, newest first. */
  async list(): Promise<SiteDeployment[]> {
    const current = await this.currentId();
    const dir = deploymentsOf(this.folders);
    const ids = (await this.ids()).sort((a, b) => b - a);
    return Promise.all(
      ids.map(async (id) => {
        const facts = await readFile(path.join(dir, `${id}.json`), "utf8")
          .then((text) => JSON.parse(text) as Partial<Facts>)
          .catch(() => ({}) as Partial<Facts>);
        return {
          id,
          created_date: facts.created_date ?? new Date(0).toISOString(),
          files: facts.files ?? 0,
          bytes: facts.bytes ?? 0,
          deployed_by: facts.deployed_by ?? null,
          current: id === current,
        };
      }),
    );
  }

  /** Removes all but the newest `keep` deployments, never the one the site points at, nor an unfinished upload. */
  async prune(keep: number): Promise<number[]> {
    const current = await this.currentId();
    const dir = deploymentsOf(this.folders);
    const old = (await this.ids())
      .sort((a, b) => b - a)
      .slice(keep)
      .filter((id) => id !== current);
    for (const id of old) {
      await rm(path.join(dir, String(id)), { recursive: true, force: true });
      await rm(path.join(dir, `${id}.json`), { force: true });
    }
    return old;
  }

  private async ids(): Promise<number[]> {
    const names = await readdir(deploymentsOf(this.folders)).catch(() => [] as string[]);
    return names.filter((name) => numbered.test(name)).map(Number);
  }

  /** A site folder put in place by hand (before deployments existed) becomes a deployment of its own. */
  private async adoptLegacySite(by: string | null): Promise<void> {
    const found = await lstat(this.folders.site).catch(() => undefined);
    if (!found?.isDirectory()) return;
    const id = (await this.ids()).reduce((max, n) => Math.max(max, n), 0) + 1;
    const dir = deploymentsOf(this.folders);
    await rename(this.folders.site, path.join(dir, String(id)));
    const facts: Facts = { created_date: found.mtime.toISOString(), files: 0, bytes: 0, deployed_by: by };
    await writeFile(path.join(dir, `${id}.json`), `${JSON.stringify(facts)}\n`);
    await this.switchTo(id);
  }
}

/**
 * The folder an app's instance serves as its site: where the `site` link points (resolved once, at the
 * instance's start), or a plain `site` folder; undefined without an index.html.
 */
export async function currentSite(folders: AppFolders): Promise<string | undefined> {
  const resolved = await realpath(folders.site).catch(() => undefined);
  if (!resolved) return undefined;
  const index = await stat(path.join(resolved, "index.html")).catch(() => undefined);
  return index?.isFile() ? resolved : undefined;
}
