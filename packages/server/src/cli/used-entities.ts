import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

// `base44.entities.Task.list()`, `asServiceRole.entities.Task`, `entities["Task"]`, `@/entities/Task`.
const uses = /\bentities(?:\.([A-Z]\w*)|\[\s*["'`]([A-Z]\w*)["'`]\s*\]|\/([A-Z]\w*))/g;
const sourceFile = /\.(?:[cm]?[jt]sx?|vue|svelte)$/;
const skipped = new Set(["node_modules", "dist", "build", ".git"]);

async function sources(dir: string): Promise<string[]> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !skipped.has(entry.name)) files.push(...(await sources(full)));
    else if (entry.isFile() && sourceFile.test(entry.name)) files.push(full);
  }
  return files;
}

/**
 * The entities a project's code uses (its front end under src/, its functions) that its schemas do not
 * declare, each with the first file naming it. A repository synced from Base44 sometimes lacks a schema
 * the live app has; every call to such an entity would answer 404 here, so the import says so up front.
 */
export async function undeclaredEntities(
  projectDir: string,
  declared: ReadonlySet<string>,
): Promise<{ readonly name: string; readonly file: string }[]> {
  const found = new Map<string, string>();
  const folders = ["src", "base44/functions", "functions"].map((f) => path.join(projectDir, f));
  for (const folder of folders) {
    for (const file of await sources(folder)) {
      const text = await readFile(file, "utf8");
      for (const match of text.matchAll(uses)) {
        const name = match[1] ?? match[2] ?? match[3];
        if (!name || name === "User" || declared.has(name) || found.has(name)) continue;
        found.set(name, path.relative(projectDir, file).split(path.sep).join("/"));
      }
    }
  }
  return [...found].map(([name, file]) => ({ name, file })).sort((a, b) => a.name.localeCompare(b.name));
}
