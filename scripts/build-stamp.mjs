#!/usr/bin/env node
/**
 * `npm start` builds only when the build is missing or its inputs changed since it was made, so a
 * restart after a crash or a reboot serves at once instead of rebuilding the site for half a minute.
 *
 *   node scripts/build-stamp.mjs write    records the inputs' fingerprint beside the build (`npm run build`)
 *   node scripts/build-stamp.mjs check    exit 0 if the build is there and current, 1 if not
 *   node scripts/build-stamp.mjs ensure   builds if it is not current (`prestart`)
 *
 * The fingerprint is a hash of the inputs' paths and contents, not of their times: a fresh checkout, a
 * copy or a restored backup gives files new times but the same contents. `--root <dir>` runs it on
 * another tree (the tests).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** What the build reads: every package's sources and manifests, the web's assets and build scripts. */
const INPUTS = [
  "package.json",
  "package-lock.json",
  "tsconfig.base.json",
  "packages/domain",
  "packages/server/src",
  "packages/server/build.mjs",
  "packages/server/package.json",
  "packages/web",
];
/** Inside those, what the build writes or never reads. */
const SKIPPED = new Set(["node_modules", "build", "dist", ".react-router", "test"]);
const STAMP = "packages/server/dist/build-inputs.sha256";
const OUTPUTS = ["packages/server/dist/main.js", "packages/web/build/client"];

function filesUnder(root, relative, found) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  const entries = readdirSync(full, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (SKIPPED.has(entry.name)) continue;
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) filesUnder(root, child, found);
    else if (entry.isFile()) found.push(child);
  }
}

export function fingerprint(root) {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    const files = [];
    if (statSync(full).isFile()) files.push(input);
    else filesUnder(root, input, files);
    for (const file of files) {
      hash.update(`${file.split(path.sep).join("/")}\0`);
      hash.update(readFileSync(path.join(root, file)));
      hash.update("\0");
    }
  }
  return hash.digest("hex");
}

export function isCurrent(root) {
  if (!OUTPUTS.every((output) => existsSync(path.join(root, output)))) return false;
  const stamp = path.join(root, STAMP);
  return existsSync(stamp) && readFileSync(stamp, "utf8").trim() === fingerprint(root);
}

export function writeStamp(root) {
  writeFileSync(path.join(root, STAMP), `${fingerprint(root)}\n`);
}

function main(argv) {
  const [mode] = argv;
  const at = argv.indexOf("--root");
  const root =
    at >= 0
      ? path.resolve(argv[at + 1] ?? ".")
      : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  if (mode === "write") return writeStamp(root);
  if (mode === "check") process.exit(isCurrent(root) ? 0 : 1);
  if (mode === "ensure") {
    if (isCurrent(root)) return;
    console.warn("build: missing or older than its sources; building (npm run build)");
    const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    process.exit(built.status ?? 1);
  }
  console.error("usage: build-stamp.mjs write|check|ensure [--root <dir>]");
  process.exit(2);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
