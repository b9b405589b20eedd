// The content translations kept in the repository (src/i18n/content/{language}.json: each English text
// of the pages, as it renders, to its translation) go with the build, to content-translations/ in the
// client build, where the server reads them (docs/translations.md). The build fails when a text that a
// prerendered page renders for translation (`<span data-tx="">`) has no translation in some language, and
// lists the translations whose English is no longer on any page (the English changed: translate anew).
// Runs after `react-router build`, before language-variants.ts deletes the language copies of the pages.
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { needsTranslation, onDemandTextsOf } from "@ember/domain";

const here = fileURLToPath(new URL(".", import.meta.url));
const client = resolve(here, "../build/client");
const sources = resolve(here, "../src/i18n/content");
const target = join(client, "content-translations");

async function* englishPages(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // __lang holds the language copies of the pages; their on-demand texts are English too.
    if (entry.isDirectory() && entry.name !== "assets" && entry.name !== "__lang") yield* englishPages(path);
    else if (entry.isFile() && entry.name === "index.html") yield path;
  }
}

const texts = new Set<string>();
for await (const file of englishPages(client)) {
  const html = await readFile(file, "utf8");
  for (const text of onDemandTextsOf(html)) if (needsTranslation(text)) texts.add(text);
}
if (texts.size === 0)
  throw new Error("No content text found in the build: check scripts/content-translations.ts");

await mkdir(target, { recursive: true });
const missing: string[] = [];
for (const name of (await readdir(sources)).filter((file) => file.endsWith(".json")).sort()) {
  const language = name.slice(0, -".json".length);
  const translations = JSON.parse(await readFile(join(sources, name), "utf8")) as Record<string, unknown>;
  for (const [english, translation] of Object.entries(translations)) {
    if (typeof translation !== "string" || translation.trim() === "") {
      throw new Error(`src/i18n/content/${name}: the translation of ${JSON.stringify(english)} is empty`);
    }
  }
  const absent = [...texts].filter((text) => !Object.hasOwn(translations, text));
  missing.push(...absent.map((text) => `${language}: ${JSON.stringify(text)}`));
  const stale = Object.keys(translations).filter((english) => !texts.has(english));
  if (stale.length > 0) {
    process.stderr.write(
      `src/i18n/content/${name}: ${stale.length} translation(s) of English no page shows any more (changed or removed):\n` +
        stale.map((english) => `  ${JSON.stringify(english.slice(0, 100))}`).join("\n") +
        "\n",
    );
  }
  // Only what the pages use goes with the build.
  const used = Object.fromEntries(
    [...texts].flatMap((text) => (Object.hasOwn(translations, text) ? [[text, translations[text]]] : [])),
  );
  await writeFile(join(target, name), JSON.stringify(used));
}
if (missing.length > 0) {
  throw new Error(
    `${missing.length} page text(s) have no translation in src/i18n/content/ (add them, or run npm run translate:warm):\n` +
      missing.slice(0, 50).join("\n"),
  );
}
process.stdout.write(`content translations: ${texts.size} texts, every one translated\n`);
