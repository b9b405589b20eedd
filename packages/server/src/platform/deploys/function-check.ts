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

/** What `deno check` found in a function that can still run: type errors only, in Deno's words. */
export interface FunctionCheck {
  readonly typeErrors: string | null;
}

// A module that is not there, or does not export the name imported: Deno reports them among the type
// errors, but the code would not load.
const LOAD_FAILURES = /\bTS(2305|2307|2792)\b/;

/**
 * Deno reports a failure that stops the code from loading (a syntax error, an unresolvable specifier) on
 * a first `error:` line, before any type-checking; a report of type errors opens with a `TS…` diagnostic.
 */
export const onlyTypeErrors = (report: string): boolean =>
  /^TS\d+ /.test(report.trimStart()) && !LOAD_FAILURES.test(report);

/**
 * Checks a function before it goes live: the upload is written into a copy of the app's code (its shared
 * folder included) beside the project, and `deno check` runs on its entry there, with npm packages resolved
 * offline from the SDK the server lends (shared-sdk.ts) and Deno's cache in the app's data folder (where
 * remote `jsr:`/`https:` imports are fetched once, for the workers to find). A function that cannot load
 * (a syntax error, an import that does not resolve) is refused with Deno's own message, paths shown
 * relative to the project; the app is untouched. Type errors alone do not refuse it: Base44 runs functions
 * without type-checking them, and real apps' functions (untyped parameters, `error.message` in a catch)
 * have them; they are handed back for the function's log instead.
 */
export async function checkFunction(folders: AppFolders, upload: FunctionUpload): Promise<FunctionCheck> {
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
    if (failure !== null && onlyTypeErrors(failure)) return { typeErrors: failure.slice(0, MESSAGE_MAX) };
    if (failure !== null) {
      throw new ApiError(
        422,
        `Function ${upload.name} does not load, so it was not deployed (the previous version still runs):\n${failure.slice(0, MESSAGE_MAX)}`,
        "ValidationError",
        { deno: failure.slice(0, MESSAGE_MAX) },
      );
    }
    return { typeErrors: null };
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
