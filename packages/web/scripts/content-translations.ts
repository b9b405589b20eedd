// The content translations kept in the repository (src/i18n/content/{language}.json: each English text
// of the pages, as it renders, to its translation) go with the build, to content-translations/ in the
// client build, where the server reads them (docs/translations.md). The prerender (src/entry.server.tsx)
// has written down every text the pages in the other languages looked up (content texts, titles,
// descriptions, image descriptions) and those it found no translation for. This step fails the build on
// the latter, naming every language and text at once, and lists the translations whose English no page
// shows any more (the English changed: translate anew). Runs after `react-router build`.
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const client = resolve(here, "../build/client");
const sources = resolve(here, "../src/i18n/content");
const target = join(client, "content-translations");

const prerendered = JSON.parse(await readFile(resolve(here, "../build/prerendered-texts.json"), "utf8")) as {
  texts: string[];
  missing: Record<string, string[]>;
};
const texts = new Set(prerendered.texts);
if (texts.size === 0)
  throw new Error("No content text found in the build: check src/entry.server.tsx and this script");

await mkdir(target, { recursive: true });
for (const name of (await readdir(sources)).filter((file) => file.endsWith(".json")).sort()) {
  const translations = JSON.parse(await readFile(join(sources, name), "utf8")) as Record<string, unknown>;
  for (const [english, translation] of Object.entries(translations)) {
    if (typeof translation !== "string" || translation.trim() === "") {
      throw new Error(`src/i18n/content/${name}: the translation of ${JSON.stringify(english)} is empty`);
    }
  }
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
const missing = Object.entries(prerendered.missing).flatMap(([language, found]) =>
  found.map((text) => `${language}: ${JSON.stringify(text)}`),
);
if (missing.length > 0) {
  throw new Error(
    `${missing.length} page text(s) have no translation in src/i18n/content/ (add them, or run npm run translate:warm):\n` +
      missing.join("\n"),
  );
}
process.stdout.write(`content translations: ${texts.size} texts, every one translated in every language\n`);
