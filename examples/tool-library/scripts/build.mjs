// Builds the front end into dist/, where the server hosting the app (APP_DIR) serves it from:
// `node scripts/build.mjs` (npm run build). What Vite does for a Base44 template, with esbuild: the
// bundle and stylesheet under content-hashed names, index.html pointing at them, and VITE_BASE44_* values
// defined at build time (the app id from base44/.app.jsonc unless VITE_BASE44_APP_ID is set).
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { linkSdkForFunctions } from "./link-sdk.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");

/** .app.jsonc as the CLI writes it: line comments and perhaps a trailing comma around one id. */
async function linkedAppId() {
  const text = await readFile(path.join(root, "base44", ".app.jsonc"), "utf8");
  const json = text.replace(/^\s*\/\/.*$/gm, "").replace(/,(\s*})/g, "$1");
  return JSON.parse(json).id;
}

export async function buildApp() {
  const appId = process.env.VITE_BASE44_APP_ID || (await linkedAppId());
  const env = {
    VITE_BASE44_APP_ID: appId,
    VITE_BASE44_FUNCTIONS_VERSION: process.env.VITE_BASE44_FUNCTIONS_VERSION ?? "",
    VITE_BASE44_APP_BASE_URL: process.env.VITE_BASE44_APP_BASE_URL ?? "",
  };
  await rm(dist, { recursive: true, force: true });
  const result = await build({
    entryPoints: [path.join(root, "src", "main.tsx")],
    bundle: true,
    format: "esm",
    target: "es2022",
    jsx: "automatic",
    minify: true,
    sourcemap: true,
    outdir: path.join(dist, "assets"),
    entryNames: "[name]-[hash]",
    metafile: true,
    define: {
      "process.env.NODE_ENV": '"production"',
      ...Object.fromEntries(Object.entries(env).map(([k, v]) => [`import.meta.env.${k}`, JSON.stringify(v)])),
    },
    logLevel: "warning",
  });
  const outputs = Object.keys(result.metafile.outputs).map((file) => `/${path.relative(dist, file)}`);
  const script = outputs.find((file) => file.endsWith(".js"));
  const style = outputs.find((file) => file.endsWith(".css"));
  const html = (await readFile(path.join(root, "index.html"), "utf8")).replace(
    /<!--.*?-->/,
    [
      style ? `<link rel="stylesheet" href="${style}" />` : "",
      `<script type="module" src="${script}"></script>`,
    ].join("\n    "),
  );
  await writeFile(path.join(dist, "index.html"), html);
  await linkSdkForFunctions(root);
  return { appId, files: outputs };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { appId, files } = await buildApp();
  console.warn(`built dist/ for app ${appId}: ${files.filter((f) => !f.endsWith(".map")).join(", ")}`);
}
