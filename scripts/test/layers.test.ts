import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The layers of decision 0069 hold because `npm run lint` fails on a wrong import. These run the
// repository's own Biome rules (biome.json, copied as it is) over probe files placed where the rules look.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const biome = path.join(root, "node_modules/.bin/biome");
const run = promisify(execFile);

let sandbox: string;

beforeAll(async () => {
  sandbox = await mkdtemp(path.join(tmpdir(), "layers-"));
  const config = JSON.parse(await readFile(path.join(root, "biome.json"), "utf8"));
  // No repository here: the rules are what is tested, not the ignore file.
  delete config.vcs;
  config.$schema = undefined;
  await writeFile(path.join(sandbox, "biome.json"), JSON.stringify(config));
});

afterAll(async () => {
  if (sandbox) await rm(sandbox, { recursive: true, force: true });
});

/** Lints one file at a repository path; the messages of the import rule it broke, if any. */
async function importRuleMessages(file: string, source: string): Promise<string[]> {
  const full = path.join(sandbox, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, source);
  try {
    await run(biome, ["lint", "--reporter=github", file], { cwd: sandbox });
    return [];
  } catch (error) {
    const output = `${(error as { stdout?: string }).stdout ?? ""}`;
    return output
      .split("\n")
      .filter((line) => line.includes("noRestrictedImports"))
      .map((line) => line.replace(/^.*::/, ""));
  }
}

describe("the lint rule between the platform and the app it hosts", () => {
  it.each([
    ["packages/server/src/platform/probe.ts", 'import { emberApp } from "../ember-app/ember-app.ts";'],
    ["packages/server/src/platform/auth/probe.ts", 'import { siteConfig } from "@ember/domain";'],
    ["packages/server/src/platform/probe-app.ts", 'import { buildApp } from "../app.ts";'],
    [
      "packages/server/src/db/probe.ts",
      'import { emberMailContext } from "../ember-app/mail/ember-mail-context.ts";',
    ],
    ["packages/domain/src/probe.ts", 'import { buildApp } from "../../server/src/app.ts";'],
  ])("refuses %s importing the app: %s", async (file, line) => {
    const messages = await importRuleMessages(file, `${line}\n`);
    expect(messages.length).toBe(1);
  });

  it.each([
    [
      "packages/server/src/ember-app/probe.ts",
      'import { buildPlatform } from "../platform/build-platform.ts";',
    ],
    ["packages/server/src/ember-app/probe.ts", 'import { siteConfig } from "@ember/domain";'],
    ["packages/server/src/platform/probe.ts", 'import { textProblem } from "./text-problems.ts";'],
    ["packages/server/src/platform/probe.ts", 'import type { HostedApp } from "./hosted-app.ts";'],
  ])("lets %s import %s", async (file, line) => {
    const messages = await importRuleMessages(file, `${line}\n`);
    expect(messages).toEqual([]);
  });
});
