import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CoverageTable } from "./coverage-table.ts";

/**
 * What keeps the table honest, as a list of problems (empty when it holds): the table and the SDK name the
 * same methods, and every test it cites exists and calls the method. The check on the tests is a floor:
 * it catches a renamed or deleted test and a method cited by the wrong file, not a test that calls a method
 * without checking what it does. That judgement is made when an entry is written (decision 0073).
 */
export function checkTable(
  table: CoverageTable,
  surface: readonly string[],
  installedVersion: string,
  testsRoot: string,
): string[] {
  const problems: string[] = [];
  if (table.sdk !== installedVersion) {
    problems.push(
      `the table describes @base44/sdk ${table.sdk}, the installed one is ${installedVersion}: review every entry and update "sdk"`,
    );
  }

  const onSdk = new Set(surface);
  const local = new Set(Object.keys(table.local));
  const described = new Set<string>();
  for (const [name, entry] of Object.entries(table.methods)) {
    const of = entry.of ?? name;
    if (!onSdk.has(of))
      problems.push(`${name}: ${entry.of ? `its "of", ${of},` : "it"} is not a method of the SDK`);
    if (!entry.of) described.add(name);
    if (local.has(name)) problems.push(`${name}: listed both as local and as a method`);
  }
  for (const name of local)
    if (!onSdk.has(name)) problems.push(`${name}: listed as local, not a method of the SDK`);
  for (const name of surface) {
    if (!described.has(name) && !local.has(name))
      problems.push(`${name}: a method of the SDK missing from the table`);
  }

  const sources = new Map<string, string | null>();
  const sourceOf = (file: string) => {
    if (!sources.has(file)) {
      const full = path.resolve(testsRoot, file);
      const inside = full.startsWith(`${testsRoot}${path.sep}`);
      sources.set(file, inside && existsSync(full) ? readFileSync(full, "utf8") : null);
    }
    return sources.get(file) ?? null;
  };
  for (const [name, entry] of Object.entries(table.methods)) {
    if (
      entry.status === "complete" &&
      !entry.tests.some((file) => /(^|\/)contract\/[^/]+\.contract\.test\.ts$/.test(file))
    ) {
      problems.push(`${name}: complete needs a contract test that drives it through the SDK`);
    }
    if (entry.status !== "complete" && entry.note.trim() === "") {
      problems.push(`${name}: ${entry.status} needs a note saying what is missing and what to do instead`);
    }
    const method = methodName(name);
    for (const file of entry.tests) {
      const source = sourceOf(file);
      if (source === null)
        problems.push(`${name}: test file ${file} does not exist under packages/server/test`);
      else if (!mentions(source, method)) problems.push(`${name}: ${file} never calls .${method}`);
    }
  }
  return problems;
}

/**
 * What a test must call for a path: its method (`entities.<Entity>.list` → `list`,
 * `actors.<Actor>(instanceId).connect` → `connect`), or, where the method is itself a placeholder, the last
 * named part before it (`integrations.<Package>.<Endpoint>` → `integrations`).
 */
export const methodName = (name: string): string => {
  const named = name.split(".").filter((part) => !part.startsWith("<"));
  return named[named.length - 1] ?? name;
};

const mentions = (source: string, method: string) =>
  new RegExp(`\\.${method.replace(/[^\w]/g, "\\$&")}\\b`).test(source);

/** The README's one-line summary must state the table's current totals (whitespace may wrap). */
export function checkReadme(readme: string, totals: string): string[] {
  return readme.replace(/\s+/g, " ").includes(totals)
    ? []
    : [`README.md's "SDK coverage" section does not say "${totals}"`];
}
