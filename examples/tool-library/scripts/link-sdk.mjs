import { mkdir, readFile, symlink } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Deno runs the backend functions with the app's node_modules (`npm:@base44/sdk`). An app installs it
 * with npm; inside this repository the example shares the repository's copy, linked rather than installed.
 */
export async function linkSdkForFunctions(appRoot) {
  const target = path.join(appRoot, "node_modules", "@base44", "sdk");
  if (await readFile(path.join(target, "package.json")).catch(() => null)) return;
  const entry = createRequire(import.meta.url).resolve("@base44/sdk");
  const sdkDir = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  await mkdir(path.dirname(target), { recursive: true });
  // Two processes (a test and a build) may link at once.
  await symlink(sdkDir, target, "dir").catch((error) => {
    if (error.code !== "EEXIST") throw error;
  });
}
