import { type ApiError, badRequest } from "../../errors.ts";
import type { EntityDefinition } from "./entity-schemas.ts";
import { builtinColumns } from "./field-sql.ts";
import { isPlainObject } from "./query-operators.ts";

/**
 * The file of `importEntities(file)` as rows of records: a CSV with a header row (RFC 4180: quoted fields,
 * doubled quotes, line breaks inside quotes, CRLF or LF, an optional UTF-8 BOM) or a JSON array of objects.
 * CSV cells are text; each becomes the type the schema declares for its column, and an empty cell is
 * "not given" so the schema's defaults and required fields apply as in create().
 */
export const IMPORT_MAX_ROWS = 5000;

export type ImportFormat = "csv" | "json";

export function importFormat(filename: string | undefined, mimetype: string | undefined): ImportFormat {
  const ext = /\.([A-Za-z0-9]+)$/.exec(filename ?? "")?.[1]?.toLowerCase();
  if (ext === "json" || mimetype === "application/json") return "json";
  if (ext === "csv" || ext === "txt" || mimetype === "text/csv" || mimetype === "text/plain") return "csv";
  throw unsupported(filename);
}

const unsupported = (filename: string | undefined): ApiError =>
  badRequest(`Unsupported file ${JSON.stringify(filename ?? "")}: import takes a .csv or .json file`);

export function parseImportFile(
  bytes: Buffer,
  format: ImportFormat,
  entity: EntityDefinition,
): Record<string, unknown>[] {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw badRequest("The file is not UTF-8 text");
  }
  const rows = format === "json" ? jsonRows(text) : csvRecords(text, entity);
  if (rows.length === 0) throw badRequest("The file has no rows to import");
  if (rows.length > IMPORT_MAX_ROWS) throw badRequest(`At most ${IMPORT_MAX_ROWS} rows per import`);
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
  if (parsed.length > IMPORT_MAX_ROWS) throw badRequest(`At most ${IMPORT_MAX_ROWS} rows per import`);
  // Non-objects stay in place: row validation names them with their row number.
  return parsed as Record<string, unknown>[];
}

function csvRecords(text: string, entity: EntityDefinition): Record<string, unknown>[] {
  const [header, ...lines] = parseCsv(text);
  if (!header) return [];
  const columns = header.map((name) => name.trim());
  const seen = new Set<string>();
  for (const column of columns) {
    if (column !== "" && seen.has(column)) throw badRequest(`The CSV header names ${column} twice`);
    seen.add(column);
  }
  if (lines.length > IMPORT_MAX_ROWS) throw badRequest(`At most ${IMPORT_MAX_ROWS} rows per import`);
  return lines
    .filter((cells) => cells.some((cell) => cell.trim() !== ""))
    .map((cells) => {
      const record: Record<string, unknown> = {};
      columns.forEach((column, i) => {
        const cell = cells[i] ?? "";
        // Built-in fields are the server's (an exported id or date would be ignored by create anyway).
        if (column === "" || Object.hasOwn(builtinColumns, column) || cell === "") return;
        record[column] = cellValue(cell, entity.schema.properties[column]);
      });
      return record;
    });
}

/** A cell as the schema's type; a cell that does not convert stays text, and validation names it. */
function cellValue(cell: string, property: Readonly<Record<string, unknown>> | undefined): unknown {
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

/** RFC 4180 rows of cells. A quote left open at the end of the file is a 400, not a silent truncation. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        cell += ch;
      }
      i += 1;
      continue;
    }
    if (ch === '"' && cell === "") quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      if (ch === "\r" && text[i + 1] === "\n") i += 1;
    } else cell += ch;
    i += 1;
  }
  if (quoted) throw badRequest("The CSV file ends inside a quoted field");
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
