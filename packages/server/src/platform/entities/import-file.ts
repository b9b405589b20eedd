import { setImmediate as nextTurn } from "node:timers/promises";
import { parse } from "csv-parse";
import { type ApiError, badRequest } from "../../errors.ts";
import { findForbiddenKey, forbiddenKeyError } from "../input-keys.ts";
import type { EntityDefinition } from "./entity-schemas.ts";
import { builtinColumns } from "./field-sql.ts";
import { isPlainObject } from "./query-operators.ts";

/**
 * The file of `importEntities(file)` as rows of records: a CSV with a header row (RFC 4180: quoted fields,
 * doubled quotes, line breaks inside quotes, CRLF or LF, an optional UTF-8 BOM; comma- or semicolon-
 * separated, as the header shows) or a JSON array of objects. CSV cells are text; each becomes the type the
 * schema declares for its column, and an empty cell is "not given" so the schema's defaults and required
 * fields apply as in create().
 */
export const IMPORT_MAX_ROWS = 5000;
/** Far more than any entity has fields; a header of millions of empty names is an attack, not a sheet. */
export const IMPORT_MAX_COLUMNS = 200;
export const IMPORT_MAX_CELLS = 500_000;
// Text handed to the CSV parser per turn of the event loop: a few milliseconds of work at most, so other
// requests (and /healthz) are answered while a 5 MB file is read.
const SLICE_CHARS = 32 * 1024;

export type ImportFormat = "csv" | "json";

export function importFormat(filename: string | undefined, mimetype: string | undefined): ImportFormat {
  const ext = /\.([A-Za-z0-9]+)$/.exec(filename ?? "")?.[1]?.toLowerCase();
  if (ext === "json" || mimetype === "application/json") return "json";
  if (ext === "csv" || ext === "txt" || mimetype === "text/csv" || mimetype === "text/plain") return "csv";
  throw unsupported(filename);
}

const unsupported = (filename: string | undefined): ApiError =>
  badRequest(`Unsupported file ${JSON.stringify(filename ?? "")}: import takes a .csv or .json file`);

const tooManyRows = () => badRequest(`At most ${IMPORT_MAX_ROWS} rows per import`);
const tooManyColumns = () => badRequest(`At most ${IMPORT_MAX_COLUMNS} columns per import`);

export async function parseImportFile(
  bytes: Buffer,
  format: ImportFormat,
  entity: EntityDefinition,
): Promise<Record<string, unknown>[]> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw badRequest("The file is not UTF-8 text");
  }
  const rows = format === "json" ? jsonRows(text) : await csvRecords(text, entity);
  // The file's header and keys become object keys, and it never passes the request body's check.
  const forbiddenKey = findForbiddenKey(rows);
  if (forbiddenKey !== undefined) throw forbiddenKeyError("The import", forbiddenKey);
  if (rows.length === 0) throw badRequest("The file has no rows to import");
  if (rows.length > IMPORT_MAX_ROWS) throw tooManyRows();
  return rows;
}

function jsonRows(text: string): Record<string, unknown>[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest("The file is not valid JSON");
  }
  if (!Array.isArray(parsed)) throw badRequest("A JSON import must be an array of records");
  if (parsed.length > IMPORT_MAX_ROWS) throw tooManyRows();
  // Non-objects stay in place: row validation names them with their row number.
  return parsed as Record<string, unknown>[];
}

async function csvRecords(text: string, entity: EntityDefinition): Promise<Record<string, unknown>[]> {
  let columns: string[] | undefined;
  let cells = 0;
  const records: Record<string, unknown>[] = [];
  await readCsv(text, (row) => {
    if (!columns) {
      columns = csvHeader(row);
      return;
    }
    cells += row.length;
    if (cells > IMPORT_MAX_CELLS) throw badRequest(`At most ${IMPORT_MAX_CELLS} cells per import`);
    if (!row.some((cell) => cell.trim() !== "")) return;
    if (records.length === IMPORT_MAX_ROWS) throw tooManyRows();
    records.push(csvRecord(columns, row, entity));
  });
  return records;
}

/** The header row's column names, trimmed; a name given twice is refused. */
export function csvHeader(row: readonly string[]): string[] {
  const columns = row.map((name) => name.trim());
  const seen = new Set<string>();
  for (const column of columns) {
    if (column !== "" && seen.has(column)) throw badRequest(`The CSV header names ${column} twice`);
    seen.add(column);
  }
  return columns;
}

function csvRecord(
  columns: readonly string[],
  cells: readonly string[],
  entity: EntityDefinition,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    const cell = cells[i] ?? "";
    // Built-in fields are the server's (an exported id or date would be ignored by create anyway).
    if (column === "" || Object.hasOwn(builtinColumns, column) || cell === "") return;
    record[column] = cellValue(unescapeFormula(cell), entity.schema.properties[column]);
  });
  return record;
}

// The console's CSV export puts an apostrophe before a text cell a spreadsheet would run as a formula;
// taking it off again makes export then import give back the same text.
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;
export const unescapeFormula = (cell: string): string => (ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell);

/** A cell as the schema's type; a cell that does not convert stays text, and validation names it. */
export function cellValue(cell: string, property: Readonly<Record<string, unknown>> | undefined): unknown {
  const types = [property?.type ?? "string"].flat() as string[];
  if (types.includes("string")) return cell;
  const trimmed = cell.trim();
  if (types.includes("integer") || types.includes("number")) {
    const n = Number(trimmed);
    if (trimmed !== "" && Number.isFinite(n)) return n;
  }
  if (types.includes("boolean")) {
    const lower = trimmed.toLowerCase();
    if (["true", "yes", "1"].includes(lower)) return true;
    if (["false", "no", "0"].includes(lower)) return false;
  }
  if (types.includes("array") || types.includes("object")) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (types.includes("array") ? Array.isArray(parsed) : isPlainObject(parsed)) return parsed;
    } catch {
      // Not JSON: an array column also takes "a, b, c".
    }
    if (types.includes("array")) return trimmed.split(",").map((item) => item.trim());
  }
  return cell;
}

/**
 * Counts the cells of each line as the text goes by, quotes respected, so that a line of millions of
 * delimiters is refused after its 201st cell instead of being built into an array first. The parser
 * itself has no such limit.
 */
class CellCounter {
  #cells = 1;
  #quoted = false;
  #quoteSeen = false;
  #fieldStart = true;
  readonly #delimiter: string;

  constructor(delimiter: string) {
    this.#delimiter = delimiter;
  }

  scan(text: string): void {
    for (let i = 0; i < text.length; i += 1) {
      const ch = text[i];
      if (this.#quoted) {
        if (this.#quoteSeen) {
          this.#quoteSeen = false;
          if (ch === '"') continue;
          this.#quoted = false;
        } else {
          if (ch === '"') this.#quoteSeen = true;
          continue;
        }
      }
      if (ch === this.#delimiter) {
        this.#cells += 1;
        if (this.#cells > IMPORT_MAX_COLUMNS) throw tooManyColumns();
        this.#fieldStart = true;
      } else if (ch === "\n" || ch === "\r") {
        this.#cells = 1;
        this.#fieldStart = true;
      } else {
        if (ch === '"' && this.#fieldStart) this.#quoted = true;
        this.#fieldStart = false;
      }
    }
  }
}

/**
 * The delimiter the header line uses most: a comma, or a semicolon as Excel writes CSV where the comma is
 * the decimal separator. Only the header line is looked at, and only as far as the column limit.
 */
export function detectDelimiter(text: string): "," | ";" {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (ch === "\n" || ch === "\r") break;
    else if (ch === ",") commas += 1;
    else if (ch === ";") semicolons += 1;
    if (Math.max(commas, semicolons) >= IMPORT_MAX_COLUMNS) throw tooManyColumns();
  }
  return semicolons > commas ? ";" : ",";
}

function csvError(error: unknown): ApiError {
  const code = (error as { code?: unknown }).code;
  if (code === "CSV_QUOTE_NOT_CLOSED") return badRequest("The CSV file ends inside a quoted field");
  const message = error instanceof Error ? error.message : String(error);
  return badRequest(`The CSV file cannot be read: ${message.slice(0, 200)}`);
}

/**
 * Hands each row of the CSV text to `onRow` with the line it starts on, in order, a slice at a time with a turn of the event loop
 * between slices. A throw from `onRow` stops the parse and is what this rejects with.
 */
export async function readCsv(text: string, onRow: (cells: string[], line: number) => void): Promise<void> {
  const delimiter = detectDelimiter(text);
  const counter = new CellCounter(delimiter);
  const parser = parse({
    delimiter,
    record_delimiter: ["\r\n", "\n", "\r"],
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    // The line a row starts on, for messages that name it: where it ends, less the breaks inside it.
    info: true,
    raw: true,
  });
  let failure: unknown;
  let ended = false;
  parser.on("data", ({ record, info, raw }: { record: string[]; info: { lines: number }; raw: string }) => {
    if (failure !== undefined) return;
    try {
      const breaks = raw.replace(/(\r\n|\n|\r)$/, "").match(/\r\n|\n|\r/g)?.length ?? 0;
      onRow(record, info.lines - breaks);
    } catch (error) {
      failure = error;
    }
  });
  parser.on("error", (error) => {
    failure ??= csvError(error);
  });
  parser.on("end", () => {
    ended = true;
  });
  try {
    for (let at = 0; at < text.length && failure === undefined; at += SLICE_CHARS) {
      const slice = text.slice(at, at + SLICE_CHARS);
      counter.scan(slice);
      parser.write(slice);
      await nextTurn();
    }
    if (failure === undefined) {
      parser.end();
      while (!ended && failure === undefined) await nextTurn();
    }
  } catch (error) {
    failure ??= error;
  } finally {
    if (failure !== undefined) parser.destroy();
  }
  if (failure !== undefined) throw failure;
}

/** RFC 4180 rows of cells (comma- or semicolon-separated, as the header shows). */
export async function parseCsv(text: string): Promise<string[][]> {
  const rows: string[][] = [];
  await readCsv(text, (row) => {
    rows.push(row);
  });
  return rows;
}
