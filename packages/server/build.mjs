// Bundles the server (and the domain package's TypeScript) into dist/main.js (and the backup, restore, admin, app:import and app:pull commands); node_modules stay external.
//   node build.mjs           the production build, into dist/
//   node build.mjs --watch   `npm run dev` (scripts/dev.mjs): into dist/dev/, again on every source change
import { watch as watchFolder } from "node:fs";
import { fileURLToPath } from "node:url";
import { build, context } from "esbuild";

// Resolve everything from this package, whatever directory the build is started from.
const here = fileURLToPath(new URL(".", import.meta.url));
const watch = process.argv.includes("--watch");

/** Says when each build is written, so scripts/dev.mjs knows when to start the server the first time. */
const announce = {
  name: "announce",
  setup(bundler) {
    bundler.onEnd((result) => {
      if (result.errors.length === 0) process.stdout.write("[server] bundle written\n");
    });
  },
};

const options = {
  absWorkingDir: here,
  // The server, and the commands a production image runs without dev dependencies (tsx).
  entryPoints: {
    main: "src/main.ts",
    backup: "src/cli/backup-main.ts",
    restore: "src/cli/restore-main.ts",
    admin: "src/cli/admin-main.ts",
    "app-import": "src/cli/app-import-main.ts",
    "app-pull": "src/cli/app-pull-main.ts",
    // Run by Deno, not Node: each backend-function worker (decision 0070) finds it beside main.js.
    "worker-host": "src/platform/functions/deno/worker-host.ts",
  },
  // The development bundle apart from the production one, which tests and `npm start` run meanwhile.
  outdir: watch ? "dist/dev" : "dist",
  bundle: true,
  platform: "node",
  // The oldest Node in `engines` (docs/decisions/0062).
  target: "node20",
  format: "esm",
  sourcemap: true,
  packages: "external",
  // @ember/domain is ours and ships TypeScript that Node cannot run: bundle it rather than leave it external.
  // An alias is applied before `packages: "external"` and its target is resolved from absWorkingDir.
  alias: { "@ember/domain": fileURLToPath(new URL("../domain/src/index.ts", import.meta.url)) },
  logLevel: "warning",
};
if (watch) {
  // esbuild's own watch mode polls, and saw a save 0.5 to 1.5 s late (half the dev loop's restart). The
  // kernel's notices (fs.watch, recursive on Linux since Node 20) start the rebuild at once; a save's burst
  // of events is one rebuild, and a save during a rebuild is built again after it.
  const bundler = await context({ ...options, plugins: [announce] });
  await bundler.rebuild();
  let building = false;
  let again = false;
  let soon;
  const rebuild = async () => {
    if (building) {
      again = true;
      return;
    }
    building = true;
    do {
      again = false;
      await bundler.rebuild().catch(() => {}); // esbuild has printed the errors; the next save tries again
    } while (again);
    building = false;
  };
  for (const folder of ["src", "../domain/src"]) {
    watchFolder(fileURLToPath(new URL(folder, import.meta.url)), { recursive: true }, () => {
      clearTimeout(soon);
      soon = setTimeout(rebuild, 15);
    });
  }
} else await build(options);
