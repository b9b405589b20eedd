import { mkdir, readlink, symlink } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** A Base44 app folder with Deno functions of every kind the tests need (test/fixtures/deno-app). */
export const denoFixtureApp = fileURLToPath(new URL("../fixtures/deno-app", import.meta.url));

/**
 * Gives the fixture app the node_modules a synced Base44 app has: @base44/sdk, here the repository's
 * installed copy, linked rather than copied. Deno resolves `npm:@base44/sdk@0.8.x` from it offline
 * (--node-modules-dir=manual) and follows the link to the SDK's own dependencies.
 */
export async function prepareDenoFixtureApp(): Promise<string> {
  await linkSdkInto(denoFixtureApp);
  return denoFixtureApp;
}

/** Links the repository's @base44/sdk into an app folder's node_modules, for its Deno functions. */
export async function linkSdkInto(appDir: string): Promise<void> {
  const sdkEntry = createRequire(import.meta.url).resolve("@base44/sdk");
  const sdkDir = sdkEntry.slice(0, sdkEntry.lastIndexOf(`${path.sep}dist${path.sep}`));
  const scope = path.join(appDir, "node_modules", "@base44");
  await mkdir(scope, { recursive: true });
  const link = path.join(scope, "sdk");
  const current = await readlink(link).catch(() => undefined);
  if (current !== sdkDir) {
    // Test files run in parallel: another may have made the link meanwhile.
    await symlink(sdkDir, link, "dir").catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") throw error;
    });
  }
}
