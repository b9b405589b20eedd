import { readFile } from "node:fs/promises";
import { type ParseError, parse, printParseErrorCode } from "jsonc-parser";

/**
 * Base44 project files are JSONC (comments, trailing commas; the CLI reads them with JSON5). A file that
 * does not parse is reported with its path, line and column, so the person fixing it finds the place.
 */
export class AppProjectError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid app project:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "AppProjectError";
  }
}

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

/** Parses JSONC text; `where` names the file in the messages. Throws AppProjectError listing every error. */
export function parseJsonc(text: string, where: string): unknown {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0) {
    throw new AppProjectError(
      errors.map((error) => {
        const { line, column } = lineAndColumn(text, error.offset);
        return `${where}:${line}:${column}: ${describe(printParseErrorCode(error.error))}`;
      }),
    );
  }
  if (value === undefined) throw new AppProjectError([`${where}:1:1: the file is empty`]);
  return value;
}

export async function readJsoncFile(file: string, where: string): Promise<unknown> {
  return parseJsonc(await readFile(file, "utf8"), where);
}

/** jsonc-parser's codes ("CommaExpected") as words. */
const describe = (code: string) =>
  code
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());
