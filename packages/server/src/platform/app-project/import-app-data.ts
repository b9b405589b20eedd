import type { Database } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import type { Caller } from "../caller.ts";
import { ensureEntityTables } from "../entities/entity-tables.ts";
import {
  type LineProblem,
  prepareRestore,
  type RestoreCounts,
  type RestoredRecord,
  writeRestore,
} from "../entities/records-restore.ts";
import { defineUserSchema } from "../users/user-schema.ts";
import { prepareUsersRestore, writeUsersRestore } from "../users/users-restore.ts";
import type { DataFile } from "./app-data-files.ts";
import type { AppProject } from "./load-app-project.ts";

/**
 * Moves a project's exported data (app-data-files.ts) into its database, ids, dates and creators kept:
 * every file is checked first, and one bad row anywhere writes nothing at all (the problems name file and
 * line); then the accounts and every entity's records go in one transaction. Run twice, it changes
 * nothing; run with a newer export, it updates the records changed since (records-restore.ts).
 */
export interface FileOutcome extends RestoreCounts {
  readonly source: string;
  readonly entity: string;
}

export class AppDataError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The data was not imported:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "AppDataError";
  }
}

const service: Caller = { kind: "service", onBehalfOf: null };

const where = (file: DataFile, line: number) =>
  file.unit === "line" ? `${file.source}:${line}` : `${file.source} record ${line}`;

/** The problems of a refused file, one per bad row, each naming the file and the row's line. */
function describe(file: DataFile, error: unknown): string[] {
  if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
  const rows = error.extraData?.rows as readonly LineProblem[] | undefined;
  if (!rows) return [`${file.source}: ${error.message}`];
  const more = Number(error.extraData?.invalid_rows ?? rows.length) - rows.length;
  return [
    ...rows.map((row) => `${where(file, row.line)}: ${row.message}`),
    ...(more > 0 ? [`${file.source}: and ${more} more bad rows`] : []),
    `${file.source}: refused whole (${error.extraData?.invalid_rows ?? rows.length} of ${file.rows.length} rows are bad)`,
  ];
}

export interface CheckedAppData {
  readonly users: {
    readonly file: DataFile;
    readonly accounts: ReturnType<typeof prepareUsersRestore>;
  } | null;
  readonly records: readonly { readonly file: DataFile; readonly records: readonly RestoredRecord[] }[];
}

/** Checks every file against the project's schemas without touching a database; throws AppDataError. */
export function checkAppData(project: AppProject, files: readonly DataFile[]): CheckedAppData {
  const userSchema = defineUserSchema(project.userSchema?.value, project.userSchema?.source);
  const problems: string[] = [];
  let users: CheckedAppData["users"] = null;
  const records: { file: DataFile; records: RestoredRecord[] }[] = [];
  for (const file of files) {
    try {
      if (file.entity === "User") {
        users = { file, accounts: prepareUsersRestore(userSchema, file.rows) };
        continue;
      }
      const entity = project.entities.get(file.entity);
      if (!entity) problems.push(`${file.source}: the project has no entity ${file.entity}`);
      else records.push({ file, records: prepareRestore(entity, file.rows) });
    } catch (error) {
      problems.push(...describe(file, error));
    }
  }
  if (problems.length > 0) throw new AppDataError(problems);
  return { users, records };
}

/** Writes checked data in one transaction, the accounts first; throws AppDataError naming the file. */
export async function writeAppData(
  db: Database,
  project: AppProject,
  checked: CheckedAppData,
): Promise<FileOutcome[]> {
  await ensureEntityTables(db, project.entities.values());
  const outcomes: FileOutcome[] = [];
  await db.transaction(async (tx) => {
    // Accounts first: an address taken by another account stops everything before any record is written.
    if (checked.users) {
      const { file, accounts } = checked.users;
      try {
        outcomes.push({
          source: file.source,
          entity: "User",
          ...(await writeUsersRestore(tx, service, accounts)),
        });
      } catch (error) {
        throw new AppDataError(describe(file, error));
      }
    }
    for (const { file, records } of checked.records) {
      const entity = project.entities.get(file.entity);
      if (!entity) continue;
      try {
        outcomes.push({
          source: file.source,
          entity: file.entity,
          ...(await writeRestore(tx, service, entity, records)),
        });
      } catch (error) {
        throw new AppDataError(describe(file, error));
      }
    }
  });
  return outcomes;
}

export async function importAppData(
  db: Database,
  project: AppProject,
  files: readonly DataFile[],
): Promise<FileOutcome[]> {
  return writeAppData(db, project, checkAppData(project, files));
}
