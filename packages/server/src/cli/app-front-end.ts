import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The copy of a Base44 project that the server hosts (APP_DIR), and its front end built to `dist/` so
 * that the site's SDK calls this server on the same origin.
 */

/** What a copy leaves out: installed packages, builds, version control, Python environments. */
const NOT_COPIED = new Set(["node_modules", ".git", "dist", "venv", ".venv", "__pycache__", ".DS_Store"]);
/** Written into the app folder, so a second import may overwrite a folder the first one made. */
export const IMPORT_MARKER = ".ember-import.json";

export class FrontEndError extends Error {}
/** A step refused before it changed anything; the message says what to do. */
export class ImportRefused extends Error {}

export const isInside = (child: string, parent: string) => {
  const relative = path.relative(parent, child);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
};

/** Copies the project into `out`, which must be new, empty, or an earlier import's folder. */
export async function copyProject(source: string, out: string, appId: string): Promise<void> {
  if (isInside(out, source)) {
    throw new ImportRefused(`--out ${out} is inside the project ${source}; choose a folder outside it.`);
  }
  if (existsSync(out)) {
    const entries = await readdir(out);
    if (entries.length > 0 && !entries.includes(IMPORT_MARKER)) {
      throw new ImportRefused(
        `${out} is not empty and was not made by app:import; choose another --out or empty it.`,
      );
    }
  }
  await mkdir(out, { recursive: true });
  await cp(source, out, {
    recursive: true,
    force: true,
    filter: (from) => !NOT_COPIED.has(path.basename(from)),
  });
  await writeFile(
    path.join(out, IMPORT_MARKER),
    `${JSON.stringify({ source, appId, imported: new Date().toISOString() }, null, 2)}\n`,
  );
}

export interface FrontEndPlan {
  /** Why there is nothing to build, when there is not. */
  readonly skip?: string;
  /** The variables the Base44 templates read at build time. */
  readonly env: Readonly<Record<string, string>>;
  readonly warnings: readonly string[];
}

const LEGACY_IMPORT = /from\s+["']@\/(entities|integrations|functions|agents)(\/[^"']*)?["']/;
const HARD_CODED_SERVER = /serverUrl\s*:\s*["'`](https?:\/\/[^"'`]+)["'`]/;

async function sourceFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !NOT_COPIED.has(entry.name)) found.push(...(await sourceFiles(full)));
    else if (entry.isFile() && /\.(jsx?|tsx?|mjs)$/.test(entry.name)) found.push(full);
  }
  return found;
}

/**
 * What the build needs. The new template makes its client with `serverUrl: ''` (same origin) and reads
 * only the app id; the older one takes `VITE_BASE44_BACKEND_URL` as an absolute server URL (a blank one
 * becomes the text "null"), and so do the `@/entities`-style imports that @base44/vite-plugin resolves
 * when BASE44_LEGACY_SDK_IMPORTS is true. So the build gets this server's public URL.
 */
export async function planFrontEnd(dir: string, appId: string, publicUrl: string): Promise<FrontEndPlan> {
  const env = {
    VITE_BASE44_APP_ID: appId,
    VITE_BASE44_BACKEND_URL: publicUrl,
    VITE_BASE44_APP_BASE_URL: publicUrl,
    BASE44_APP_ID: appId,
  };
  const manifest = path.join(dir, "package.json");
  if (!existsSync(manifest)) return { skip: "the project has no package.json", env, warnings: [] };
  let scripts: unknown;
  try {
    scripts = (JSON.parse(await readFile(manifest, "utf8")) as { scripts?: unknown }).scripts;
  } catch {
    return { skip: "package.json is not valid JSON", env, warnings: [] };
  }
  if (typeof (scripts as Record<string, unknown> | undefined)?.build !== "string") {
    return { skip: 'package.json has no "build" script', env, warnings: [] };
  }
  const warnings: string[] = [];
  let legacy = false;
  for (const file of await sourceFiles(path.join(dir, "src"))) {
    const text = await readFile(file, "utf8");
    const relative = path.relative(dir, file).split(path.sep).join("/");
    if (LEGACY_IMPORT.test(text)) legacy = true;
    const server = HARD_CODED_SERVER.exec(text)?.[1];
    if (server && server !== publicUrl) {
      warnings.push(
        `${relative}: the SDK client's serverUrl is written as ${server}, so the built site calls that server, not this one; make it serverUrl: "" (same origin) and import again`,
      );
    }
  }
  return { env: legacy ? { ...env, BASE44_LEGACY_SDK_IMPORTS: "true" } : env, warnings };
}

/** How much of a command's error output is kept to read what went wrong: npm's ERESOLVE report is short. */
const KEPT_ERROR_OUTPUT = 64 * 1024;

/** Runs a command; its error output is shown as it comes and its last part kept for the caller to read. */
function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; errors: string }> {
  return new Promise((resolve, reject) => {
    // Its output is the user's to read: npm's errors say what to fix in their project.
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "inherit", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      process.stderr.write(chunk);
      errors = (errors + chunk.toString("utf8")).slice(-KEPT_ERROR_OUTPUT);
    });
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, errors }));
  });
}

async function mustRun(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const result = await run(command, args, cwd, env);
  if (result.code !== 0) throw failure(command, args, cwd, result);
}

const failure = (
  command: string,
  args: readonly string[],
  cwd: string,
  result: { code: number | null; signal: NodeJS.Signals | null },
) =>
  new FrontEndError(
    `${command} ${args.join(" ")} failed (${result.signal ?? `exit code ${result.code}`}) in ${cwd}`,
  );

/**
 * npm 7 and later refuse a tree whose peer dependencies disagree (ERESOLVE), which npm 6 and the
 * hosted builder installed anyway; many exported apps have such a tree (a UI kit that names an older
 * React as its peer). Installing again with --legacy-peer-deps gives what those apps were built with.
 */
async function installDependencies(
  dir: string,
  env: NodeJS.ProcessEnv,
  say: (line: string) => void,
): Promise<void> {
  // Dev dependencies (vite, its plugins) are what builds the site: install them despite NODE_ENV.
  const args = ["install", "--include=dev", "--no-audit", "--no-fund"];
  const first = await run("npm", args, dir, env);
  if (first.code === 0) return;
  if (!/\bERESOLVE\b/.test(first.errors)) throw failure("npm", args, dir, first);
  say(
    "  npm could not resolve the front end's peer dependencies (ERESOLVE, above); installing again with --legacy-peer-deps, as npm 6 and Base44's builder did. Check the site works, then fix the versions in package.json.",
  );
  await mustRun("npm", [...args, "--legacy-peer-deps"], dir, env);
}

/** `npm install` then `npm run build` in the app folder; the site must come out in `dist/`. */
export async function buildFrontEnd(
  dir: string,
  plan: FrontEndPlan,
  parentEnv: NodeJS.ProcessEnv,
  say: (line: string) => void,
): Promise<void> {
  // The variables npm set for `npm run app:import` (npm_config_*, npm_package_*) describe this
  // repository; the app's own npm must not inherit them.
  const inherited = Object.fromEntries(Object.entries(parentEnv).filter(([key]) => !/^npm_/i.test(key)));
  const env = { ...inherited, ...plan.env, NODE_ENV: "production" };
  await installDependencies(dir, env, say);
  await mustRun("npm", ["run", "build"], dir, env);
  if (!existsSync(path.join(dir, "dist", "index.html"))) {
    throw new FrontEndError(
      `the build finished but ${path.join(dir, "dist", "index.html")} is missing; the server serves <app>/dist (or APP_WEB_DIR)`,
    );
  }
}
