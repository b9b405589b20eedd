import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

// The repository cites only what it contains: the product description is docs/product.md, the reasons
// are docs/decisions/. Documents a reader cannot open (the team's first specification, its design notes,
// the issue tracker) are never cited by name or number.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const self = path.relative(root, fileURLToPath(import.meta.url));

// Built from parts, so that this file does not cite them itself.
const outside = [
  ["SP", "EC"],
  ["BASE44-", "API"],
  ["BASE44-", "CLI"],
  ["ARCHI", "TECTURE"],
  ["STYLE", "\\.md"],
].map(([a, b]) => new RegExp(`\\b${a}${b}\\b`));
const issueNumber = /\b[Ii]ssues? #?\d+\b/;

it("names no document the repository does not contain, and no issue by its number", () => {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && file !== self && !/\.(png|jpe?g|webp|ico|woff2?|gz|br)$/.test(file));
  const found: string[] = [];
  for (const file of files) {
    const lines = readFileSync(path.join(root, file), "utf8").split("\n");
    lines.forEach((line, i) => {
      if (outside.some((pattern) => pattern.test(line)) || issueNumber.test(line)) {
        found.push(`${file}:${i + 1}: ${line.trim().slice(0, 100)}`);
      }
    });
  }
  expect(found).toEqual([]);
});
