import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type LanguageCode, languages } from "@ember/domain";
import { ConfigError, loadConfig } from "../config.ts";
import type { Queryable } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { openDatabase } from "../db/open-database.ts";
import type { LlmProvider } from "../services/llm/llm-provider.ts";
import { createOpenAiProvider } from "../services/llm/openai-provider.ts";
import { collectSiteTexts, pageFiles } from "../services/translation/site-texts.ts";
import { TranslationService } from "../services/translation/translation-service.ts";

/**
 * `npm run translate:warm -- --lang es` (ADR 0021): fills the shared translation cache with every
 * on-demand text of the built pages, so visitors of a new deployment get their pages translated from the
 * first view. Uses the server's own configuration (DATABASE_URL or DATA_DIR, LLM_*) and the same
 * translation service as the `translate` function.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
/** The prerendered pages of `npm run build`. */
export const defaultWebDir = path.resolve(here, "../../../web/build/client");

/**
 * Smaller batches than the function allows: the command is not in a hurry, and a model answers a few
 * dozen texts more reliably than two hundred.
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
  readonly texts: number;
  readonly cached: number;
  readonly translated: number;
  readonly failed: number;
}

export interface WarmOptions {
  readonly webDir: string;
  readonly db: Queryable;
  readonly provider: LlmProvider;
  readonly languages: readonly LanguageCode[];
  readonly timeoutMs?: number;
  readonly chunkTexts?: number;
  /** Called after each language. */
  readonly onLanguage?: (report: WarmReport) => void;
}

/** The command's core: every page's on-demand texts into each language, through the translation service. */
export async function warmTranslationCache(
  options: WarmOptions,
): Promise<{ pages: number; reports: WarmReport[] }> {
  const { pages, texts } = await collectSiteTexts(options.webDir);
  const service = new TranslationService({
    db: options.db,
    provider: options.provider,
    timeoutMs: options.timeoutMs ?? WARM_TIMEOUT_MS,
  });
  const reports: WarmReport[] = [];
  for (const language of options.languages) {
    const report = { language, texts: texts.length, cached: 0, translated: 0, failed: 0 };
    for (const chunk of chunkTexts(texts, options.chunkTexts)) {
      const { stats } = await service.translate(language, chunk);
      report.cached += stats.cached;
      report.translated += stats.translated;
      report.failed += stats.failed;
    }
    reports.push(report);
    options.onLanguage?.(report);
  }
  return { pages, reports };
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

/** The whole command: 0 when every text is cached, 1 on a problem or when some texts failed. */
export async function runWarmCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
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
  const webDir = config.webDir ?? defaultWebDir;
  if (!existsSync(webDir) || (await pageFiles(webDir)).length === 0) {
    out.error(`No built pages in ${webDir}. Run \`npm run build\` first, then this command again.`);
    return 1;
  }
  const translator = provider ?? (config.llm ? createOpenAiProvider(config.llm) : undefined);
  if (!translator) {
    out.error(
      "No translation model is configured: set LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY if the provider needs one), then run this command again.",
    );
    return 1;
  }

  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    out.log(`Translating the on-demand texts of ${webDir} into ${args.languages.join(", ")}`);
    const { pages, reports } = await warmTranslationCache({
      webDir,
      db,
      provider: translator,
      languages: args.languages,
      onLanguage: (r) =>
        out.log(
          `${r.language}: ${r.texts} texts, ${r.cached} already cached, ${r.translated} newly translated, ${r.failed} failed`,
        ),
    });
    const failed = reports.reduce((sum, r) => sum + r.failed, 0);
    out.log(
      `${pages} pages read.${failed > 0 ? " Some texts failed: run the command again to retry them." : ""}`,
    );
    return failed > 0 ? 1 : 0;
  } finally {
    await db.close();
  }
}
