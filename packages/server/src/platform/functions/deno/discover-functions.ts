import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { type ParseError, parse, printParseErrorCode } from "jsonc-parser";

/** One Deno backend function of an app folder. */
export interface DenoFunctionSpec {
  /** Its name in URLs and `functions.invoke`; nested names hold a slash ("admin/stats"). */
  readonly name: string;
  /** The absolute path of the module that calls `Deno.serve`. */
  readonly entry: string;
  /** As declared in function.jsonc (checked when automations are scheduled); empty otherwise. */
  readonly automations: readonly unknown[];
}

export class FunctionLayoutError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Backend functions of the app folder:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "FunctionLayoutError";
  }
}

// The names the routes and the registry accept (function-registry.ts): segments of letters, digits, _ and -.
const validName = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
const configFiles = ["function.jsonc", "function.json"];
const zeroConfigEntries = ["entry.ts", "entry.js"];

const exists = async (file: string) => (await stat(file).catch(() => null))?.isFile() === true;
const isInside = (parent: string, child: string) => {
  const relative = path.relative(parent, child);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
};

/**
 * The Deno functions of a Base44 app folder, in the layouts Base44 writes:
 * - the CLI's `function.jsonc` (or .json), in any folder below `base44/functions/`, naming `name`, `entry`
 *   and `automations`;
 * - a folder of `base44/functions/` with an `entry.ts` (or .js) and no function.jsonc, named by its path
 *   (`admin/stats`): what a synced app usually holds;
 * - the older export's `functions/<name>.ts` (or .js) at the root.
 * Every problem is listed at once, so a start fails with the whole list rather than the first.
 */
export async function discoverDenoFunctions(appDir: string): Promise<DenoFunctionSpec[]> {
  const problems: string[] = [];
  const found: DenoFunctionSpec[] = [];
  const cliRoot = path.join(appDir, "base44", "functions");
  for (const dir of await foldersUnder(cliRoot)) {
    const spec = await functionOfFolder(cliRoot, dir, appDir, problems);
    if (spec) found.push(spec);
  }
  if (await exists(path.join(cliRoot, "entry.ts"))) {
    problems.push("base44/functions/entry.ts: an entry must be in a folder named after its function");
  }
  const legacyRoot = path.join(appDir, "functions");
  for (const entry of await readdir(legacyRoot, { withFileTypes: true }).catch(() => [])) {
    const match = /^(.+)\.(ts|js)$/.exec(entry.name);
    if (!entry.isFile() || !match?.[1]) continue;
    found.push({ name: match[1], entry: path.join(legacyRoot, entry.name), automations: [] });
  }
  const seen = new Set<string>();
  for (const spec of found) {
    if (!validName.test(spec.name)) {
      problems.push(
        `${relativeTo(appDir, spec.entry)}: "${spec.name}" is not a function name (letters, digits, _ and -)`,
      );
    }
    if (seen.has(spec.name)) problems.push(`function "${spec.name}" is declared twice`);
    seen.add(spec.name);
  }
  if (problems.length > 0) throw new FunctionLayoutError(problems);
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every folder below `root`, depth first; folders whose name holds a dot (and node_modules) are skipped. */
async function foldersUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const folders: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.includes(".") || entry.name === "node_modules") continue;
    const dir = path.join(root, entry.name);
    folders.push(dir, ...(await foldersUnder(dir)));
  }
  return folders;
}

async function functionOfFolder(
  root: string,
  dir: string,
  appDir: string,
  problems: string[],
): Promise<DenoFunctionSpec | undefined> {
  for (const file of configFiles) {
    const configPath = path.join(dir, file);
    if (await exists(configPath)) return functionOfConfig(configPath, appDir, problems);
  }
  for (const file of zeroConfigEntries) {
    const entry = path.join(dir, file);
    if (await exists(entry)) {
      return { name: path.relative(root, dir).split(path.sep).join("/"), entry, automations: [] };
    }
  }
  return undefined;
}

async function functionOfConfig(
  configPath: string,
  appDir: string,
  problems: string[],
): Promise<DenoFunctionSpec | undefined> {
  const where = relativeTo(appDir, configPath);
  const errors: ParseError[] = [];
  const config: unknown = parse(await readFile(configPath, "utf8"), errors, { allowTrailingComma: true });
  if (errors.length > 0 || typeof config !== "object" || config === null || Array.isArray(config)) {
    const first = errors[0];
    problems.push(`${where}: not a JSON object${first ? ` (${printParseErrorCode(first.error)})` : ""}`);
    return undefined;
  }
  const { name, entry, automations } = config as Record<string, unknown>;
  if (typeof name !== "string" || name.trim() === "" || name.includes(".")) {
    problems.push(`${where}: "name" must be a non-empty name without dots`);
    return undefined;
  }
  if (typeof entry !== "string" || entry === "") {
    problems.push(`${where}: "entry" must name the function's module`);
    return undefined;
  }
  if (automations !== undefined && !Array.isArray(automations)) {
    problems.push(`${where}: "automations" must be a list`);
    return undefined;
  }
  const entryPath = path.resolve(path.dirname(configPath), entry);
  // The entry may reach base44/shared, never out of the app's base44 folder: the worker may read nothing else.
  if (!isInside(path.join(appDir, "base44"), entryPath) || !(await exists(entryPath))) {
    problems.push(`${where}: entry "${entry}" is not a file of the app's base44 folder`);
    return undefined;
  }
  return { name: name.trim(), entry: entryPath, automations: automations ?? [] };
}

const relativeTo = (appDir: string, file: string) => path.relative(appDir, file).split(path.sep).join("/");
