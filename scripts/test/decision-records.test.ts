import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

// A decision record says when it was taken and whether it still holds; a replaced one is marked
// superseded rather than rewritten, so a reader can always tell which reasoning is current.

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs/decisions");

it("gives every decision record a number, a date and a status", () => {
  const records = readdirSync(dir).filter((name) => name.endsWith(".md"));
  expect(records.length).toBeGreaterThan(50);
  const incomplete = records.filter((name) => {
    const text = readFileSync(path.join(dir, name), "utf8");
    return (
      !/^\d{4}-[a-z0-9-]+\.md$/.test(name) ||
      !/^Date: \d{4}-\d{2}-\d{2}$/m.test(text) ||
      // Not in the future: a date is when the decision was taken.
      (/^Date: (\S+)$/m.exec(text)?.[1] ?? "") > new Date().toISOString().slice(0, 10) ||
      !/^Status: (accepted|superseded|proposed)\b/m.test(text)
    );
  });
  expect(incomplete).toEqual([]);
});

it("numbers the records without gaps or repeats", () => {
  const numbers = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => Number(name.slice(0, 4)))
    .sort((a, b) => a - b);
  expect(numbers).toEqual(numbers.map((_, i) => i + 1));
});
