import { type LanguageCode, languages } from "@ember/domain";
import { describe, expect, it } from "vitest";
import { loadAdminCatalog } from "../src/i18n/load-admin-catalog.ts";
import { englishCatalog, loadCatalog } from "../src/i18n/load-catalog.ts";
import type { PluralMessage } from "../src/i18n/plural.ts";
import { sameAsEnglish } from "../src/i18n/same-as-english.ts";
import { isPluralMessage } from "./translated-texts.ts";

type Leaf = { path: string; text: string };

/** Every text, a plural message's forms as `path.category`; `plurals` collects the plural messages' paths. */
function leavesOf(value: unknown, path: string, into: Leaf[], plurals?: Map<string, PluralMessage>): Leaf[] {
  if (typeof value === "string") into.push({ path, text: value });
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) leavesOf(item, `${path}.${index}`, into, plurals);
  else if (value && typeof value === "object") {
    // A plural message's forms (plural.ts) differ per language, so the shape check takes it as one entry.
    if (isPluralMessage(value)) plurals?.set(path, value);
    for (const [key, item] of Object.entries(value))
      leavesOf(item, path ? `${path}.${key}` : key, into, plurals);
  }
  return into;
}

/** The keys a catalog must share with English: its texts, with each plural message as one key. */
function shapeOf(catalog: object): { texts: Map<string, string>; plurals: Map<string, PluralMessage> } {
  const plurals = new Map<string, PluralMessage>();
  const leaves = leavesOf(catalog, "", [], plurals);
  const inPlural = (path: string) => plurals.has(path.slice(0, path.lastIndexOf(".")));
  return {
    texts: new Map(leaves.filter((leaf) => !inPlural(leaf.path)).map((leaf) => [leaf.path, leaf.text])),
    plurals,
  };
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** The site's catalog and the staff console's (loaded apart, load-admin-catalog.ts) as one tree. */
async function catalogOf(code: LanguageCode): Promise<object> {
  const [site, admin] = await Promise.all([loadCatalog(code), loadAdminCatalog(code)]);
  return { ...site, admin };
}

const englishTree = { ...englishCatalog, admin: await loadAdminCatalog("en") };
const english = new Map(leavesOf(englishTree, "", []).map((leaf) => [leaf.path, leaf.text]));
const englishShape = shapeOf(englishTree);
const others = languages
  .map((l) => l.code)
  .filter((code): code is Exclude<LanguageCode, "en"> => code !== "en");

describe("the interface catalogs", () => {
  it("has English text for every key", () => {
    for (const [path, text] of english) expect(text.trim(), path).not.toBe("");
  });

  describe.each(others)("%s", (code) => {
    it("has exactly the English keys, each with text and the same placeholders", async () => {
      const { texts, plurals } = shapeOf(await catalogOf(code));
      expect([...texts.keys()].sort()).toEqual([...englishShape.texts.keys()].sort());
      expect([...plurals.keys()].sort()).toEqual([...englishShape.plurals.keys()].sort());
      for (const [path, text] of texts) {
        expect(text.trim(), `${code} ${path}`).not.toBe("");
        expect(placeholdersOf(text), `${code} ${path}`).toEqual(placeholdersOf(english.get(path) ?? ""));
      }
      // A plural message's `other` names what English's does; another form may leave `{count}` out
      // ("One answer…", "شارتان"). Which forms each language has is plurals.test.ts's check.
      for (const [path, forms] of plurals) {
        const englishOther = placeholdersOf(englishShape.plurals.get(path)?.other ?? "");
        expect(placeholdersOf(forms.other), `${code} ${path}.other`).toEqual(englishOther);
        for (const [category, text] of Object.entries(forms)) {
          expect(text.trim(), `${code} ${path}.${category}`).not.toBe("");
          for (const name of placeholdersOf(text))
            expect(englishOther, `${code} ${path}.${category}`).toContain(name);
        }
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
