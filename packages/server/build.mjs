// Bundles the server (and the domain package's TypeScript) into dist/main.js (and the backup commands); node_modules stay external.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

// Resolve everything from this package, whatever directory the build is started from.
const here = fileURLToPath(new URL(".", import.meta.url));

await build({
  absWorkingDir: here,
  // The server, and the backup commands a production image runs without dev dependencies (tsx).
  entryPoints: { main: "src/main.ts", backup: "src/cli/backup-main.ts", restore: "src/cli/restore-main.ts" },
  outdir: "dist",
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
