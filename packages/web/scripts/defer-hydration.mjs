// Rewrites the prerendered pages so their JavaScript loads on the visitor's first interaction instead
// of during page load (docs/decisions/0020). Every page is complete HTML; React takes over when someone
// reaches for the page, and scripts/boot-loader.js replays what they did meanwhile.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const root = resolve(here, "../build/client");
// Comment lines out; the loader is inlined into every page.
const loader = (await readFile(join(here, "boot-loader.js"), "utf8"))
  .split("\n")
  .filter((line) => !line.trim().startsWith("//"))
  .map((line) => line.trim())
  .join("\n");

// React Router 7's module script: the manifest, each route module, then the client entry.
const moduleScript =
  /<script type="module" async="">import "([^"]+)";((?:\s*import \* as route\d+ from "[^"]+";)*)\s*window\.__reactRouterRouteModules = (\{[^}]*\});\s*import\("([^"]+)"\);<\/script>/;
const routeImport = /import \* as (route\d+) from "([^"]+)";/g;
const modulePreload = /<link rel="modulepreload" href="[^"]+"\/?>/g;

export function deferHydration(html, { eager }) {
  const match = moduleScript.exec(html);
  if (!match) throw new Error("React Router's module script was not found: check defer-hydration.mjs");
  const [script, manifest, imports, modules, entry] = match;
  const routes = [...imports.matchAll(routeImport)].map(([, name, href]) => ({ name, href }));
  const urls = [manifest, ...routes.map((r) => r.href)].map((href) => `import(${JSON.stringify(href)})`);
  const names = ["", ...routes.map((r) => r.name)].join(", ");
  const boot =
    `<script>${loader}</script><script type="module">window.__emberBoot(() => Promise.all([${urls.join(", ")}])` +
    `.then(([${names}]) => { window.__reactRouterRouteModules = ${modules}; return import(${JSON.stringify(entry)}); })` +
    `${eager ? ", { eager: true }" : ""});</script>`;
  return html.replace(script, boot).replace(modulePreload, "");
}

// Pages that start at once: the SPA fallback renders a spinner and routes in the browser; the account
// pages, in every language ('ar/register/index.html'), are forms a visitor came to fill in (and read their
// query at once). The only two-letter folders of the build are the languages'.
const eagerPages =
  /^(?:__spa-fallback\.html|(?:[a-z]{2}\/)?(?:login|register|forgot-password|reset-password)\/index\.html)$/;

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "assets") yield* htmlFiles(path);
    else if (entry.isFile() && entry.name.endsWith(".html")) yield path;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let count = 0;
  for await (const file of htmlFiles(root)) {
    const eager = eagerPages.test(relative(root, file).split(sep).join("/"));
    await writeFile(file, deferHydration(await readFile(file, "utf8"), { eager }));
    count++;
  }
  process.stdout.write(`deferred hydration in ${count} pages\n`);
}
