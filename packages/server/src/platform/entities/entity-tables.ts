import { createHash } from "node:crypto";
import type { Database } from "../../db/database.ts";
import type { EntityIndex } from "./entity-schema-check.ts";
import { isBuiltinColumn, parseFieldName } from "./field-sql.ts";
import { sortKeys } from "./sort.ts";

/**
 * One table per entity: the built-in fields as columns, everything the schema defines in `data` (jsonb),
 * plus the expression indexes the schema's `indexes` ask for. Created at start, idempotently, under an
 * advisory lock so several instances sharing one PostgreSQL can start together.
 */
export interface TableSpec {
  readonly name: string;
  readonly table: string;
  readonly indexes: readonly EntityIndex[];
}

// Any constant distinct from the migration locks (db/migrate.ts, db/host-migrations.ts).
const ENTITY_TABLES_LOCK = 4_410_002;
const MAX_IDENTIFIER = 63;

/** Application → e_application, UserProfile → e_user_profile (entity names are [A-Za-z0-9]+). */
export function tableName(entityName: string): string {
  const snake = entityName
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();
  return `e_${snake}`;
}

/** The SQL of one indexed field, exactly as queries must write it for PostgreSQL to use the index. */
export function indexExpression(field: string, lower: boolean): string {
  const value = isBuiltinColumn(field) ? field : `(data->>'${field}')`;
  return lower ? `lower(${value})` : value;
}

/** The column list of an index, e.g. for `insert ... on conflict (<target>) do nothing`. */
export function indexTarget(index: EntityIndex): string {
  return index.fields.map((f) => `(${indexExpression(f, index.lower.includes(f))})`).join(", ");
}

export function indexName(table: string, index: EntityIndex): string {
  const parts = index.fields.map((f) => (index.lower.includes(f) ? `lower_${f}` : f));
  const suffix = index.unique ? "key" : index.trigram ? "trgm" : index.sort ? "sort" : "idx";
  return boundedName(`${table}_${parts.join("_")}_${suffix}`);
}

function boundedName(name: string): string {
  if (name.length <= MAX_IDENTIFIER) return name;
  // PostgreSQL would silently truncate, and two long names could then collide.
  const hash = createHash("sha256").update(name).digest("hex").slice(0, 8);
  return `${name.slice(0, MAX_IDENTIFIER - 9)}_${hash}`;
}

export function tableStatements(spec: TableSpec): string[] {
  const t = spec.table;
  return [
    `create table if not exists ${t} (
      id text collate "C" primary key,
      data jsonb not null default '{}'::jsonb,
      created_date timestamptz not null,
      updated_date timestamptz not null,
      created_by text,
      created_by_id text
    )`,
    // The default sort of every list (-created_date), with id as the tie-break of keyset paging.
    `create index if not exists ${t}_created_date_idx on ${t} (created_date, id)`,
    ...spec.indexes.map((index) =>
      index.trigram
        ? `create index if not exists ${indexName(t, index)} on ${t} using gin (${indexTarget(index)} gin_trgm_ops)`
        : index.sort
          ? `create index if not exists ${indexName(t, index)} on ${t} (${sortIndexTarget(index)})`
          : `create ${index.unique ? "unique " : ""}index if not exists ${indexName(t, index)} on ${t} (${indexTarget(index)})`,
    ),
    ...spec.indexes.filter(searchesText).map((index) => {
      const field = index.fields[0] as string;
      return `create statistics if not exists ${boundedName(`${t}_${field}_type_stat`)} on (jsonb_typeof(data->'${field}')) from ${t}`;
    }),
  ];
}

/**
 * A trigram index on a data field serves `$regex`, whose SQL guards the match with
 * `jsonb_typeof(data->'f') = 'string'`. Without statistics on that expression PostgreSQL guesses it keeps
 * 0.5% of the rows, so it takes a search matching thousands for one matching dozens and scans the table
 * instead of walking the sort's index; these statistics (PostgreSQL 14+) let ANALYZE measure it.
 */
const searchesText = (index: EntityIndex) =>
  index.trigram && index.lower.length === 0 && !isBuiltinColumn(index.fields[0] as string);

/**
 * The ORDER BY of a list sorted by the field, term for term (sort.ts), then id: PostgreSQL matches index
 * expressions to a query's by their text, and reads the index backwards for a descending sort.
 */
export function sortIndexTarget(index: EntityIndex): string {
  const keys = sortKeys(parseFieldName(index.fields[0] as string)).map((k) => `(${k.expr})`);
  return [...keys, "id"].join(", ");
}

/**
 * pg_trgm ships with PostgreSQL (contrib, trusted since 13, so the database owner may create it) and with
 * PGlite (loaded in pglite-database.ts); it is created only when some schema asks for a trigram index.
 */
const needsTrigram = (specs: readonly TableSpec[]) => specs.some((s) => s.indexes.some((i) => i.trigram));

/** Creates every entity's table and indexes that do not exist yet; existing ones are left as they are. */
export async function ensureEntityTables(db: Database, specs: Iterable<TableSpec>): Promise<void> {
  const all = [...specs];
  const statements = [
    ...(needsTrigram(all) ? ["create extension if not exists pg_trgm"] : []),
    ...all.flatMap(tableStatements),
  ];
  await db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [ENTITY_TABLES_LOCK]);
    for (const statement of statements) await tx.query(statement);
  });
}
