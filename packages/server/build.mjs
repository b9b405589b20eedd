// Bundles the server (and the domain package's TypeScript) into dist/main.js; node_modules stay external.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

// Resolve everything from this package, whatever directory the build is started from.
const here = fileURLToPath(new URL(".", import.meta.url));

await build({
  absWorkingDir: here,
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  packages: "external",
  // @ember/domain is ours and ships TypeScript that Node cannot run: bundle it rather than leave it external.
  // An alias is applied before `packages: "external"` and its target is resolved from absWorkingDir.
  alias: { "@ember/domain": fileURLToPath(new URL("../domain/src/index.ts", import.meta.url)) },
  logLevel: "warning",
});
