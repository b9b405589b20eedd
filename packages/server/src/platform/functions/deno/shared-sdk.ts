import { lstat, mkdir, readlink, rm, symlink } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** The folder of the server's own installed @base44/sdk, or undefined when it is not installed. */
function serverSdkDir(): string | undefined {
  try {
    const entry = require.resolve("@base44/sdk");
    return entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  } catch {
    return undefined;
  }
}

/**
 * A hosted app has no node_modules of its own (the CLI uploads sources only), yet its functions import
 * `npm:@base44/sdk@0.8.x`. The server lends it its own copy: `<project>/node_modules/@base44/sdk` is
 * made a link to the SDK the server ships with, which Deno resolves offline as it does an APP_DIR's
 * node_modules (--node-modules-dir=manual; decision 0082). A project with its own copy (a real folder)
 * keeps it; a link left by an earlier version of the server is pointed at the current one.
 */
export async function lendServerSdk(projectDir: string): Promise<void> {
  const sdk = serverSdkDir();
  if (!sdk) return;
  const link = path.join(projectDir, "node_modules", "@base44", "sdk");
  const existing = await lstat(link).catch(() => undefined);
  if (existing && !existing.isSymbolicLink()) return;
  if (existing && (await readlink(link)) === sdk) return;
  if (existing) await rm(link, { force: true });
  await mkdir(path.dirname(link), { recursive: true });
  await symlink(sdk, link, "dir").catch((error: NodeJS.ErrnoException) => {
    // Two starts of the same app at once: the other made the same link.
    if (error.code !== "EEXIST") throw error;
  });
}
