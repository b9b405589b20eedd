import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { discoverDenoFunctions } from "../functions/deno/discover-functions.ts";
import type { FunctionUpload } from "./function-upload.ts";
import { jsonText, replaceFolder, writeFileAtomic } from "./project-writes.ts";

/** Kept in each deployed function's folder: the upload as it came, which list and pull give back. */
const RECORD = ".ember-deployment.json";

/** A function as `GET backend-functions` shows it (every field is required by the CLI). */
export interface DeployedFunction {
  readonly name: string;
  readonly deployment_id: string;
  readonly entry: string;
  readonly files: readonly { readonly path: string; readonly content: string }[];
  readonly automations: readonly unknown[];
}

interface DeploymentRecord extends DeployedFunction {
  readonly deployed_date: string;
}

const base44Of = (project: string) => path.join(project, "base44");
const folderOf = (project: string, name: string) =>
  path.join(base44Of(project), "functions", ...name.split("/"));

export async function readDeployment(project: string, name: string): Promise<DeploymentRecord | undefined> {
  try {
    return JSON.parse(await readFile(path.join(folderOf(project, name), RECORD), "utf8")) as DeploymentRecord;
  } catch {
    return undefined;
  }
}

/** Source files of a folder as the CLI uploads them (.ts, .js, .json, .jsonc), relative to `from`. */
async function sourcesOf(dir: string, from: string): Promise<{ path: string; content: string }[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: { path: string; content: string }[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !entry.name.startsWith(".") && entry.name !== "node_modules") {
      found.push(...(await sourcesOf(full, from)));
    } else if (entry.isFile() && /\.(ts|js|json|jsonc)$/.test(entry.name)) {
      found.push({
        path: path.relative(from, full).split(path.sep).join("/"),
        content: await readFile(full, "utf8"),
      });
    }
  }
  return found;
}

/**
 * The app's functions: each deployed one as it was uploaded, and one placed in the project some other way
 * (an imported app) as the CLI would upload it, so `functions pull` works for both.
 */
export async function listFunctions(project: string): Promise<DeployedFunction[]> {
  const specs = await discoverDenoFunctions(project).catch(() => []);
  const listed: DeployedFunction[] = [];
  for (const spec of specs) {
    const record = await readDeployment(project, spec.name);
    if (record) {
      const { deployed_date: _, ...shown } = record;
      listed.push(shown);
      continue;
    }
    const entryDir = path.dirname(spec.entry);
    const files = [
      ...(await sourcesOf(entryDir, entryDir)),
      ...(await sourcesOf(path.join(base44Of(project), "shared"), entryDir)),
    ];
    listed.push({
      name: spec.name,
      deployment_id: "local",
      entry: path.basename(spec.entry),
      files,
      automations: [...spec.automations],
    });
  }
  return listed;
}

/**
 * Writes a checked upload into a project (the app's, or a copy for checking): the function's folder is
 * replaced whole, by rename, with a `function.jsonc` naming it, its entry and automations; shared files
 * are written one by one (other functions' shared files stay).
 */
export async function writeFunction(
  project: string,
  upload: FunctionUpload,
  deploymentId: string,
): Promise<void> {
  const base44 = base44Of(project);
  const home = `functions/${upload.name}/`;
  const record: DeploymentRecord = {
    name: upload.name,
    deployment_id: deploymentId,
    entry: upload.entry,
    files: upload.files.map(({ path: p, content }) => ({ path: p, content })),
    automations: upload.automations,
    deployed_date: new Date().toISOString(),
  };
  for (const file of upload.files.filter((f) => !f.where.startsWith(home))) {
    await writeFileAtomic(path.join(base44, file.where), file.content);
  }
  const folder = folderOf(project, upload.name);
  await replaceFolder(folder, async (staging) => {
    for (const file of upload.files.filter((f) => f.where.startsWith(home))) {
      const target = path.join(staging, file.where.slice(home.length));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.content);
    }
    // Discovery reads this one: the name the function was deployed under, whatever the uploaded copy says.
    const config = {
      name: upload.name,
      entry: upload.entry,
      ...(upload.automationsGiven ? { automations: upload.automations } : {}),
    };
    await writeFile(path.join(staging, "function.jsonc"), jsonText(config));
    await writeFile(path.join(staging, RECORD), JSON.stringify(record));
  });
}

export async function removeFunction(project: string, name: string): Promise<void> {
  await rm(folderOf(project, name), { recursive: true, force: true });
}

/** A copy of the project's functions and shared code, for checking a deploy before it touches the app. */
export async function copyCode(project: string, into: string): Promise<void> {
  for (const folder of ["functions", "shared"]) {
    const from = path.join(base44Of(project), folder);
    await cp(from, path.join(into, "base44", folder), { recursive: true, dereference: false }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      },
    );
  }
}
