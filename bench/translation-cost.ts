/**
 * What translation costs (ADR 0049): every public page in each of the 9 other languages, against a local
 * OpenAI-protocol model that counts requests and texts and answers in the language's script. Cold: the
 * shared cache is empty. Warm: another visitor (a new browser session) reads the same page after it.
 * Compared with the design of product.md#languages, where every text is one model request for every
 * visitor session.
 */
import { type LanguageCode, languages } from "@ember/domain";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../e2e/support/chromium-flags.ts";
import { startFakeTranslator } from "../e2e/support/fake-translator.ts";
import { startServer } from "../e2e/support/servers.ts";
import { installUntranslatedShown } from "../e2e/support/untranslated-shown.ts";
import { freePort } from "../packages/server/test/setup/throwaway-postgres.ts";
import { pseudoTranslation } from "./pseudo-translation.ts";

export interface TranslationCostRow {
  language: LanguageCode;
  pages: number;
  /**
   * Distinct texts per page view that need translating (product.md#translation-and-badge-search-rules:
   * 3 characters or more), in English.
   */
  texts: number;
  coldRequests: number;
  coldMaxRequests: number;
  textsSent: number;
  warmRequests: number;
  coldMs: number;
  coldMaxMs: number;
  warmMs: number;
  warmMaxMs: number;
  /** Warm: first contentful paint (the page is hidden until it shows in the language), p50 and max. */
  warmFirstPaintMs: number;
  warmFirstPaintMaxMs: number;
  /** Warm: the share of views whose every content text was translated at that first paint (target 1). */
  warmTranslatedAtFirstPaint: number;
}

const languageKey = "ember_language";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

/** What one view saw, as the page itself reported it (watchPage). */
interface Seen {
  /** From navigation start: scripted, shown, and no text waiting for its translation. */
  ms: number;
  firstPaint: { ms: number; translated: boolean };
  /** Distinct content texts of 3 characters or more with a letter. */
  texts: number;
}

/**
 * Runs in the page before anything else (an init script: it cannot close over anything). It stores the
 * language, notes the first contentful paint, what each frame showed until then (content texts still
 * busy or in English), and the moment it is scripted with no text waiting, and reports once.
 */
function watchPage({ languageKey, language }: { languageKey: string; language: string }) {
  if (language !== "en") window.localStorage.setItem(languageKey, language);
  let firstPaint: number | undefined;
  // The most content texts shown untranslated (busy or in English) in any frame before the first paint
  // was reported: a page is shown as it arrives, so each frame counts, not only the first.
  let shownEnglish = 0;
  let ready: number | undefined;
  let reported = false;
  const send = () => {
    if (reported || firstPaint === undefined || ready === undefined) return;
    reported = true;
    const seen = { ms: ready, firstPaint: { ms: firstPaint, translated: shownEnglish === 0 } };
    // The texts are counted on the whole page, which an English page may paint before it has parsed.
    const report = () => {
      const wanted = [...document.querySelectorAll("[data-tx]")]
        .map((e) => e.textContent ?? "")
        .filter((t) => t.trim().length >= 3 && /\p{L}/u.test(t));
      (window as unknown as { __benchReport(seen: Seen): void }).__benchReport({
        ...seen,
        texts: new Set(wanted).size,
      });
    };
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", report);
    else report();
  };
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName("first-contentful-paint")[0];
    if (!entry) return;
    firstPaint = entry.startTime;
    // English pages start their scripts on the first interaction: the paint is all there is to see.
    if (language === "en") ready = entry.startTime;
    setTimeout(send, 0);
  }).observe({ type: "paint", buffered: true });
  const frame = () => {
    const root = document.documentElement;
    if (root && document.body && !root.hasAttribute("data-translating")) {
      const untranslated = (window as unknown as { __untranslatedShown(): number }).__untranslatedShown();
      shownEnglish = Math.max(shownEnglish, untranslated);
    }
    if (firstPaint === undefined) requestAnimationFrame(frame);
  };
  if (language !== "en") requestAnimationFrame(frame);
  // The document has no <html> element yet when this runs: watch the whole document.
  new MutationObserver(() => {
    const root = document.documentElement;
    if (!root || root.hasAttribute("data-translating")) return;
    if (
      ready === undefined &&
      root.hasAttribute("data-hydrated") &&
      !document.querySelector("[data-tx][aria-busy]")
    ) {
      ready = performance.now();
      send();
    }
  }).observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ["data-translating", "data-hydrated", "aria-busy"],
  });
}

export interface TranslationCost {
  readonly rows: TranslationCostRow[];
  /** Views of each page per language when warm (and in English). */
  readonly warmViews: number;
  /** The same pages in English, measured the same way: what a page costs the browser untranslated. */
  readonly english: { readonly firstPaintMs: number; readonly firstPaintMaxMs: number };
}

/** Warm views of each page per language (BENCH_WARM_VIEWS, default 3); cold views are one per page. */
function warmViewsSetting(): number {
  const text = process.env.BENCH_WARM_VIEWS ?? "3";
  const views = Number(text);
  if (!Number.isInteger(views) || views < 1) throw new Error(`BENCH_WARM_VIEWS: ${text}`);
  return views;
}

export async function measureTranslationCost(paths: readonly string[]): Promise<TranslationCost> {
  const warmViews = warmViewsSetting();
  // Texts come back in the language's script, as a real model's would (pseudo-translation.ts).
  const model = await startFakeTranslator(pseudoTranslation);
  const server = await startServer(await freePort(), {
    LLM_BASE_URL: model.baseUrl,
    LLM_API_KEY: "bench",
    LLM_MODEL: "bench-translator",
    RATE_LIMIT_TRANSLATE_PER_MINUTE: "1000000",
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows: TranslationCostRow[] = [];
  try {
    const view = async (language: LanguageCode, path: string) => {
      const context = await browser.newContext();
      // The page reports on itself: anything Playwright evaluated in it while it loads (waitForFunction
      // injects a script of its own) would run on the main thread just as the first frame is on its way.
      let report!: (seen: Seen) => void;
      const seen = new Promise<Seen>((resolve) => {
        report = resolve;
      });
      await context.exposeBinding("__benchReport", (_source, value: Seen) => report(value));
      // tsx keeps function names with a helper that exists only in Node; the page gets a stand-in.
      await context.addInitScript({ content: "globalThis.__name ??= (f) => f;" });
      await context.addInitScript(installUntranslatedShown);
      await context.addInitScript(watchPage, { languageKey, language });
      const page = await context.newPage();
      const before = { ...model.counts };
      await page.goto(`${server.url}${path}`, { waitUntil: "commit" });
      const { ms, firstPaint, texts } = await Promise.race([
        seen,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`${path} in ${language} never became ready`)), 30_000),
        ),
      ]);
      await context.close();
      return {
        ms,
        texts,
        requests: model.counts.requests - before.requests,
        sent: model.counts.texts - before.texts,
        firstPaint,
      };
    };
    // Every page in turn, warmViews times: one view of a page moves its first paint by tens of
    // milliseconds, and a run of the machine drifts, so each p50 is read over rounds of all the pages.
    const rounds = async (language: LanguageCode) => {
      const views: Awaited<ReturnType<typeof view>>[] = [];
      for (let round = 0; round < warmViews; round++)
        for (const path of paths) views.push(await view(language, path));
      return views;
    };
    const englishViews = await rounds("en");
    const english = englishViews.map((v) => v.firstPaint.ms);
    // Counted in English: a translation may be shorter than 3 characters ("Why?" is one in Chinese).
    const texts = mean(englishViews.slice(0, paths.length).map((v) => v.texts));
    for (const { code } of languages.filter((l) => l.code !== "en")) {
      const cold: Awaited<ReturnType<typeof view>>[] = [];
      for (const path of paths) cold.push(await view(code, path));
      const warm = await rounds(code);
      rows.push({
        language: code,
        pages: paths.length,
        texts,
        coldRequests: mean(cold.map((v) => v.requests)),
        coldMaxRequests: Math.max(...cold.map((v) => v.requests)),
        textsSent: mean(cold.map((v) => v.sent)),
        warmRequests: mean(warm.map((v) => v.requests)),
        coldMs: median(cold.map((v) => v.ms)),
        coldMaxMs: Math.max(...cold.map((v) => v.ms)),
        warmMs: median(warm.map((v) => v.ms)),
        warmMaxMs: Math.max(...warm.map((v) => v.ms)),
        warmFirstPaintMs: median(warm.map((v) => v.firstPaint.ms)),
        warmFirstPaintMaxMs: Math.max(...warm.map((v) => v.firstPaint.ms)),
        warmTranslatedAtFirstPaint: mean(warm.map((v) => (v.firstPaint.translated ? 1 : 0))),
      });
    }
    return {
      rows,
      warmViews,
      english: { firstPaintMs: median(english), firstPaintMaxMs: Math.max(...english) },
    };
  } finally {
    await browser.close();
    await server.stop();
    await model.stop();
  }
}

export function translationCostTable({ rows, warmViews, english }: TranslationCost): string {
  const fixed = (n: number, digits = 1) => n.toFixed(digits);
  const lines = rows.map((r) => {
    // The design of product.md#languages: one model request per text, for every visitor session, cold or
    // warm.
    const design = r.texts * 2;
    const ours = r.coldRequests + r.warmRequests || Number.NaN;
    return `| ${r.language} | ${r.pages} | ${fixed(r.texts)} | ${fixed(r.coldRequests, 2)} (max ${r.coldMaxRequests}) | ${fixed(r.textsSent)} | ${fixed(r.warmRequests, 2)} | ${Math.round(r.coldMs)} (max ${Math.round(r.coldMaxMs)}) | ${Math.round(r.warmFirstPaintMs)} (max ${Math.round(r.warmFirstPaintMaxMs)}) | ${fixed(r.warmTranslatedAtFirstPaint * 100, 0)}% | ${Math.round(r.warmMs)} (max ${Math.round(r.warmMaxMs)}) | ${fixed(design / ours, 0)}x |`;
  });
  return (
    "\nTranslation cost: every public page in each language; cold = empty shared cache, warm = a new visitor after it\n" +
    `Views: 1 per page cold, ${warmViews} per page warm (each in a new browser session), pages taken in turn\n` +
    "Targets: cold <= 1 model request per page view; warm 0 requests and translated at first paint, under 300 ms after navigation\n\n" +
    "| language | pages | texts/view | model requests/view cold | texts sent/view cold | model requests/view warm | ms to translated and scripted, cold (p50) | warm: first paint ms (p50) | warm: views translated at first paint | ms to translated and scripted, warm (p50) | fewer requests than the product.md#languages design (2 visits) |\n" +
    "|---|---|---|---|---|---|---|---|---|---|---|\n" +
    `${lines.join("\n")}\n` +
    `\nThe same pages in English, measured the same way: first paint ${Math.round(english.firstPaintMs)} ms (p50, max ${Math.round(english.firstPaintMaxMs)})\n`
  );
}
