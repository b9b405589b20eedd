import { createHash } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { badRequest, payloadTooLarge, validationError } from "../../errors.ts";
import { isPlainObject } from "../entities/query-operators.ts";
import { parseAutomations } from "../functions/automations/automation-spec.ts";
import { parseInput } from "../validate.ts";

/** The names discovery accepts (discover-functions.ts): segments of letters, digits, _ and -, no dots. */
export const FUNCTION_NAME = /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64}){0,4}$/;
export const MAX_FILES = 200;
export const MAX_FILE_BYTES = 1024 * 1024;
export const MAX_TOTAL_BYTES = 5 * 1024 * 1024;
// JSON escaping can double a source's size on the wire.
export const UPLOAD_BODY_LIMIT = 2 * MAX_TOTAL_BYTES;
// A path segment: no leading dot (so no `..`, no hidden files such as the deployment record), no separators.
const SEGMENT = /^[A-Za-z0-9_@+-][A-Za-z0-9_.@+-]{0,127}$/;

const uploadBody = z.object({
  entry: z.string().min(1).max(300),
  files: z.array(z.object({ path: z.string().min(1).max(300), content: z.string() })).max(MAX_FILES),
  automations: z.array(z.unknown()).max(100).optional(),
});

/** One file of a deploy, placed: `where` is relative to the project's `base44/` folder. */
export interface PlacedFile {
  readonly path: string;
  readonly where: string;
  readonly content: string;
}

export interface FunctionUpload {
  readonly name: string;
  readonly entry: string;
  /** As uploaded, in the order given: what `functions list` and `pull` give back. */
  readonly files: readonly PlacedFile[];
  readonly automations: readonly unknown[];
  /** Whether the CLI sent the key (it omits it when function.jsonc has none). */
  readonly automationsGiven: boolean;
  /** A digest of entry, files and automations: the same upload twice is `unchanged`. */
  readonly digest: string;
}

/**
 * Where an uploaded path lands, relative to `base44/`: the CLI sends paths relative to the entry's folder,
 * `entry.ts`, `lib/x.ts`, and `../../shared/util.ts` for the shared folder. Only the function's own folder
 * and `base44/shared/` may be written: nothing reaches the project's config, entities, agents, another
 * function, node_modules or anything outside `base44/`.
 */
export function placeFile(name: string, given: string): string {
  if (
    given.includes("\0") ||
    given.includes("\\") ||
    path.posix.isAbsolute(given) ||
    /^[A-Za-z]:/.test(given)
  ) {
    throw badRequest(`File path ${JSON.stringify(given.slice(0, 300))} is not a relative path`);
  }
  const home = `functions/${name}/`;
  const where = path.posix.normalize(`${home}${given}`);
  const inside = where.startsWith(home) || where.startsWith("shared/");
  const segments = where.split("/");
  if (!inside || !segments.every((s) => SEGMENT.test(s)) || segments.includes("node_modules")) {
    throw badRequest(
      `File path ${JSON.stringify(given.slice(0, 300))} must stay in the function's folder or base44/shared`,
    );
  }
  return where;
}

const digestOf = (entry: string, files: readonly PlacedFile[], automations: readonly unknown[]) =>
  createHash("sha256")
    .update(
      JSON.stringify({
        entry,
        files: [...files].sort((a, b) => a.where.localeCompare(b.where)).map((f) => [f.where, f.content]),
        automations,
      }),
    )
    .digest("hex");

/** A `PUT backend-functions/{name}` body, checked: names, paths, sizes, the entry and the automations. */
export function parseFunctionUpload(name: string, body: unknown): FunctionUpload {
  if (!FUNCTION_NAME.test(name)) {
    throw badRequest(
      `${JSON.stringify(name.slice(0, 100))} is not a function name (letters, digits, _ and -, segments joined by /)`,
    );
  }
  const input = parseInput(uploadBody, body ?? {});
  let total = 0;
  const seen = new Set<string>();
  const files: PlacedFile[] = [];
  for (const file of input.files) {
    const bytes = Buffer.byteLength(file.content);
    total += bytes;
    if (bytes > MAX_FILE_BYTES) throw payloadTooLarge(`${file.path} is larger than ${MAX_FILE_BYTES} bytes`);
    const where = placeFile(name, file.path);
    if (seen.has(where)) throw badRequest(`${file.path} is given twice`);
    seen.add(where);
    files.push({ path: file.path, where, content: file.content });
  }
  if (total > MAX_TOTAL_BYTES)
    throw payloadTooLarge(`The files add up to more than ${MAX_TOTAL_BYTES} bytes`);
  const entry = placeFile(name, input.entry);
  if (!entry.startsWith(`functions/${name}/`) || !seen.has(entry)) {
    throw badRequest(`The entry ${input.entry} must be one of the function's own files`);
  }
  const automations = input.automations ?? [];
  if (!automations.every(isPlainObject))
    throw validationError([{ field: "automations", message: "must be objects" }]);
  const checked = parseAutomations(name, automations);
  if (checked.problems.length > 0) {
    throw validationError(checked.problems.map((message) => ({ field: "automations", message })));
  }
  return {
    name,
    entry: input.entry,
    files,
    automations,
    automationsGiven: input.automations !== undefined,
    digest: digestOf(input.entry, files, automations),
  };
}
