import type ExcelJS from "exceljs";
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, readCsv } from "../entities/import-file.ts";
import { onFirstUse } from "../on-first-use.ts";
import { inflatesWithin, zipEntries } from "./zip-container.ts";

/** A sheet of cells under a header row: what CSV files, spreadsheets and JSON arrays of records all are. */
export interface Table {
  readonly header: readonly string[];
  readonly rows: readonly (readonly unknown[])[];
}

/** Why a file could not be read; the caller answers it as `{status: "error", details}`. */
export class UnreadableFile extends Error {}

/** More rows than one extraction reads (the same bound as importEntities). */
export const EXTRACT_MAX_ROWS = IMPORT_MAX_ROWS;
/** A spreadsheet's parts, inflated, may not exceed this: a few kilobytes of ZIP can hold gigabytes. */
export const XLSX_MAX_INFLATED_BYTES = 50 * 1024 * 1024;

// exceljs holds about 20 MB once imported: loaded with the first spreadsheet.
const exceljs = onFirstUse(async () => (await import("exceljs")).default);

const utf8 = new TextDecoder("utf-8", { fatal: true });

export function textOf(data: Uint8Array): string {
  try {
    return utf8.decode(data).replace(/^\uFEFF/, "");
  } catch {
    throw new UnreadableFile("The file is not UTF-8 text");
  }
}

const tooManyRows = () =>
  new UnreadableFile(`The file has more than ${EXTRACT_MAX_ROWS} rows, more than one extraction reads`);

/** A CSV file (comma- or semicolon-separated) with its header row; blank lines are skipped. */
export async function csvTable(text: string): Promise<Table> {
  let header: string[] | undefined;
  const rows: string[][] = [];
  try {
    await readCsv(text, (cells) => {
      if (!header) {
        header = cells.map((c) => c.trim());
        return;
      }
      if (!cells.some((cell) => cell.trim() !== "")) return;
      if (rows.length === EXTRACT_MAX_ROWS) throw tooManyRows();
      rows.push(cells);
    });
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    throw new UnreadableFile(error instanceof Error ? error.message : "The CSV file cannot be read");
  }
  if (!header) throw new UnreadableFile("The file is empty");
  return { header, rows };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The records of a JSON value as a table: an array of objects, or an object holding exactly one such
 * array (`{"rows": [...]}`); null when the value is not shaped like records.
 */
export function jsonTable(value: unknown): Table | null {
  let records: unknown = value;
  if (isRecord(value)) {
    const arrays = Object.values(value).filter((v) => Array.isArray(v) && v.length > 0 && v.every(isRecord));
    if (arrays.length !== 1) return null;
    records = arrays[0];
  }
  if (!Array.isArray(records) || records.length === 0 || !records.every(isRecord)) return null;
  if (records.length > EXTRACT_MAX_ROWS) throw tooManyRows();
  const header: string[] = [];
  for (const record of records as Record<string, unknown>[]) {
    for (const key of Object.keys(record)) {
      if (header.includes(key)) continue;
      if (header.length === IMPORT_MAX_COLUMNS) {
        throw new UnreadableFile(`The records have more than ${IMPORT_MAX_COLUMNS} different keys`);
      }
      header.push(key);
    }
  }
  return {
    header,
    rows: (records as Record<string, unknown>[]).map((r) => header.map((key) => r[key])),
  };
}

/** A spreadsheet cell as JSON: formulas by their result, rich text and links by their text, dates as ISO. */
function cellOf(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) {
    const iso = value.toISOString();
    // A cell holding a day (no time of day) is a date, not an instant.
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
  }
  if (typeof value !== "object") return value;
  if ("result" in value) return cellOf(value.result as ExcelJS.CellValue);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value && typeof value.text === "string") return value.text;
  if ("error" in value) return undefined;
  return undefined;
}

/** The first worksheet of an .xlsx workbook, its first non-empty row as the header. */
export async function xlsxTable(data: Buffer): Promise<Table> {
  const entries = zipEntries(data);
  if (!entries) throw new UnreadableFile("The spreadsheet is not a readable .xlsx file");
  if (!inflatesWithin(data, entries, XLSX_MAX_INFLATED_BYTES)) {
    throw new UnreadableFile("The spreadsheet is larger than this server reads for extraction");
  }
  const workbook = new (await exceljs()).Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw new UnreadableFile("The spreadsheet is not a readable .xlsx file");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableFile("The spreadsheet has no sheets");
  if (sheet.actualColumnCount > IMPORT_MAX_COLUMNS) {
    throw new UnreadableFile(`The sheet has more than ${IMPORT_MAX_COLUMNS} columns`);
  }
  let header: string[] | undefined;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    // row.values is 1-based: index 0 is always empty.
    const cells = (row.values as ExcelJS.CellValue[]).slice(1).map(cellOf);
    if (!cells.some((c) => c !== undefined && c !== "")) return;
    if (!header) {
      header = cells.map((c) => (c === undefined ? "" : String(c).trim()));
      return;
    }
    if (rows.length === EXTRACT_MAX_ROWS) throw tooManyRows();
    rows.push(cells);
  });
  if (!header) throw new UnreadableFile("The sheet is empty");
  return { header, rows };
}

/** A table as tab-separated text, for a model to read. */
export const tableText = (table: Table): string =>
  [table.header, ...table.rows]
    .map((row) => row.map((c) => (c === undefined || c === null ? "" : String(c))).join("\t"))
    .join("\n");
