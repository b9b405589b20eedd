import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** An import map for Deno: pinned npm specifiers -> the version the app's node_modules holds. */
export interface NpmPinMap {
  readonly imports: Readonly<Record<string, string>>;
  /** One line per pin that was redirected or cannot be met, for the log. */
  readonly notes: readonly string[];
}

// `npm:@base44/sdk@0.8.25`, `npm:zod@^3.22`, `npm:stripe@14.0.0/...`: name, then the version or range.
const pinned = /["'`]npm:((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)@([^/"'`\s]+)/gi;
const moduleFile = /\.(?:[cm]?[jt]sx?)$/;

export async function sourcesUnder(dir: string): Promise<string[]> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "node_modules") files.push(...(await sourcesUnder(full)));
    else if (entry.isFile() && moduleFile.test(entry.name)) files.push(full);
  }
  return files;
}

async function installedVersion(appDir: string, name: string): Promise<string | null> {
  try {
    const manifest = JSON.parse(
      await readFile(path.join(appDir, "node_modules", name, "package.json"), "utf8"),
    );
    return typeof manifest.version === "string" ? manifest.version : null;
  } catch {
    return null;
  }
}

// Below 1.0, a minor is a major (semver's caret): 0.8.25 and 0.8.30 agree, 0.7 and 0.8 do not.
const compatibleLine = (version: string) => {
  const parts = /^[\^~=v]*(\d+)(?:\.(\d+))?/.exec(version);
  if (!parts) return undefined;
  return parts[1] === "0" ? `0.${parts[2] ?? "x"}` : parts[1];
};

/**
 * Base44 functions pin their npm imports (`npm:@base44/sdk@0.8.25`), and Base44 fetches each pin. Here
 * they resolve offline from the app's one node_modules, which holds one version of each package, often
 * another patch or minor of the same line (the front end's). A pin whose installed version is on the same
 * compatible line (same major; same minor below 1.0) is mapped to it; another line, or a package not
 * installed, is left alone and named in the notes: the function then fails to load, saying which package.
 */
export async function npmPinMap(appDir: string, functionDirs: readonly string[]): Promise<NpmPinMap> {
  const imports: Record<string, string> = {};
  const notes: string[] = [];
  const seen = new Set<string>();
  for (const dir of functionDirs) {
    for (const file of await sourcesUnder(dir)) {
      const text = await readFile(file, "utf8");
      for (const [, name, version] of text.matchAll(pinned)) {
        if (!name || !version || seen.has(`${name}@${version}`)) continue;
        seen.add(`${name}@${version}`);
        const installed = await installedVersion(appDir, name);
        if (installed === null) {
          notes.push(`npm:${name}@${version}: not in the app's node_modules`);
        } else if (installed === version) {
        } else if (
          compatibleLine(installed) !== undefined &&
          compatibleLine(installed) === compatibleLine(version)
        ) {
          imports[`npm:${name}@${version}`] = `npm:${name}@${installed}`;
          imports[`npm:${name}@${version}/`] = `npm:/${name}@${installed}/`;
          notes.push(`npm:${name}@${version}: served by the installed ${installed}`);
        } else if (compatibleLine(version) !== undefined) {
          notes.push(`npm:${name}@${version}: node_modules holds ${installed}, another version line`);
        }
      }
    }
  }
  return { imports, notes };
}
