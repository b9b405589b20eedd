import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Every relative link of README.md and docs/ must lead somewhere: a file of the repository and, for a
// Markdown file, one of its headings. A newcomer follows these links first.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith(".md") ? [full] : [];
  });
}

/** The text outside fenced code blocks and inline code, where links are links. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");

/** The anchors GitHub gives a Markdown file's headings (a repeated heading gets -1, -2, ...). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = (heading ?? "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const files = [path.join(root, "README.md"), ...markdownFiles(path.join(root, "docs"))];

describe("the links of README.md and docs/", () => {
  it("finds the documents", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((file) => [path.relative(root, file), file]))(
    "%s links only to what exists",
    (_, file) => {
      expect(brokenLinks(file, readFileSync(file, "utf8"))).toEqual([]);
    },
  );

  it("would see a missing file, a missing heading and a repeated heading's anchor", () => {
    const file = path.join(root, "docs", "example.md");
    const text = [
      "# Example",
      "## Steps",
      "## Steps",
      "[ok](#steps-1) [gone](#nothing) [file](deploy.md) [missing](nowhere.md) [web](https://example.org)",
      "`[code](nowhere-either.md)`",
    ].join("\n");
    expect(brokenLinks(file, text)).toEqual(["#nothing: no such heading", "nowhere.md: no such file"]);
  });
});

/** The relative links of a Markdown file's text that lead nowhere. */
function brokenLinks(file: string, text: string): string[] {
  const broken: string[] = [];
  for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [where = "", anchor] = target.split("#");
    const destination = where === "" ? file : path.resolve(path.dirname(file), decodeURI(where));
    const own = where === "";
    if (!own && !existsSync(destination)) {
      broken.push(`${target}: no such file`);
      continue;
    }
    const markdown = own ? text : destination.endsWith(".md") ? readFileSync(destination, "utf8") : undefined;
    if (anchor && markdown !== undefined && !anchorsOf(markdown).has(anchor)) {
      broken.push(`${target}: no such heading`);
    }
  }
  return broken;
}
