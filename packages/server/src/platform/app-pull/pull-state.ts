import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { isPlainObject } from "../entities/query-operators.ts";

/**
 * Where a pull stands, in a small JSON file beside the data: per entity, the source's cursor after the
 * last page written and whether the entity is done. It is saved (to a temporary file, then renamed, so
 * a kill never leaves half a file) only after the page's records are committed, so a run killed at any
 * point writes that page again on the next run, which changes nothing: newer `updated_date` wins.
 * Copied files need no entry: each lands on a name derived from its source address (pull-files.ts), so
 * the database itself says which are there.
 */
export interface EntityProgress {
  /** The source's next_cursor after the last page written; null before the first page. */
  readonly cursor: string | null;
  readonly pages: number;
  readonly records: number;
  readonly done: boolean;
}

export interface PullState {
  readonly version: 1;
  readonly from: string;
  readonly app: string;
  readonly entities: Readonly<Record<string, EntityProgress>>;
}

export class StateFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StateFileError";
  }
}

export const emptyProgress: EntityProgress = { cursor: null, pages: 0, records: 0, done: false };

/** The default state file: one per source and app, in DATA_DIR/app-pull/. */
export function defaultStatePath(dataDir: string, from: string, app: string): string {
  const host = new URL(from).host.replace(/[^A-Za-z0-9.-]/g, "_");
  return path.join(dataDir, "app-pull", `${host}_${app}.json`);
}

function progressOf(value: unknown): EntityProgress | undefined {
  if (!isPlainObject(value)) return undefined;
  const { cursor, pages, records, done } = value;
  if (cursor !== null && typeof cursor !== "string") return undefined;
  if (!Number.isSafeInteger(pages) || !Number.isSafeInteger(records) || typeof done !== "boolean") {
    return undefined;
  }
  return { cursor, pages: pages as number, records: records as number, done };
}

/** The saved state of this source and app, or a fresh one when there is no file. */
export async function readPullState(file: string, from: string, app: string): Promise<PullState> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { version: 1, from, app, entities: {} };
    throw error;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new StateFileError(`${file} is not a pull's state (not JSON); delete it to start over`);
  }
  if (!isPlainObject(raw) || raw.version !== 1 || !isPlainObject(raw.entities)) {
    throw new StateFileError(`${file} is not a pull's state; delete it to start over`);
  }
  if (raw.from !== from || raw.app !== app) {
    throw new StateFileError(
      `${file} belongs to a pull of app ${String(raw.app)} from ${String(raw.from)}; give another --state, or delete it`,
    );
  }
  const entities: Record<string, EntityProgress> = {};
  for (const [name, value] of Object.entries(raw.entities)) {
    const progress = progressOf(value);
    if (!progress)
      throw new StateFileError(`${file}: the entry of ${name} is damaged; delete the file to start over`);
    entities[name] = progress;
  }
  return { version: 1, from, app, entities };
}

export async function writePullState(file: string, state: PullState): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}
