// Type-checks the backend functions as Deno will run them (`deno check`), with the SDK they import.
import { spawnSync } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { linkSdkForFunctions } from "./link-sdk.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
await linkSdkForFunctions(root);
const functionsDir = path.join(root, "base44", "functions");
const entries = (await readdir(functionsDir)).map((name) =>
  path.join("base44", "functions", name, "entry.ts"),
);
const result = spawnSync("deno", ["check", "--quiet", "--node-modules-dir=manual", ...entries], {
  cwd: root,
  stdio: "inherit",
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
