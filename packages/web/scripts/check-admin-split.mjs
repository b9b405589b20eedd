// Fails the build if any byte of the staff console could reach a public page (ADR 0034). It
// follows every script a prerendered page can load, statically or on demand, from the page's HTML
// through each chunk's imports, and checks that none of them is a module of the /admin routes or the
// console's catalog. React Router's route manifest is the one file allowed to name the console's
// chunks: the client needs the route table to open /admin, and it holds no console code or text.
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "../build/client");
const assetRef = /\/?assets\/[\w.-]+\.js|\.\/[\w.-]+\.js/g;

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "assets") yield* htmlFiles(path);
    else if (entry.isFile() && entry.name.endsWith(".html") && entry.name !== "__spa-fallback.html")
      yield path;
  }
}

const assetName = (ref) => ref.replace(/^.*\//, "");

const assets = await readdir(join(root, "assets"));
const manifestFile = assets.find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error("check-admin-split: no route manifest in build/client/assets");
const manifestText = await readFile(join(root, "assets", manifestFile), "utf8");
const manifest = JSON.parse(manifestText.slice(manifestText.indexOf("{"), manifestText.lastIndexOf("}") + 1));

// The console's route modules: the /admin layout route and everything under it.
const routes = Object.values(manifest.routes);
const adminIds = new Set(["admin"]);
for (let grew = true; grew; ) {
  grew = false;
  for (const route of routes)
    if (route.parentId && adminIds.has(route.parentId) && !adminIds.has(route.id)) {
      adminIds.add(route.id);
      grew = true;
    }
}
const adminModules = new Set(routes.filter((r) => adminIds.has(r.id)).map((r) => assetName(r.module)));
// The console's route modules and its catalogs; a chunk it shares with public code (an icon, React) is
// public code.
const consoleChunks = assets.filter((name) => /^admin-[\w-]+\.js$/.test(name) || adminModules.has(name));
// A phrase of the console's English catalog (catalogs/en/admin.json) and the query key of its tables
// (features/admin/records), in no public chunk.
const consoleMarkers = ["Opening the staff console", "admin-records"];

const seen = new Set();
const queue = [];
for await (const file of htmlFiles(root)) {
  for (const ref of (await readFile(file, "utf8")).match(assetRef) ?? []) queue.push([assetName(ref), file]);
}
const offenders = [];
while (queue.length > 0) {
  const [name, from] = queue.pop();
  if (seen.has(name) || name === manifestFile || !assets.includes(name)) continue;
  seen.add(name);
  if (consoleChunks.includes(name)) offenders.push(`${name} (reached from ${relative(root, from)})`);
  const text = await readFile(join(root, "assets", name), "utf8");
  for (const marker of consoleMarkers)
    if (text.includes(marker)) offenders.push(`${name} holds the console's ${marker}`);
  for (const ref of text.match(assetRef) ?? []) queue.push([assetName(ref), name]);
}
if (adminModules.size === 0) throw new Error("check-admin-split: the manifest has no /admin routes");
if (offenders.length > 0) {
  process.stderr.write(`console code reachable from public pages:\n  ${offenders.join("\n  ")}\n`);
  process.exit(1);
}
process.stdout.write(
  `admin split: ${seen.size} public chunks, none of the ${consoleChunks.length} console chunks\n`,
);
