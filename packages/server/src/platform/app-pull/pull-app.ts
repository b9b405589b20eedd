import type { Database } from "../../db/database.ts";
import type { AppProject } from "../app-project/load-app-project.ts";
import type { Caller } from "../caller.ts";
import { ensureEntityTables } from "../entities/entity-tables.ts";
import { prepareRestore, writeRestore } from "../entities/records-restore.ts";
import type { UserSchema } from "../users/user-schema.ts";
import { prepareUsersRestore, writeUsersRestore } from "../users/users-restore.ts";
import { type EntityOutcome, pullEntity } from "./pull-entity.ts";
import type { FileCopier } from "./pull-files.ts";
import { emptyProgress, type PullState, readPullState, writePullState } from "./pull-state.ts";
import type { SourceClient } from "./source-client.ts";

/**
 * A whole app pulled from a running Base44-compatible server: the accounts first (records name their
 * creators by id), then each of the project's entities, each resumed from where the state file says it
 * stopped. A pull that finished, run again, walks everything once more: records changed on the source
 * since are brought up to date, the rest count as unchanged.
 */
export interface AppPull {
  readonly client: SourceClient;
  /** The source's app id, which the state file belongs to with the source's origin. */
  readonly appId: string;
  readonly db: Database;
  readonly project: AppProject;
  readonly userSchema: UserSchema;
  readonly statePath: string;
  readonly pageSize: number;
  readonly files: FileCopier;
  readonly out: (line: string) => void;
}

const service: Caller = { kind: "service", onBehalfOf: null };

export async function pullApp(pull: AppPull): Promise<EntityOutcome[]> {
  const { client, db, project, userSchema, statePath, out } = pull;
  const names = ["User", ...[...project.entities.keys()].sort()];
  let state: PullState = await readPullState(statePath, client.origin, pull.appId);
  const finished = names.every((name) => state.entities[name]?.done);
  if (finished) {
    out("The last pull finished; pulling everything again (records changed since are brought up to date).");
    state = { ...state, entities: {} };
  }
  await ensureEntityTables(db, project.entities.values());
  const outcomes: EntityOutcome[] = [];
  for (const name of names) {
    const progress = state.entities[name] ?? emptyProgress;
    if (progress.done) {
      out(`  ${name}: done in an earlier run (${progress.records} records)`);
      continue;
    }
    if (progress.pages > 0)
      out(`  ${name}: continuing after page ${progress.pages} (${progress.records} records)`);
    const entity = project.entities.get(name);
    const outcome = await pullEntity({
      client,
      entity: name,
      pageSize: pull.pageSize,
      progress,
      files: pull.files,
      write: (rows) => {
        if (!entity) {
          const users = prepareUsersRestore(userSchema, rows);
          return db.transaction((tx) => writeUsersRestore(tx, service, users));
        }
        const records = prepareRestore(entity, rows);
        return db.transaction((tx) => writeRestore(tx, service, entity, records));
      },
      save: async (next) => {
        state = { ...state, entities: { ...state.entities, [name]: next } };
        await writePullState(statePath, state);
      },
    });
    out(
      `  ${name}: ${outcome.created} created, ${outcome.updated} updated, ${outcome.unchanged} unchanged (${outcome.records} records in ${outcome.pages} pages)`,
    );
    outcomes.push(outcome);
  }
  return outcomes;
}
