import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pageForPath, siteConfig } from "@ember/domain";
import { describe, expect, it } from "vitest";

const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../src/content");

/** Every `to` (an internal link) in a content module, found by walking its exported values. */
function internalLinks(value: unknown, found: string[] = [], seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== "object" || seen.has(value)) return found;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    if (key === "to" && typeof child === "string") found.push(child);
    else internalLinks(child, found, seen);
  }
  return found;
}

const modules = readdirSync(contentDir).filter((file) => file.endsWith(".ts") && file !== "types.ts");

describe("internal links in src/content", () => {
  it.each(modules)("%s links only to routes that exist", async (file) => {
    const mod: Record<string, unknown> = await import(path.join(contentDir, file));
    for (const to of internalLinks(mod)) {
      expect(pageForPath(to, siteConfig), `${file}: ${to}`).not.toBeNull();
    }
  });

  it("finds the links it checks", async () => {
    const pricing: Record<string, unknown> = await import(path.join(contentDir, "pricing.ts"));
    expect(internalLinks(pricing)).toContain("/GetStarted");
  });
});
