// `npm run translations:merge -- <file>`: makes the staff's translation corrections, downloaded from the
// console's Translations page (`translation-corrections.json`: language -> English text -> translation),
// part of the repository's translation files, src/i18n/content/{language}.json. An existing entry's
// translation is replaced; a text the file lacks is added at its end. Review the change like any other.
import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { prefixedLanguages } from "@ember/domain";

const contentDir = resolve(fileURLToPath(new URL(".", import.meta.url)), "../src/i18n/content");

/** The merged file's entries: the repository's, with the corrections in place or appended. */
export function mergeCorrections(
  current: Readonly<Record<string, string>>,
  corrections: Readonly<Record<string, string>>,
): { merged: Record<string, string>; replaced: number; added: number } {
  const merged = { ...current };
  let [replaced, added] = [0, 0];
  for (const [english, translation] of Object.entries(corrections)) {
    if (typeof translation !== "string" || translation.trim() === "") continue;
    if (!Object.hasOwn(current, english)) added++;
    else if (current[english] !== translation) replaced++;
    merged[english] = translation;
  }
  return { merged, replaced, added };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write("usage: npm run translations:merge -- <translation-corrections.json>\n");
    process.exit(64);
  }
  const parsed = JSON.parse(await readFile(file, "utf8")) as { corrections?: Record<string, unknown> };
  const byLanguage = parsed.corrections ?? parsed;
  for (const [language, corrections] of Object.entries(byLanguage)) {
    if (!prefixedLanguages.includes(language as never) || typeof corrections !== "object" || !corrections) {
      process.stderr.write(`${language}: not one of ${prefixedLanguages.join(", ")}; skipped\n`);
      continue;
    }
    const path = resolve(contentDir, `${language}.json`);
    const current = JSON.parse(await readFile(path, "utf8")) as Record<string, string>;
    const { merged, replaced, added } = mergeCorrections(current, corrections as Record<string, string>);
    await writeFile(path, `${JSON.stringify(merged, null, 2)}\n`);
    process.stdout.write(
      `${language}: ${replaced} corrected, ${added} added (src/i18n/content/${language}.json)\n`,
    );
  }
}
