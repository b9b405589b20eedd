import { createHash } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import { conflict } from "../../errors.ts";
import type { EntityDefinition } from "../entities/entity-schemas.ts";
import { tableStatements } from "../entities/entity-tables.ts";

/**
 * What an `entities push` does to the app's records tables (decision 0082), inside the push's transaction:
 * - an entity that stays keeps its table; a field whose type changes is refused while records hold values
 *   of another type (they would no longer read back as the schema says);
 * - an entity that goes has its table set aside: renamed `<table>__removed_<time>`, with a comment naming
 *   the entity, never dropped while it holds a record (an empty one is dropped);
 * - an entity that comes back (the same table name) gets its latest set-aside table back, records and
 *   all, under the same type check;
 * - a new entity gets its table and indexes.
 * A removed field needs nothing: its values stay in each record's `data`, which every write merges into.
 */

// The lock the tables are created under at start (entity-tables.ts): a push and a start never interleave.
const ENTITY_TABLES_LOCK = 4_410_002;
const SET_ASIDE = "__removed_";
const plainTable = /^[a-z0-9_]{1,63}$/;

export interface SetAsideTable {
  readonly table: string;
  readonly entity: string;
  /** The live table it came from, and goes back to when the entity is pushed again. */
  readonly from: string;
  readonly removed_date: string;
  readonly records: number;
}

const identifier = (name: string) => {
  if (!plainTable.test(name)) throw new Error(`not a table name the server makes: ${name}`);
  return name;
};

const bounded = (name: string) =>
  name.length <= 63
    ? name
    : `${name.slice(0, 54)}_${createHash("sha256").update(name).digest("hex").slice(0, 8)}`;

async function tableExists(tx: Queryable, table: string): Promise<boolean> {
  const { rows } = await tx.query<{ found: boolean }>(
    "select to_regclass(current_schema() || '.' || $1) is not null as found",
    [table],
  );
  return rows[0]?.found === true;
}

async function countRows(tx: Queryable, table: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from ${identifier(table)}`);
  return rows[0]?.n ?? 0;
}

/** Every set-aside table of the app's schema, newest first. */
export async function listSetAside(tx: Queryable): Promise<SetAsideTable[]> {
  const { rows } = await tx.query<{ table: string; note: string | null }>(
    `select c.relname as table, obj_description(c.oid, 'pg_class') as note
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r' and position($1 in c.relname) > 0`,
    [SET_ASIDE],
  );
  const found: SetAsideTable[] = [];
  for (const row of rows) {
    let note: { entity?: unknown; from?: unknown; removed_date?: unknown } = {};
    try {
      note = JSON.parse(row.note ?? "{}");
    } catch {}
    if (typeof note.from !== "string" || typeof note.entity !== "string") continue;
    found.push({
      table: row.table,
      entity: note.entity,
      from: note.from,
      removed_date: String(note.removed_date),
      records: await countRows(tx, row.table),
    });
  }
  return found.sort((a, b) => b.removed_date.localeCompare(a.removed_date));
}

const jsonTypesOf: Record<string, readonly string[]> = {
  string: ["string"],
  number: ["number"],
  integer: ["number"],
  boolean: ["boolean"],
  array: ["array"],
  object: ["object"],
  null: ["null"],
};

const typesOf = (property: Readonly<Record<string, unknown>> | undefined): string[] | undefined => {
  const type = property?.type;
  const list = typeof type === "string" ? [type] : Array.isArray(type) ? type.map(String) : undefined;
  return list?.every((t) => jsonTypesOf[t]) ? list.sort() : undefined;
};

/**
 * The fields of `next` whose records in `table` hold a value `next` no longer allows by type: checked for
 * every field whose declared type differs from `previous` (all typed fields when there is none). Null
 * and absent values always pass.
 */
async function typeConflicts(
  tx: Queryable,
  table: string,
  next: EntityDefinition,
  previous: EntityDefinition | undefined,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [field, property] of Object.entries(next.schema.properties)) {
    const types = typesOf(property);
    if (!types) continue;
    const before = previous ? typesOf(previous.schema.properties[field]) : undefined;
    if (previous && before?.join() === types.join()) continue;
    const allowed = [...new Set(types.flatMap((t) => jsonTypesOf[t] ?? []))];
    const integral = types.includes("integer") && !types.includes("number");
    const { rows } = await tx.query<{ n: number; found: string | null }>(
      `select count(*)::int as n, min(jsonb_typeof(data->$1)) as found from ${identifier(table)}
        where data ? $1 and jsonb_typeof(data->$1) <> 'null'
          and (not (jsonb_typeof(data->$1) = any($2::text[]))
               or ($3 and jsonb_typeof(data->$1) = 'number' and (data->>$1)::numeric % 1 <> 0))`,
      [field, allowed, integral],
    );
    const n = rows[0]?.n ?? 0;
    if (n > 0) {
      problems.push(
        `${next.name}.${field}: ${n} record${n === 1 ? "" : "s"} hold${n === 1 ? "s" : ""} a value that is not ${types.join(" or ")} (one is a ${rows[0]?.found})`,
      );
    }
  }
  return problems;
}

/** Renames a removed entity's table out of the way, with its primary key; its other indexes are rebuilt on restore. */
async function setAside(tx: Queryable, entity: string, table: string, now: Date): Promise<string | null> {
  if ((await countRows(tx, table)) === 0) {
    await tx.query(`drop table ${identifier(table)}`);
    return null;
  }
  const stamp = now.toISOString().replace(/[-:.TZ]/g, "");
  const aside = bounded(`${table}${SET_ASIDE}${stamp}`);
  const { rows: indexes } = await tx.query<{ name: string }>(
    "select indexname as name from pg_indexes where schemaname = current_schema() and tablename = $1",
    [table],
  );
  for (const { name } of indexes) {
    if (name === `${table}_pkey`)
      await tx.query(`alter index ${identifier(name)} rename to ${bounded(`${aside}_pkey`)}`);
    else await tx.query(`drop index ${identifier(name)}`);
  }
  const { rows: statistics } = await tx.query<{ name: string }>(
    `select s.stxname as name from pg_statistic_ext s join pg_namespace n on n.oid = s.stxnamespace
      where n.nspname = current_schema() and s.stxrelid = to_regclass(current_schema() || '.' || $1)`,
    [table],
  );
  for (const { name } of statistics) await tx.query(`drop statistics ${identifier(name)}`);
  await tx.query(`alter table ${identifier(table)} rename to ${identifier(aside)}`);
  const note = JSON.stringify({ entity, from: table, removed_date: now.toISOString() });
  // A comment takes a literal, not a parameter; the note holds only an entity name, a table name and a date.
  await tx.query(`comment on table ${identifier(aside)} is '${note.replaceAll("'", "''")}'`);
  return aside;
}

async function restore(tx: Queryable, aside: SetAsideTable): Promise<void> {
  await tx.query(`alter table ${identifier(aside.table)} rename to ${identifier(aside.from)}`);
  const { rows } = await tx.query<{ name: string }>(
    `select conname as name from pg_constraint where contype = 'p'
      and conrelid = to_regclass(current_schema() || '.' || $1)`,
    [aside.from],
  );
  const key = rows[0]?.name;
  if (key && key !== `${aside.from}_pkey`) {
    await tx.query(`alter index ${identifier(key)} rename to ${identifier(`${aside.from}_pkey`)}`);
  }
  await tx.query(`comment on table ${identifier(aside.from)} is null`);
}

export interface TablesPlan {
  readonly next: readonly EntityDefinition[];
  readonly previous: ReadonlyMap<string, EntityDefinition>;
}

export interface TablesOutcome {
  readonly setAside: readonly string[];
  readonly restored: readonly string[];
}

/**
 * Makes the app's tables follow the pushed entities (see the top of this file), in `tx`. Throws a 409 that
 * says how to go on, before changing anything, when records would no longer match their types.
 */
export async function applyEntityTables(tx: Queryable, plan: TablesPlan, now: Date): Promise<TablesOutcome> {
  await tx.query("select pg_advisory_xact_lock($1)", [ENTITY_TABLES_LOCK]);
  const previousByTable = new Map([...plan.previous.values()].map((e) => [e.table, e]));
  const nextTables = new Set(plan.next.map((e) => e.table));
  const asideTables = await listSetAside(tx);
  const toRestore = new Map<string, SetAsideTable>();
  const problems: string[] = [];
  for (const entity of plan.next) {
    if (await tableExists(tx, entity.table)) {
      problems.push(...(await typeConflicts(tx, entity.table, entity, previousByTable.get(entity.table))));
      continue;
    }
    const latest = asideTables.find((t) => t.from === entity.table);
    if (latest) {
      toRestore.set(entity.table, latest);
      problems.push(...(await typeConflicts(tx, latest.table, entity, undefined)));
    }
  }
  if (problems.length > 0) {
    throw conflict(
      `This push would leave records that no longer match their schema: ${problems.join("; ")}. ` +
        "Nothing was changed. To go on, keep the old type in the schema, or change or clear those values " +
        "first (through the SDK), or add the field under a new name.",
      { problems },
    );
  }
  const setAsideNames: string[] = [];
  for (const [table, entity] of previousByTable) {
    if (nextTables.has(table) || !(await tableExists(tx, table))) continue;
    const aside = await setAside(tx, entity.name, table, now);
    if (aside) setAsideNames.push(aside);
  }
  for (const aside of toRestore.values()) await restore(tx, aside);
  if (plan.next.some((e) => e.indexes.some((i) => i.trigram))) {
    await tx.query("create extension if not exists pg_trgm");
  }
  for (const entity of plan.next) {
    for (const statement of tableStatements({
      name: entity.name,
      table: entity.table,
      indexes: entity.indexes,
    })) {
      await tx.query(statement).catch((error: { code?: string }) => {
        if (error.code !== "23505") throw error;
        throw conflict(
          `${entity.name}: a unique index of the schema cannot be made, since records hold the same values. ` +
            "Nothing was changed. Make those records' values differ first, or push without the unique index.",
        );
      });
    }
  }
  return { setAside: setAsideNames, restored: [...toRestore.values()].map((t) => t.table) };
}
