import { type LanguageCode, languages } from "@ember/domain";
import { describe, expect, it } from "vitest";
import { loadAdminCatalog } from "../src/i18n/load-admin-catalog.ts";
import { englishCatalog, loadCatalog } from "../src/i18n/load-catalog.ts";
import { sameAsEnglish } from "../src/i18n/same-as-english.ts";

type Leaf = { path: string; text: string };

function leavesOf(value: unknown, path: string, into: Leaf[]): Leaf[] {
  if (typeof value === "string") into.push({ path, text: value });
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) leavesOf(item, `${path}.${index}`, into);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) leavesOf(item, path ? `${path}.${key}` : key, into);
  return into;
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** The site's catalog and the staff console's (loaded apart, load-admin-catalog.ts) as one tree. */
async function catalogOf(code: LanguageCode): Promise<object> {
  const [site, admin] = await Promise.all([loadCatalog(code), loadAdminCatalog(code)]);
  return { ...site, admin };
}

const english = new Map(
  leavesOf({ ...englishCatalog, admin: await loadAdminCatalog("en") }, "", []).map((leaf) => [
    leaf.path,
    leaf.text,
  ]),
);
const others = languages
  .map((l) => l.code)
  .filter((code): code is Exclude<LanguageCode, "en"> => code !== "en");

describe("the interface catalogs", () => {
  it("has English text for every key", () => {
    for (const [path, text] of english) expect(text.trim(), path).not.toBe("");
  });

  describe.each(others)("%s", (code) => {
    it("has exactly the English keys, each with text and the same placeholders", async () => {
      const catalog = await catalogOf(code);
      const leaves = new Map(leavesOf(catalog, "", []).map((leaf) => [leaf.path, leaf.text]));
      expect([...leaves.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, text] of leaves) {
        expect(text.trim(), `${code} ${path}`).not.toBe("");
        expect(placeholdersOf(text), `${code} ${path}`).toEqual(placeholdersOf(english.get(path) ?? ""));
      }
    });

    it("leaves no English text untranslated", async () => {
      const allowed = new Set([...(sameAsEnglish.all ?? []), ...(sameAsEnglish[code] ?? [])]);
      const leaves = leavesOf(await catalogOf(code), "", []);
      const untranslated = leaves
        .filter(
          ({ path, text }) => text === english.get(path) && /\p{L}{2}/u.test(text) && !allowed.has(path),
        )
        .map(({ path }) => path);
      expect(untranslated).toEqual([]);
    });
  });
});
