// Bundles the server (and the domain package's TypeScript) into dist/main.js; node_modules stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  packages: "external",
  // @ember/domain is ours and ships TypeScript: bundle it rather than leave it external.
  alias: { "@ember/domain": "../domain/src/index.ts" },
  logLevel: "warning",
});
