import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ApiError } from "../../errors.ts";
import type { AppFolders } from "../apps/app-folders.ts";
import { denoBinary } from "../functions/deno/deno-binary.ts";
import { npmPinMap } from "../functions/deno/npm-pins.ts";
import { lendServerSdk } from "../functions/deno/shared-sdk.ts";
import { copyCode, writeFunction } from "./function-store.ts";
import type { FunctionUpload } from "./function-upload.ts";

const CHECK_TIMEOUT_MS = 120_000;
const MESSAGE_MAX = 8000;

/**
 * Type-checks a function before it goes live: the upload is written into a copy of the app's code (its
 * shared folder included) beside the project, and `deno check` runs on its entry there, with npm packages
 * resolved offline from the SDK the server lends (shared-sdk.ts) and Deno's cache in the app's data
 * folder (where remote `jsr:`/`https:` imports are fetched once, for the workers to find). A function
 * that does not check, or whose imports do not resolve, is refused with Deno's own message, paths shown
 * relative to the project; the app is untouched.
 */
export async function checkFunction(folders: AppFolders, upload: FunctionUpload): Promise<void> {
  const copy = path.join(folders.root, `check-${randomBytes(6).toString("hex")}`);
  try {
    await copyCode(folders.project, copy);
    await writeFunction(copy, upload, "check");
    await lendServerSdk(copy);
    const cacheDir = path.join(folders.data, "deno-cache");
    await mkdir(cacheDir, { recursive: true });
    const pins = await npmPinMap(copy, [
      path.join(copy, "base44", "functions"),
      path.join(copy, "base44", "shared"),
    ]);
    const args = ["check", "--quiet", "--no-lock", "--node-modules-dir=manual"];
    if (Object.keys(pins.imports).length > 0) {
      const importMap = path.join(copy, "import-map.json");
      await writeFile(importMap, JSON.stringify({ imports: pins.imports }));
      args.push(`--import-map=${importMap}`);
    }
    const entry = path.join(copy, "base44", "functions", ...upload.name.split("/"), upload.entry);
    const failure = await new Promise<string | null>((resolve) => {
      execFile(
        denoBinary(),
        [...args, entry],
        {
          cwd: copy,
          env: { DENO_DIR: cacheDir, DENO_NO_UPDATE_CHECK: "1", NO_COLOR: "1", PATH: process.env.PATH ?? "" },
          timeout: CHECK_TIMEOUT_MS,
          maxBuffer: 4 * 1024 * 1024,
        },
        (error, stdout, stderr) => {
          if (!error) return resolve(null);
          const text = `${stderr}${stdout}`.trim() || error.message;
          resolve(
            text
              .replaceAll(`file://${copy}/`, "")
              .replaceAll(`${copy}/`, "")
              .replace(/\n\s*Stack backtrace:[\s\S]*$/, ""),
          );
        },
      );
    });
    if (failure !== null) {
      throw new ApiError(
        422,
        `Function ${upload.name} does not type-check, so it was not deployed (the previous version still runs):\n${failure.slice(0, MESSAGE_MAX)}`,
        "ValidationError",
        { deno: failure.slice(0, MESSAGE_MAX) },
      );
    }
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
