import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type LanguageCode, languages, needsTranslation } from "@ember/domain";
import { ConfigError, loadConfig } from "../config.ts";
import type { LlmProvider } from "../platform/llm/llm-provider.ts";
import { createOpenAiProvider } from "../platform/llm/openai-provider.ts";
import { withinTimeout } from "../platform/llm/within-timeout.ts";

/**
 * `npm run translate:warm -- --lang es` (docs/translations.md): asks the configured model for every text
 * of the site that the repository's translation files lack in a language, and writes the answers into
 * them (`packages/web/src/i18n/content/{language}.json`) for a translator to review, like any change. The
 * texts come from the last build's report (`packages/web/build/prerendered-texts.json`), which the build
 * writes even when it fails for a missing translation. A text that has its translation is never sent.
 */

/**
 * Smaller batches than the translate function allows: the command is not in a hurry, and a model answers a
 * few dozen texts more reliably than two hundred.
 */
const CHUNK_TEXTS = 40;
const CHUNK_CHARS = 20_000;
/** One chunk may take this long; the command has no visitor waiting. */
const WARM_TIMEOUT_MS = 120_000;

/** Batches within the function's limits (and the command's smaller ones). */
export function chunkTexts(
  texts: readonly string[],
  maxTexts: number = CHUNK_TEXTS,
  maxChars: number = CHUNK_CHARS,
): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const text of texts) {
    const length = [...text].length;
    if (current.length > 0 && (current.length >= maxTexts || chars + length > maxChars)) {
      chunks.push(current);
      current = [];
      chars = 0;
    }
    current.push(text);
    chars += length;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

export interface WarmReport {
  readonly language: LanguageCode;
  /** The site's texts that need translating, and those the file lacked. */
  readonly texts: number;
  readonly missing: number;
  readonly translated: number;
  readonly failed: number;
}

export interface FillOptions {
  /** The build's report of the site's texts (packages/web/build/prerendered-texts.json). */
  readonly reportFile: string;
  /** The repository's translation files (packages/web/src/i18n/content). */
  readonly contentDir: string;
  readonly provider: LlmProvider;
  readonly languages: readonly LanguageCode[];
  readonly timeoutMs?: number;
  readonly chunkTexts?: number;
  /** Called after each language. */
  readonly onLanguage?: (report: WarmReport) => void;
}

/** The command's core: each language's missing texts, asked of the model, written into its file. */
export async function fillTranslationFiles(options: FillOptions): Promise<WarmReport[]> {
  const report = JSON.parse(await readFile(options.reportFile, "utf8")) as { texts?: unknown };
  const texts = (Array.isArray(report.texts) ? report.texts : []).filter(
    (text): text is string => typeof text === "string" && needsTranslation(text),
  );
  const reports: WarmReport[] = [];
  for (const language of options.languages) {
    const file = path.join(options.contentDir, `${language}.json`);
    const translations = existsSync(file)
      ? (JSON.parse(await readFile(file, "utf8")) as Record<string, string>)
      : {};
    const missing = texts.filter((text) => !Object.hasOwn(translations, text));
    let [translated, failed] = [0, 0];
    for (const chunk of chunkTexts(missing, options.chunkTexts)) {
      const answer = await withinTimeout(
        (signal) => options.provider.translateBatch(chunk, language, signal),
        options.timeoutMs ?? WARM_TIMEOUT_MS,
      );
      chunk.forEach((text, i) => {
        const translation = answer.ok ? answer.value[i] : undefined;
        if (translation === undefined || translation.trim() === "") failed++;
        else {
          translations[text] = translation;
          translated++;
        }
      });
    }
    if (translated > 0) await writeFile(file, `${JSON.stringify(translations, null, 2)}\n`);
    const done = { language, texts: texts.length, missing: missing.length, translated, failed };
    reports.push(done);
    options.onLanguage?.(done);
  }
  return reports;
}

const usage = "Usage: npm run translate:warm -- --lang <code> [--lang <code>...] | --all";
const targetCodes = languages.map((language) => language.code).filter((code) => code !== "en");

/** The languages named on the command line, or a problem to report. */
export function parseWarmArgs(argv: readonly string[]): { languages: LanguageCode[] } | { error: string } {
  const chosen = new Set<LanguageCode>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--all") {
      for (const code of targetCodes) chosen.add(code);
      continue;
    }
    const value = arg.startsWith("--lang=")
      ? arg.slice("--lang=".length)
      : arg === "--lang"
        ? argv[++i]
        : undefined;
    if (value === undefined)
      return { error: arg === "--lang" ? "--lang needs a language code" : `Unknown argument: ${arg}` };
    for (const code of value.split(",").map((c) => c.trim().toLowerCase())) {
      if (code === "en") return { error: "English needs no translation: choose another language" };
      const known = targetCodes.find((c) => c === code);
      if (!known) return { error: `Unknown language "${code}": one of ${targetCodes.join(", ")}` };
      chosen.add(known);
    }
  }
  if (chosen.size === 0) return { error: "Choose a language with --lang, or --all" };
  return { languages: [...chosen] };
}

export interface Console {
  log(message: string): void;
  error(message: string): void;
}

/** Where the command finds the build's report and writes the translations: the web package's folder. */
export interface WebPackage {
  readonly reportFile: string;
  readonly contentDir: string;
}

export function webPackageAt(dir: string): WebPackage {
  return {
    reportFile: path.join(dir, "build", "prerendered-texts.json"),
    contentDir: path.join(dir, "src", "i18n", "content"),
  };
}

/** The whole command: 0 when every missing text was translated, 1 on a problem or when some failed. */
export async function runWarmCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  web: WebPackage,
  out: Console = console,
  provider?: LlmProvider,
): Promise<number> {
  const args = parseWarmArgs(argv);
  if ("error" in args) {
    out.error(`${args.error}\n${usage}`);
    return 1;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
  if (!existsSync(web.contentDir)) {
    out.error(
      `No translation files in ${web.contentDir}: this command fills the repository's files for review, so run it in a checkout of the repository (not in the production image).`,
    );
    return 1;
  }
  if (!existsSync(web.reportFile)) {
    out.error(
      `No report of the site's texts in ${web.reportFile}. Run \`npm run build\` first (it writes the report even when it stops for a missing translation), then this command again.`,
    );
    return 1;
  }
  const translator = provider ?? (config.llm ? createOpenAiProvider(config.llm) : undefined);
  if (!translator) {
    out.error(
      "No translation model is configured: set LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY if the provider needs one), then run this command again.",
    );
    return 1;
  }
  out.log(`Translating what ${web.contentDir} lacks into ${args.languages.join(", ")}`);
  const reports = await fillTranslationFiles({
    ...web,
    provider: translator,
    languages: args.languages,
    onLanguage: (r) =>
      out.log(
        `${r.language}: ${r.texts} texts, ${r.missing} without a translation, ${r.translated} translated for review, ${r.failed} failed`,
      ),
  });
  const failed = reports.reduce((sum, r) => sum + r.failed, 0);
  if (failed > 0) out.log("Some texts failed: run the command again to retry them.");
  else out.log("Review the new translations (git diff), then run npm run build.");
  return failed > 0 ? 1 : 0;
}
