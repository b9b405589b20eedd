import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { ApiError } from "../../errors.ts";
import type { AppFolders } from "../apps/app-folders.ts";
import { denoBinary } from "../functions/deno/deno-binary.ts";
import {
  codeFolders,
  installedPackages,
  installPackages,
  type NpmPackagesSettings,
  samePackages,
  wantedPackages,
} from "../functions/deno/npm-packages.ts";
import { npmPinMap } from "../functions/deno/npm-pins.ts";
import { lendServerSdk } from "../functions/deno/shared-sdk.ts";
import { copyCode, writeFunction } from "./function-store.ts";
import type { FunctionUpload } from "./function-upload.ts";

const CHECK_TIMEOUT_MS = 120_000;
const MESSAGE_MAX = 8000;

/** What `deno check` found in a function that can still run: type errors only, in Deno's words. */
export interface FunctionCheck {
  readonly typeErrors: string | null;
  /**
   * A node_modules installed for the functions' npm imports, when the upload changed them: checked with
   * the function, for the caller to put in the project's place (npm-packages.ts placePackages).
   */
  readonly packages: string | null;
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
 * folder included) beside the project, and `deno check` runs on its entry there. Its npm imports resolve
 * from the SDK the server lends (shared-sdk.ts) and the app's installed packages, installed afresh from
 * the registry into the copy when the upload changes what the functions import (npm-packages.ts); Deno's
 * cache is in the app's data folder (where remote `jsr:`/`https:` imports are fetched once, for the
 * workers to find). A function that cannot load
 * (a syntax error, an import that does not resolve) is refused with Deno's own message, paths shown
 * relative to the project; the app is untouched. Type errors alone do not refuse it: Base44 runs functions
 * without type-checking them, and real apps' functions (untyped parameters, `error.message` in a catch)
 * have them; they are handed back for the function's log instead.
 */
export async function checkFunction(
  folders: AppFolders,
  upload: FunctionUpload,
  settings: NpmPackagesSettings,
): Promise<FunctionCheck> {
  const copy = path.join(folders.root, `check-${randomBytes(6).toString("hex")}`);
  try {
    await copyCode(folders.project, copy);
    await writeFunction(copy, upload, "check");
    const wanted = await wantedPackages(copy);
    const changed = !samePackages(wanted, (await installedPackages(folders.project)) ?? {});
    if (changed) await installPackages(copy, wanted, settings);
    else {
      await mkdir(path.join(folders.project, "node_modules"), { recursive: true });
      await symlink(path.join(folders.project, "node_modules"), path.join(copy, "node_modules"), "dir");
    }
    await lendServerSdk(copy);
    const cacheDir = path.join(folders.data, "deno-cache");
    await mkdir(cacheDir, { recursive: true });
    const pins = await npmPinMap(copy, codeFolders(copy));
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
    const typeErrors = failure === null ? null : failure.slice(0, MESSAGE_MAX);
    if (failure === null || onlyTypeErrors(failure)) {
      if (!changed) return { typeErrors, packages: null };
      // Out of the copy, which goes: beside the project, on the same disk, for a rename into its place.
      const packages = path.join(folders.root, `packages-${randomBytes(6).toString("hex")}`);
      await rename(path.join(copy, "node_modules"), packages);
      return { typeErrors, packages };
    }
    throw new ApiError(
      422,
      `Function ${upload.name} does not load, so it was not deployed (the previous version still runs):\n${failure.slice(0, MESSAGE_MAX)}`,
      "ValidationError",
      { deno: failure.slice(0, MESSAGE_MAX) },
    );
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
