import { readFileSync, writeFileSync } from "node:fs";
import { checkReadme, checkTable } from "./sdk-coverage/coverage-checks.ts";
import { renderPage, renderSummary, totalsLine, totalsOf } from "./sdk-coverage/coverage-report.ts";
import { pagePath, readmePath, readTable, testsRoot } from "./sdk-coverage/coverage-table.ts";
import { sdkSurface, sdkVersion } from "./sdk-coverage/sdk-surface.ts";

// `npm run sdk:coverage`: checks docs/sdk-coverage.jsonc against the installed @base44/sdk and the tests,
// and prints the totals and the missing methods. `-- --write` also renders docs/sdk-coverage.md.

const table = readTable();
const problems = [
  ...checkTable(table, sdkSurface(), sdkVersion(), testsRoot),
  ...checkReadme(readFileSync(readmePath, "utf8"), totalsLine(totalsOf(table))),
];
const page = renderPage(table);

if (process.argv.includes("--write")) writeFileSync(pagePath, page);
else if (readFileSync(pagePath, "utf8") !== page) {
  problems.push("docs/sdk-coverage.md is not the table's rendering: run npm run sdk:coverage -- --write");
}

process.stdout.write(`${renderSummary(table)}\n`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
