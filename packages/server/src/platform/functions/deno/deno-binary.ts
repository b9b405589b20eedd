import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

let resolved: string | undefined;

/**
 * The `deno` executable of the `deno` npm package (a dependency of the server), found through the
 * package's own installer API, which knows where its platform package put the binary: no PATH lookup, so
 * the version run is the one the lock file pins.
 */
export function denoBinary(): string {
  if (resolved) return resolved;
  const api = require("deno/install_api.cjs") as { runInstall(): string };
  resolved = api.runInstall();
  return resolved;
}
