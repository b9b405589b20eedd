import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ParseError, parse, printParseErrorCode } from "jsonc-parser";
import { z } from "zod";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const tablePath = path.join(repoRoot, "docs/sdk-coverage.jsonc");
export const pagePath = path.join(repoRoot, "docs/sdk-coverage.md");
export const readmePath = path.join(repoRoot, "README.md");
/** Where an entry's `tests` are, so that the table names them the way the test tree does. */
export const testsRoot = path.join(repoRoot, "packages/server/test");

export const statuses = ["complete", "partial", "missing"] as const;
export type Status = (typeof statuses)[number];

const entrySchema = z
  .object({
    status: z.enum(statuses),
    note: z.string(),
    tests: z.array(z.string().min(1)),
    of: z.string().optional(),
  })
  .strict();

const tableSchema = z
  .object({
    sdk: z.string().min(1),
    limits: z.array(z.string().min(1)),
    local: z.record(z.string(), z.string().min(1)),
    methods: z.record(z.string(), entrySchema),
  })
  .strict();

export type CoverageEntry = z.infer<typeof entrySchema>;
export type CoverageTable = z.infer<typeof tableSchema>;

/** The table as written, or an error naming the first thing wrong with it. */
export function parseTable(text: string, source = "docs/sdk-coverage.jsonc"): CoverageTable {
  const errors: ParseError[] = [];
  const data: unknown = parse(text, errors, { allowTrailingComma: false, disallowComments: false });
  const first = errors[0];
  if (first) throw new Error(`${source}: ${printParseErrorCode(first.error)} at offset ${first.offset}`);
  const parsed = tableSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${source}: ${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}

export const readTable = (): CoverageTable => parseTable(readFileSync(tablePath, "utf8"));
