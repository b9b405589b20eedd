import { readdirSync, readFileSync } from "node:fs";
import {
  answerScale,
  assessmentCategories,
  assessmentTiers,
  badgeCategoryTexts,
  chatFallbackReply,
  communityOptions,
  formMessages,
  hotlines,
  type LanguageCode,
  languages,
  planTexts,
  programInterestLabels,
  programme,
} from "@ember/domain";
import { describe, expect, it } from "vitest";
import { catalogAreas } from "../src/i18n/catalog-shape.ts";
import { loadAdminCatalog } from "../src/i18n/load-admin-catalog.ts";
import { englishCatalog, loadCatalog } from "../src/i18n/load-catalog.ts";
import type { PluralMessage } from "../src/i18n/plural.ts";
import { sameAsEnglish } from "../src/i18n/same-as-english.ts";
import { badgeCategoryLabel } from "../src/lib/badge-category-label.ts";
import { fieldErrorText } from "../src/lib/field-error-text.ts";
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

const catalogsDirectory = new URL("../src/i18n/catalogs/", import.meta.url);
const catalogFilesOf = (code: LanguageCode) =>
  readdirSync(new URL(`${code}/`, catalogsDirectory))
    .filter((name) => name.endsWith(".json"))
    .sort();
const readJson = (file: URL): unknown => JSON.parse(readFileSync(file, "utf8"));
const catalogFile = (code: LanguageCode, name: string) =>
  readJson(new URL(`${code}/${name}`, catalogsDirectory));

const kindOf = (value: unknown) =>
  value === null
    ? "null"
    : Array.isArray(value)
      ? "a list"
      : typeof value === "object"
        ? "an object"
        : typeof value === "string"
          ? "a string"
          : `a ${typeof value}`;

/**
 * What keeps a translated catalog file from having its English file's shape: a key missing or added, a
 * value of another kind (a text, a list of the same length, an object), a plural message without
 * `other` or with a category its language's plural rules do not name. The compiler checked this while
 * the catalogs were TypeScript; JSON files are held to it here.
 */
function shapeProblems(english: unknown, translated: unknown, code: LanguageCode, path: string): string[] {
  const found = kindOf(translated);
  if (typeof english === "string")
    return found === "a string" ? [] : [`${path}: a string in English, ${found} here`];
  if (isPluralMessage(english)) {
    if (found !== "an object") return [`${path}: a plural message in English, ${found} here`];
    const used: readonly string[] = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    const forms = Object.entries(translated as object);
    return [
      ...(Object.hasOwn(translated as object, "other") ? [] : [`${path}: a plural message without other`]),
      ...forms
        .filter(([category]) => !used.includes(category))
        .map(([category]) => `${path}.${category}: a plural category ${code} does not use`),
      ...forms
        .filter(([, text]) => typeof text !== "string")
        .map(([category, text]) => `${path}.${category}: ${kindOf(text)}, not a string`),
    ];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return [`${path}: a list in English, ${found} here`];
    if (translated.length !== english.length)
      return [`${path}: ${english.length} items in English, ${translated.length} here`];
    return english.flatMap((item, index) => shapeProblems(item, translated[index], code, `${path}.${index}`));
  }
  if (found !== "an object") return [`${path}: an object in English, ${found} here`];
  const englishEntries = english as Record<string, unknown>;
  const entries = translated as Record<string, unknown>;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  return [
    ...Object.keys(englishEntries)
      .filter((key) => !Object.hasOwn(entries, key))
      .map((key) => `${at(key)}: missing`),
    ...Object.keys(entries)
      .filter((key) => !Object.hasOwn(englishEntries, key))
      .map((key) => `${at(key)}: not in English`),
    ...Object.keys(englishEntries)
      .filter((key) => Object.hasOwn(entries, key))
      .flatMap((key) => shapeProblems(englishEntries[key], entries[key], code, at(key))),
  ];
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
    it("has English's files, each with English's keys and kinds of value", () => {
      expect(catalogFilesOf(code)).toEqual(catalogFilesOf("en"));
      const problems = catalogFilesOf("en").flatMap((name) =>
        shapeProblems(catalogFile("en", name), catalogFile(code, name), code, name.replace(/\.json$/, "")),
      );
      expect(problems, problems.join("\n")).toEqual([]);
    });

    it("is what the site loads", async () => {
      const files = Object.fromEntries(
        [...catalogAreas, "admin"].map((area) => [area, catalogFile(code, `${area}.json`)]),
      );
      expect(await catalogOf(code)).toEqual(files);
    });

    it("has text for every key, with English's placeholders", async () => {
      const { texts, plurals } = shapeOf(await catalogOf(code));
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

/** The texts of each language's chat that name the domain's hotlines (988, HELLO to 741741, 911). */
const hotlineTexts: Readonly<Record<string, readonly (keyof typeof hotlines)[]>> = {
  "crisisNote.body": ["crisisLine", "textWord", "textLine", "emergency"],
  "gate.resources.0": ["crisisLine"],
  "gate.acknowledgement": ["crisisLine"],
  "gate.loadFailed": ["crisisLine"],
  greeting: ["crisisLine"],
  "safetyReplies.1": ["emergency", "crisisLine", "textWord", "textLine"],
  "safetyReplies.2": ["crisisLine", "textWord", "textLine"],
  "safetyReplies.3": ["crisisLine", "textWord", "textLine"],
  "crisisDialog.headlines.1": ["emergency"],
  "crisisDialog.resources.call.title": ["crisisLine"],
  "crisisDialog.resources.text.title": ["textWord", "textLine"],
};

const textAt = (tree: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

/*
 * English texts the domain holds too: the server scores, e-mails and quotes them in English. The English
 * catalog writes them out so that translators see the whole source; these checks keep the two copies one.
 */
describe("the English catalog", () => {
  const { assessment, badges, chat, forms } = englishCatalog;

  it("words the assessment as the domain does", () => {
    expect(assessment.scale).toEqual(answerScale.map(({ label }) => label));
    expect(assessment.categories).toEqual(
      Object.fromEntries(
        assessmentCategories.map(({ key, name, subtitle, statements }) => [
          key,
          subtitle === null ? { name, statements } : { name, subtitle, statements },
        ]),
      ),
    );
    expect(assessment.tiers).toEqual(
      Object.fromEntries(
        assessmentTiers.map(({ key, name, description, recommendations }) => [
          key,
          {
            name,
            description,
            recommendations: recommendations.map(({ title, advice }) => ({ title, advice })),
          },
        ]),
      ),
    );
  });

  it("words the badges, the plans, the forms' choices and messages and the fallback reply as the domain does", () => {
    expect(badges.categories.items).toEqual(badgeCategoryTexts);
    expect(badges.pricing.plans.cards).toEqual(planTexts);
    expect(chat.fallbackReply).toBe(chatFallbackReply({ contactEmail: "{email}" }));
    const { invalid: _unknownMessage, ...validation } = forms.validation;
    expect(validation).toEqual(
      Object.fromEntries(
        Object.entries(formMessages).map(([key, message]) => [key, fieldErrorText(message)]),
      ),
    );
    expect(forms.application.programChoices).toEqual(programInterestLabels);
    expect(forms.firePlan.communities).toEqual(communityOptions);
    expect(forms.success.purposeSeekerBadge).toBe(badgeCategoryLabel("purpose_seeker"));
    for (const text of [
      forms.application.success.nextSteps[2],
      forms.firePlan.section.intro,
      forms.firePlan.fields.specific_progress_3_4_months.label,
    ])
      expect(text).toContain(programme.actionPlanHorizon);
  });

  it("has a note only for a key it has", () => {
    const notes = readJson(new URL("notes.json", catalogsDirectory)) as Record<string, string>;
    const paths = new Set<string>();
    const collect = (node: unknown, path: string) => {
      paths.add(path);
      if (node && typeof node === "object")
        for (const [key, item] of Object.entries(node)) collect(item, `${path}.${key}`);
    };
    for (const [area, tree] of Object.entries(englishTree)) collect(tree, area);
    expect(Object.keys(notes).filter((path) => !paths.has(path))).toEqual([]);
  });
});

describe.each(languages.map((l) => l.code))("%s's chat", (code) => {
  it("names the domain's hotlines where English does", async () => {
    const { chat } = await loadCatalog(code);
    for (const [path, names] of Object.entries(hotlineTexts))
      for (const name of names) expect(textAt(chat, path), `${code} chat.${path}`).toContain(hotlines[name]);
  });
});
