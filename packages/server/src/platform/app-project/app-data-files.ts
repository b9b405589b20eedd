import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { EXPORT_ONLY_FIELDS } from "../entities/exported-builtins.ts";
import { cellValue, csvHeader, readCsv, unescapeFormula } from "../entities/import-file.ts";
import { isPlainObject } from "../entities/query-operators.ts";
import type { ExportedRow } from "../entities/records-restore.ts";

/**
 * A Base44 app's exported data, one file per entity, as its dashboard writes them: `Task_export.csv` (a
 * header row of the schema's fields then `id, created_date, updated_date, created_by_id, created_by,
 * is_sample`; every cell quoted; arrays and objects as JSON; booleans `true`/`false`), or a JSON array of
 * records as the SDK's `list()` answers. `Task.csv`, `task.json` and a browser's `Task_export (1).csv`
 * name the same entity; `User` is the accounts.
 */
export interface DataFile {
  /** The file's name, for messages. */
  readonly source: string;
  readonly entity: string;
  /** How a row's place reads in a message: `Task_export.csv:12`, or `Task.json record 3`. */
  readonly unit: "line" | "record";
  readonly rows: readonly ExportedRow[];
  /** Columns the entity's schema does not declare: their values are not imported. */
  readonly unknownColumns: readonly string[];
}

export interface AppDataRead {
  readonly files: readonly DataFile[];
  readonly problems: readonly string[];
  readonly warnings: readonly string[];
}

type Properties = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

const loose = (name: string) => name.replace(/[-_\s]/g, "").toLowerCase();

/** The entity a file's name means: `Task_export (1).csv` → Task, among the names the project has. */
export function entityOfFile(file: string, names: readonly string[]): string | undefined {
  const base = file
    .replace(/\.(csv|json)$/i, "")
    .replace(/\s*\(\d+\)$/, "")
    .replace(/[_-]export$/i, "");
  return names.find((name) => name === base) ?? names.find((name) => loose(name) === loose(base));
}

/**
 * Reads every .csv and .json file of `dir` whose name is an entity's (`schemas`: each entity's properties,
 * User's included when the project has a User schema). Files for no entity are warnings; two files for
 * one entity, or a file that cannot be read, are problems.
 */
export async function readAppData(
  dir: string,
  schemas: ReadonlyMap<string, Properties>,
): Promise<AppDataRead> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const files: DataFile[] = [];
  const names = [...schemas.keys()];
  if (!(await stat(dir).catch(() => null))?.isDirectory()) {
    return { files, problems: [`${dir}: not a folder of exported data`], warnings };
  }
  const claimed = new Map<string, string>();
  for (const file of (await readdir(dir)).sort()) {
    if (!/\.(csv|json)$/i.test(file)) {
      if (!file.startsWith(".")) warnings.push(`${file}: not a .csv or .json file; not imported`);
      continue;
    }
    const entity = entityOfFile(file, names);
    if (!entity) {
      warnings.push(`${file}: the project has no entity of that name; not imported`);
      continue;
    }
    const twin = claimed.get(entity);
    if (twin) {
      problems.push(`${file}: ${entity} has another file, ${twin}; keep one`);
      continue;
    }
    claimed.set(entity, file);
    const properties = schemas.get(entity) ?? {};
    try {
      const text = (await readFile(path.join(dir, file), "utf8")).replace(/^\uFEFF/, "");
      const read = /\.json$/i.test(file) ? jsonRows(text) : await csvRows(text, properties);
      const unknownColumns = read.columns.filter(
        (c) => c !== "" && !Object.hasOwn(properties, c) && !EXPORT_ONLY_FIELDS.has(c) && entity !== "User",
      );
      files.push({
        source: file,
        entity,
        unit: /\.json$/i.test(file) ? "record" : "line",
        rows: read.rows,
        unknownColumns,
      });
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
    }
  }
  return { files, problems, warnings };
}

function jsonRows(text: string): { rows: ExportedRow[]; columns: string[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`not valid JSON (${(error as Error).message})`);
  }
  // The SDK's v2 list answers {items: [...]}; a plain list() answers the array.
  const list = isPlainObject(parsed) && Array.isArray(parsed.items) ? parsed.items : parsed;
  if (!Array.isArray(list)) throw new Error("a JSON data file must be an array of records");
  const columns = new Set<string>();
  for (const item of list) if (isPlainObject(item)) for (const key of Object.keys(item)) columns.add(key);
  return { rows: list.map((values, i) => ({ line: i + 1, values })), columns: [...columns] };
}

async function csvRows(
  text: string,
  properties: Properties,
): Promise<{ rows: ExportedRow[]; columns: string[] }> {
  let columns: string[] | undefined;
  const rows: ExportedRow[] = [];
  await readCsv(text, (cells, line) => {
    if (!columns) {
      columns = csvHeader(cells);
      return;
    }
    if (!cells.some((cell) => cell.trim() !== "")) return;
    const values: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      const cell = cells[i] ?? "";
      // An empty cell is how the export writes a field that has no value.
      if (column === "" || cell === "") return;
      values[column] = EXPORT_ONLY_FIELDS.has(column)
        ? cell
        : cellValue(unescapeFormula(cell), properties[column]);
    });
    rows.push({ line, values });
  });
  return { rows, columns: columns ?? [] };
}
