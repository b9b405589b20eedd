import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { lstat, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ApiError } from "../../../errors.ts";
import { denoBinary } from "./deno-binary.ts";
import { sourcesUnder } from "./npm-pins.ts";

/** Name -> the version range the functions ask for (`*` when an import names no version). */
export type NpmPackages = Readonly<Record<string, string>>;

export interface NpmPackagesSettings {
  /** The npm registry to fetch from, ending in `/`. */
  readonly registry: string;
  /** The most the app's installed packages may take on disk. */
  readonly maxBytes: number;
}

/** Written into an installed node_modules: what it was installed for, so an unchanged set is not fetched again. */
const MANIFEST = ".ember-packages.json";
// The server lends its own (shared-sdk.ts): never fetched.
const LENT = new Set(["@base44/sdk"]);
const INSTALL_TIMEOUT_MS = 180_000;
const MESSAGE_MAX = 4000;

// `npm:docx`, `npm:docx@^9.0.0`, `npm:@scope/name@1/sub/path`, in quotes as an import or export names them.
const npmImport = /["'`]npm:((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)(?:@([^/"'`\s]*))?(?=[/"'`])/gi;
// A registry version, tag or range; never `file:`, `git+…`, a URL or a path, which would install from
// somewhere other than the registry (a folder of the server, say).
const registryRange = /^[0-9A-Za-z.^~<>=*|+-]+$/;

/** The folders whose modules a function loads: the same the Deno workers may read (deno-functions-plugin.ts). */
export const codeFolders = (project: string) =>
  [["base44", "functions"], ["base44", "shared"], ["functions"]].map((parts) => path.join(project, ...parts));

/**
 * Every npm package the project's functions and shared code import, but the SDK the server lends. One
 * version of a package per app: two imports of one package with different ranges are refused, naming both,
 * as is a range that is not a registry version or tag.
 */
export async function wantedPackages(project: string): Promise<NpmPackages> {
  const wanted: Record<string, string> = {};
  const problems: string[] = [];
  for (const folder of codeFolders(project)) {
    for (const file of await sourcesUnder(folder)) {
      const text = await readFile(file, "utf8");
      for (const [, name, given] of text.matchAll(npmImport)) {
        if (!name || LENT.has(name)) continue;
        const range = given || "*";
        const where = path.relative(project, file);
        if (!registryRange.test(range)) {
          problems.push(`${where}: npm:${name}@${range} is not a version or tag on the npm registry`);
          continue;
        }
        const known = wanted[name];
        if (known === undefined || known === "*") wanted[name] = range;
        else if (range !== "*" && range !== known) {
          problems.push(
            `${where}: npm:${name}@${range}, while another import asks for npm:${name}@${known}; an app's functions share one version of each package, so use one range for both`,
          );
        }
      }
    }
  }
  if (problems.length > 0) {
    throw new ApiError(
      422,
      `The functions' npm imports cannot be installed:\n${problems.join("\n")}`,
      "ValidationError",
    );
  }
  return Object.fromEntries(Object.entries(wanted).sort(([a], [b]) => a.localeCompare(b)));
}

/** What the project's node_modules was installed for, or undefined when nothing was (or it was lost). */
export async function installedPackages(project: string): Promise<NpmPackages | undefined> {
  try {
    return JSON.parse(await readFile(path.join(project, "node_modules", MANIFEST), "utf8")) as NpmPackages;
  } catch {
    return undefined;
  }
}

export const samePackages = (a: NpmPackages, b: NpmPackages): boolean =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Bytes under a folder, links counted as themselves and never followed. */
async function footprint(dir: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    bytes += entry.isDirectory() ? await footprint(full) : (await lstat(full)).size;
  }
  return bytes;
}

// How this machine reaches the registry: a proxy, and certificate authorities beside the public ones (a
// company's, which its proxy signs with). Deno reads the system's store only when told.
const NETWORK = [
  "HTTPS_PROXY",
  "HTTP_PROXY",
  "NO_PROXY",
  "https_proxy",
  "http_proxy",
  "no_proxy",
  "DENO_CERT",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
];
const networkSettings = (): Record<string, string> => ({
  DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? "mozilla,system",
  ...Object.fromEntries(NETWORK.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : []))),
});

const megabytes = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`;

/**
 * Installs `wanted` from the registry into `<folder>/node_modules` with Deno's own installer, the one Base44
 * runs functions with: the npm layout Deno resolves with --node-modules-dir=manual. Lifecycle scripts are
 * never run (Deno runs none unless told to), Deno's download cache is thrown away after, and an install
 * larger than the limit is removed and refused. Failures are 422s in the caller's words: which package, and
 * what the registry said.
 */
export async function installPackages(
  folder: string,
  wanted: NpmPackages,
  settings: NpmPackagesSettings,
): Promise<void> {
  const modules = path.join(folder, "node_modules");
  await mkdir(modules, { recursive: true });
  const cache = path.join(folder, ".deno-dir");
  try {
    if (Object.keys(wanted).length > 0) {
      await writeFile(
        path.join(folder, "package.json"),
        JSON.stringify({ private: true, dependencies: wanted }),
      );
      const failure = await new Promise<string | null>((resolve) => {
        execFile(
          denoBinary(),
          ["install", "--quiet", "--no-lock", "--node-modules-dir=auto"],
          {
            cwd: folder,
            env: {
              ...networkSettings(),
              DENO_DIR: cache,
              DENO_NO_UPDATE_CHECK: "1",
              NO_COLOR: "1",
              NPM_CONFIG_REGISTRY: settings.registry,
              PATH: process.env.PATH ?? "",
            },
            timeout: INSTALL_TIMEOUT_MS,
            maxBuffer: 4 * 1024 * 1024,
          },
          (error, stdout, stderr) => {
            if (!error) return resolve(null);
            const said = `${stderr}${stdout}`.trim().replace(/\n\s*Stack backtrace:[\s\S]*$/, "");
            resolve(error.killed ? `no answer within ${INSTALL_TIMEOUT_MS / 1000} s` : said || error.message);
          },
        );
      });
      if (failure !== null) {
        throw new ApiError(
          422,
          `The functions' npm packages (${Object.keys(wanted).join(", ")}) could not be installed from ${settings.registry}: ${failure.slice(0, MESSAGE_MAX)}`,
          "ValidationError",
        );
      }
      const used = await footprint(modules);
      if (used > settings.maxBytes) {
        throw new ApiError(
          422,
          `The functions' npm packages (${Object.keys(wanted).join(", ")}) take ${megabytes(used)} installed, more than the ${megabytes(settings.maxBytes)} an app may hold (FUNCTION_PACKAGES_MAX_MB)`,
          "ValidationError",
        );
      }
    }
    await writeFile(path.join(modules, MANIFEST), JSON.stringify(wanted));
  } catch (error) {
    await rm(modules, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(cache, { recursive: true, force: true });
    await rm(path.join(folder, "package.json"), { force: true });
  }
}

/**
 * Puts an installed node_modules in the project's place, keeping the one it replaces beside it until the
 * caller knows the app starts with the new one: `keep()` then removes the old, `undo()` puts it back.
 */
export async function placePackages(
  project: string,
  installed: string,
): Promise<{ keep(): Promise<void>; undo(): Promise<void> }> {
  const target = path.join(project, "node_modules");
  const old = `${target}.old-${randomBytes(6).toString("hex")}`;
  const moved = await rename(target, old).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return false;
      throw error;
    },
  );
  await rename(installed, target);
  return {
    keep: async () => {
      if (moved) await rm(old, { recursive: true, force: true });
    },
    undo: async () => {
      await rm(target, { recursive: true, force: true });
      if (moved) await rename(old, target);
    },
  };
}

/**
 * At an app's start: when its node_modules was not installed for what its functions import (a restored
 * backup leaves node_modules out, decision 0088), installs it again. Answers what went wrong, if anything,
 * for the log; the app starts either way, and a function whose package is missing fails to load, saying so.
 */
export async function ensurePackages(
  project: string,
  scratch: string,
  settings: NpmPackagesSettings,
): Promise<string | undefined> {
  try {
    const wanted = await wantedPackages(project);
    if (samePackages(wanted, (await installedPackages(project)) ?? {})) return undefined;
    const folder = path.join(scratch, `packages-${randomBytes(6).toString("hex")}`);
    try {
      await installPackages(folder, wanted, settings);
      const placed = await placePackages(project, path.join(folder, "node_modules"));
      await placed.keep();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
