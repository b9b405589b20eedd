/**
 * The image's size without Docker (docs/deploy.md, "What the image holds"): what the Dockerfile's runtime
 * stage copies, laid out from this checkout. The server's production dependencies are the packages the
 * lockfile reaches from `packages/server`'s dependencies, without dev ones (what `npm ci --omit=dev
 * --workspace=@ember/server` installs), as they lie in node_modules; then the bundle, the entity schemas,
 * the domain package and the web app's built files. Sizes as a tar layer (512-byte blocks and a header a
 * file) and that layer gzipped. The base image comes on top.
 */
import { createReadStream, existsSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createGzip } from "node:zlib";
import { notRun, type SummaryRow, summaryRow } from "./summary.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface ImageSize {
  readonly dependenciesMib: number;
  readonly layerMib: number;
  readonly gzippedMib: number;
  readonly files: number;
}

interface LockEntry {
  readonly dependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
  readonly dev?: boolean;
  readonly link?: boolean;
  readonly resolved?: string;
}

/** The lockfile folders of the server's production dependencies, resolved as Node resolves them. */
function productionFolders(): string[] {
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
    packages: Record<string, LockEntry>;
  };
  const found = new Set<string>();
  const resolve = (from: string, name: string): string | undefined => {
    for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
      const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
      if (lock.packages[candidate]) return candidate;
      if (!dir) return undefined;
    }
  };
  const visit = (folder: string) => {
    const entry = lock.packages[folder];
    if (!entry) return;
    const target = entry.link && entry.resolved ? entry.resolved : folder;
    if (found.has(folder)) return;
    found.add(folder);
    const deps = {
      ...(lock.packages[target]?.dependencies ?? {}),
      ...(lock.packages[target]?.optionalDependencies ?? {}),
    };
    for (const name of Object.keys(deps)) {
      const dep = resolve(target.startsWith("node_modules") ? target : "", name);
      if (dep && !lock.packages[dep]?.dev) visit(dep);
    }
  };
  visit("packages/server");
  return [...found].filter((f) => f.startsWith("node_modules/") && existsSync(path.join(root, f)));
}

/** Every regular file under `dir` (symbolic links are copied as links, nearly nothing). */
function filesUnder(dir: string, out: string[] = [], skip = new Set<string>()): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (skip.has(full)) continue;
    if (entry.isDirectory()) filesUnder(full, out, skip);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

export async function measureImageSize(): Promise<ImageSize> {
  const folders = productionFolders().map((f) => path.join(root, f));
  // A package's own node_modules holds packages of its own, counted (or not) as folders of their own.
  const nested = new Set(folders.map((f) => path.join(f, "node_modules")));
  const dependencies = folders.flatMap((f) => filesUnder(f, [], nested));
  const built = [
    "package.json",
    "package-lock.json",
    "packages/server/package.json",
    "packages/domain",
    "packages/server/dist",
    "packages/web/build/client",
    "entities",
  ].flatMap((p) => {
    const full = path.join(root, p);
    return existsSync(full) && lstatSync(full).isFile() ? [full] : filesUnder(full);
  });
  // A file hard-linked under two names (the deno package links its platform package's binary) is stored
  // once in a tar layer, as a link.
  const seen = new Set<string>();
  const once = (files: string[]) =>
    files.filter((f) => {
      const { dev, ino } = lstatSync(f);
      if (seen.has(`${dev}:${ino}`)) return false;
      seen.add(`${dev}:${ino}`);
      return true;
    });
  const tarBytes = (files: string[]) =>
    files.reduce((sum, f) => sum + 512 + Math.ceil(lstatSync(f).size / 512) * 512, 0);
  const uniqueDependencies = once(dependencies);
  const all = [...uniqueDependencies, ...once(built)];
  const gzip = createGzip();
  let gzipped = 0;
  gzip.on("data", (chunk: Buffer) => {
    gzipped += chunk.length;
  });
  const done = new Promise((resolve) => gzip.on("end", resolve));
  for (const file of all) {
    gzip.write(Buffer.alloc(512));
    for await (const chunk of createReadStream(file)) {
      if (!gzip.write(chunk)) await new Promise((resolve) => gzip.once("drain", resolve));
    }
  }
  gzip.end();
  await done;
  const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return {
    dependenciesMib: mib(tarBytes(uniqueDependencies)),
    layerMib: mib(tarBytes(all)),
    gzippedMib: mib(gzipped),
    files: all.length,
  };
}

/** Reported without a target: the issue asks for the figure, and what a smaller image would drop is a choice. */
export function imageSizeRows(size: ImageSize | undefined): SummaryRow[] {
  const target = "reported (the base image comes on top)";
  if (!size) return [notRun("image size", target, "BENCH_IMAGE=0")];
  return [
    summaryRow(
      "image size",
      `runtime layer ${size.layerMib} MiB (dependencies ${size.dependenciesMib} MiB), gzipped ${size.gzippedMib} MiB`,
      target,
      null,
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const size = await measureImageSize();
  process.stdout.write(`${JSON.stringify(size)}\n`);
}
