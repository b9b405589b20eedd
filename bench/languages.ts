/**
 * The languages (`npm run bench`, BENCH_LANGUAGES=0 to skip; `npx tsx bench/languages.ts` alone): every
 * language at its own address (English at '/Team', the nine others at '/es/Team', ADR 0065), measured as
 * served, against a server configured with a model: the e2e suite's fake OpenAI-protocol translator,
 * which counts every request it gets. Per language it reports
 * - Lighthouse mobile (score, FCP, LCP, TBT, JS KB, total KB) on three representative pages ('/', '/Team',
 *   the chat page; every public page with BENCH_LANGUAGE_PAGES=all), median of BENCH_LIGHTHOUSE_RUNS runs
 *   (0 leaves Lighthouse out of this section too); BENCH_LANGUAGE_CODES=en,es,zh,ar limits the languages;
 * - model calls per page view over all 18 public pages, each viewed in a new browser session (Playwright,
 *   no throttling: the count does not depend on speed), its scripts loaded and the network quiet;
 * - the HTML of '/Team' as served (brotli) in bytes;
 * and, once, a returning Spanish visitor's first contentful paint on '/Team': the `lang=es` cookie sent
 * to the English address, one 302 to '/es/Team', then the page, against an English visitor's.
 */
import { request } from "node:http";
import { fileURLToPath } from "node:url";
import {
  type LanguageCode,
  languageCookie,
  languages,
  localizedPath,
  type PageId,
  pageRoutes,
  siteConfig,
} from "@ember/domain";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../e2e/support/chromium-flags.ts";
import { startFakeTranslator } from "../e2e/support/fake-translator.ts";
import { startServer } from "../e2e/support/servers.ts";
import { freePort } from "../packages/server/test/setup/throwaway-postgres.ts";
import { measurePageSpeed, type PageSpeed } from "./lighthouse.ts";
import { formatRatio, languageSummaryRows, languageTargets } from "./summary.ts";

/** The pages Lighthouse measures in every language: the home page, a long text page, the chat. */
const representative: readonly PageId[] = ["Home", "Team", "Chat"];
/** The page whose HTML is weighed, and on which the returning visitor arrives. */
const teamPath = "/Team";
/** The returning visitor: Spanish, remembered in the cookie, following an English link. */
const returningLanguage: LanguageCode = "es";

/** One representative page in one language: Lighthouse's medians, at the language's address (`path`). */
export interface LanguagePageSpeed extends PageSpeed {
  /** The page's English path ('/Team'), to set it beside the English page. */
  readonly page: string;
}

export interface LanguageRow {
  readonly language: LanguageCode;
  /** Empty when BENCH_LIGHTHOUSE_RUNS=0. */
  readonly pageSpeed: readonly LanguagePageSpeed[];
  /** Page views that loaded (one per public page) and the model calls the server made while each was open. */
  readonly views: number;
  readonly modelCalls: number;
  readonly maxModelCallsPerView: number;
  /** Views whose scripts had not taken over the page within 15 s (their calls were still counted). */
  readonly unhydratedViews: number;
  /** Pages that did not load with a 200 (address: why), so were not counted. */
  readonly failedViews: readonly string[];
  /** The '/Team' document as the server sends it to a browser that takes brotli. */
  readonly teamHtmlBytes: number;
  /** Its content-encoding: `br`, or what the server sent instead (`identity` for none). */
  readonly teamHtmlEncoding: string;
}

export interface ReturningVisitor {
  readonly language: LanguageCode;
  readonly path: string;
  /** What the server answered to the English address with the cookie, without following it. */
  readonly status: number;
  readonly location: string;
  /** Where Lighthouse ended up (the language's address when the redirect was followed). */
  readonly finalPath: string;
  /** Medians over the same rounds: the returning visitor, and an English visitor on the English address. */
  readonly fcpMs: number;
  readonly englishFcpMs: number;
  /** The language's page at its own address, no redirect: what of the difference is the page's own. */
  readonly directFcpMs: number;
}

export interface LanguagesResult {
  readonly rows: readonly LanguageRow[];
  /** Public pages viewed per language for the model calls. */
  readonly pages: number;
  readonly lighthouseRuns: number;
  /** Undefined when BENCH_LIGHTHOUSE_RUNS=0. */
  readonly returning: ReturningVisitor | undefined;
  /** Model calls while Lighthouse loaded pages (its views are page views too), and how many it loaded. */
  readonly lighthouseModelCalls: number;
  readonly lighthouseViews: number;
  /** Model calls after the server started and before the first view (none expected; not page views). */
  readonly modelCallsAtStart: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The raw bytes of a response body as sent (node:http does not decode), and its content-encoding. */
function servedBytes(url: string): Promise<{ bytes: number; encoding: string; status: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "br" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () =>
        resolve({
          bytes,
          encoding: String(res.headers["content-encoding"] ?? "identity"),
          status: res.statusCode ?? 0,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The server's own answer to the returning visitor's first request, not followed. */
async function firstAnswer(url: string, cookie: string): Promise<{ status: number; location: string }> {
  const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get("location") ?? "" };
}

/**
 * BENCH_LANGUAGE_CODES=en,es,zh,ar: only these languages (a sweep of every page in a few languages fits in
 * minutes, in all ten it takes hours). English is always measured: every other figure is set beside it.
 */
function languageCodesSetting(): LanguageCode[] {
  const all = languages.map((language) => language.code);
  const text = process.env.BENCH_LANGUAGE_CODES;
  if (!text) return all;
  const wanted = text.split(",").map((code) => code.trim());
  const unknown = wanted.filter((code) => !all.includes(code as LanguageCode));
  if (unknown.length > 0) throw new Error(`BENCH_LANGUAGE_CODES: unknown ${unknown.join(", ")}`);
  return all.filter((code) => code === "en" || wanted.includes(code));
}

function lighthouseRunsSetting(): number {
  const text = process.env.BENCH_LIGHTHOUSE_RUNS ?? "3";
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 0) throw new Error(`BENCH_LIGHTHOUSE_RUNS: ${text}`);
  return runs;
}

export async function measureLanguages(): Promise<LanguagesResult> {
  const lighthouseRuns = lighthouseRunsSetting();
  const routes = pageRoutes(siteConfig);
  const paths = routes.map((route) => route.path);
  // BENCH_LANGUAGE_PAGES=all: Lighthouse on every public page, not only the three representative ones.
  const measured =
    process.env.BENCH_LANGUAGE_PAGES === "all"
      ? paths
      : representative.map((id) => {
          const route = routes.find((r) => r.id === id);
          if (!route) throw new Error(`no route for ${id}`);
          return route.path;
        });
  const codes = languageCodesSetting();

  const model = await startFakeTranslator();
  const server = await startServer(await freePort(), {
    LLM_BASE_URL: model.baseUrl,
    LLM_API_KEY: "bench",
    LLM_MODEL: "bench-translator",
    // A page that did ask for a translation must reach the model and be counted, not be refused.
    RATE_LIMIT_TRANSLATE_PER_MINUTE: "1000000",
  });
  try {
    const modelCallsAtStart = model.counts.requests;

    // Model calls per view: every public page in every language, each in a new browser session.
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const views = new Map<LanguageCode, { calls: number[]; unhydrated: number; failed: string[] }>();
    try {
      for (const code of codes) {
        const seen = { calls: [] as number[], unhydrated: 0, failed: [] as string[] };
        views.set(code, seen);
        for (const path of paths) {
          const context = await browser.newContext();
          const page = await context.newPage();
          const before = model.counts.requests;
          const address = localizedPath(code, path);
          // A page that does not load is reported (and misses the target), not the end of the run.
          const response = await page
            .goto(`${server.url}${address}`, { waitUntil: "load" })
            .catch((error: Error) => error);
          if (response instanceof Error || response?.status() !== 200) {
            seen.failed.push(
              `${address}: ${response instanceof Error ? response.message.split("\n")[0] : response?.status()}`,
            );
            await context.close();
            continue;
          }
          // The page's scripts start after its first paint (decision 0068), or a content page settles as
          // its HTML (decision 0101): whatever the page asks of the server is asked within the view; wait
          // for that, then for quiet.
          const hydrated = await page
            .waitForSelector("html[data-hydrated], html[data-static]", { state: "attached", timeout: 15_000 })
            .then(() => true)
            .catch(() => false);
          if (!hydrated) seen.unhydrated++;
          await page.waitForLoadState("networkidle");
          seen.calls.push(model.counts.requests - before);
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }

    // The HTML of /Team in each language, as the server sends it to a browser that takes brotli.
    const teamHtml = new Map<LanguageCode, { bytes: number; encoding: string }>();
    for (const code of codes) {
      const served = await servedBytes(`${server.url}${localizedPath(code, teamPath)}`);
      // Not the end of the run either: the figure says what came back instead.
      if (served.status !== 200) served.encoding = `HTTP ${served.status}`;
      teamHtml.set(code, served);
    }

    // Lighthouse, in rounds: each round measures every language's pages once, the languages in an order
    // that turns by one each round, so that a drift of the machine falls on every language alike rather
    // than always on the same one. In each language /Team comes last; after English's, the returning
    // visitor's, so the two figures compared are taken side by side.
    const lighthouseBefore = model.counts.requests;
    let lighthouseViews = 0;
    const inOrder = [...measured].sort((a, b) => Number(a === teamPath) - Number(b === teamPath));
    const addresses = codes.flatMap((code) =>
      inOrder.map((page) => ({ code, page, path: localizedPath(code, page) })),
    );
    const samples = new Map<string, PageSpeed[]>();
    const returningSamples: PageSpeed[] = [];
    const cookie = `${languageCookie}=${returningLanguage}`;
    for (let round = 0; round < lighthouseRuns; round++) {
      for (let i = 0; i < codes.length; i++) {
        const code = codes[(i + round) % codes.length] ?? "en";
        const of = addresses.filter((a) => a.code === code).map((a) => a.path);
        const results = await measurePageSpeed(server.url, of, 1);
        for (const result of results) samples.set(result.path, [...(samples.get(result.path) ?? []), result]);
        lighthouseViews += of.length;
        if (code !== "en") continue;
        // The returning visitor, honestly: Lighthouse on the English address with the cookie. Its
        // simulated slow 4G runs the document's redirect chain as requests of their own (Lantern links each
        // hop before the next), so the 302 costs its round trip in FCP as it would on a phone, and the
        // figure is computed exactly as the English visitor's it is compared with. A Playwright run with
        // CDP throttling would measure on loopback with applied throttling: noisier, a different model
        // from every other page figure here, and whether a redirect hop gets the emulated latency is
        // Chrome's detail rather than the network's. The cookie goes as a header: Lighthouse clears the
        // cookie jar before each run, and the server reads the same `Cookie` header either way.
        returningSamples.push(
          ...(await measurePageSpeed(server.url, [teamPath], 1, { extraHeaders: { Cookie: cookie } })),
        );
        lighthouseViews += 1;
      }
    }
    const lighthouseModelCalls = model.counts.requests - lighthouseBefore;

    const pageSpeedOf = (code: LanguageCode): LanguagePageSpeed[] =>
      lighthouseRuns === 0
        ? []
        : addresses
            .filter((a) => a.code === code)
            .map(({ page, path }) => {
              const of = samples.get(path) ?? [];
              const pick = (key: "score" | "fcpMs" | "lcpMs" | "tbtMs" | "cls" | "scriptKb" | "totalKb") =>
                median(of.map((s) => s[key]));
              return {
                page,
                path,
                score: pick("score"),
                fcpMs: pick("fcpMs"),
                lcpMs: pick("lcpMs"),
                tbtMs: pick("tbtMs"),
                cls: pick("cls"),
                scriptKb: pick("scriptKb"),
                totalKb: pick("totalKb"),
                finalPath: of.at(-1)?.finalPath ?? path,
              };
            })
            .sort((a, b) => measured.indexOf(a.page) - measured.indexOf(b.page));

    let returning: ReturningVisitor | undefined;
    if (lighthouseRuns > 0) {
      const answer = await firstAnswer(`${server.url}${teamPath}`, cookie);
      returning = {
        language: returningLanguage,
        path: teamPath,
        ...answer,
        finalPath: returningSamples.at(-1)?.finalPath ?? teamPath,
        fcpMs: median(returningSamples.map((s) => s.fcpMs)),
        englishFcpMs: median((samples.get(teamPath) ?? []).map((s) => s.fcpMs)),
        directFcpMs: median(
          (samples.get(localizedPath(returningLanguage, teamPath)) ?? []).map((s) => s.fcpMs),
        ),
      };
    }

    const rows: LanguageRow[] = codes.map((code) => {
      const seen = views.get(code) ?? { calls: [], unhydrated: 0, failed: [] };
      const html = teamHtml.get(code) ?? { bytes: Number.NaN, encoding: "none" };
      return {
        language: code,
        pageSpeed: pageSpeedOf(code),
        views: seen.calls.length,
        modelCalls: seen.calls.reduce((a, b) => a + b, 0),
        maxModelCallsPerView: Math.max(0, ...seen.calls),
        unhydratedViews: seen.unhydrated,
        failedViews: seen.failed,
        teamHtmlBytes: html.bytes,
        teamHtmlEncoding: html.encoding,
      };
    });
    return {
      rows,
      pages: paths.length,
      lighthouseRuns,
      returning,
      lighthouseModelCalls,
      lighthouseViews,
      modelCallsAtStart,
    };
  } finally {
    await server.stop();
    await model.stop();
  }
}

export function languagesTable(result: LanguagesResult): string {
  const t = languageTargets;
  const english = new Map(
    result.rows.find((r) => r.language === "en")?.pageSpeed.map((p) => [p.page, p.score]) ?? [],
  );
  const pageLines = result.rows.flatMap((r) =>
    r.pageSpeed.map((p) => {
      const vsEnglish = r.language === "en" ? "" : p.score - (english.get(p.page) ?? Number.NaN);
      return `| ${r.language} | ${p.path} | ${p.score} | ${vsEnglish === "" ? "" : vsEnglish >= 0 ? `+${vsEnglish}` : vsEnglish} | ${Math.round(p.fcpMs)} | ${Math.round(p.lcpMs)} | ${Math.round(p.tbtMs)} | ${p.scriptKb.toFixed(1)} | ${p.totalKb.toFixed(1)} |`;
    }),
  );
  const viewLines = result.rows.map(
    (r) =>
      `| ${r.language} | ${r.views} | ${r.modelCalls} | ${r.maxModelCallsPerView} | ${r.unhydratedViews} | ${r.failedViews.join("; ") || 0} | ${r.teamHtmlBytes.toLocaleString("en")}${r.teamHtmlEncoding === "br" ? "" : ` (${r.teamHtmlEncoding}, not br)`} |`,
  );
  const lighthouse =
    result.lighthouseRuns === 0
      ? "\nLighthouse: not run (BENCH_LIGHTHOUSE_RUNS=0)\n"
      : `\nLighthouse 12, mobile defaults (slow 4G, 4x CPU), median of ${result.lighthouseRuns} runs in rounds over every language\n` +
        `Targets: score >= ${t.score} in every language, and no more than ${t.belowEnglish} points below English's on the same page (the tolerance is Lighthouse's run-to-run noise)\n\n` +
        "| language | address | score | vs English | FCP ms | LCP ms | TBT ms | JS KB | total KB |\n" +
        `|---|---|---|---|---|---|---|---|---|\n${pageLines.join("\n")}\n` +
        `\nModel calls while Lighthouse loaded ${result.lighthouseViews} pages: ${result.lighthouseModelCalls}\n`;
  const r = result.returning;
  const returning = r
    ? `\nReturning visitor: ${languageCookie}=${r.language} on ${r.path} answered ${r.status}${r.location ? ` -> ${r.location}` : ""}, Lighthouse ended on ${r.finalPath}; ` +
      `FCP ${Math.round(r.fcpMs)} ms against an English visitor's ${Math.round(r.englishFcpMs)} ms (${formatRatio(r.fcpMs / r.englishFcpMs)}; target within +${Math.round((t.returningFcpRatio - 1) * 100)}%); ` +
      `${localizedPath(r.language, r.path)} opened directly: ${Math.round(r.directFcpMs)} ms\n`
    : "";
  return (
    "\nLanguages: every language at its own address, as served, by a server configured with a model (the fake OpenAI-protocol translator, counting requests)\n" +
    lighthouse +
    `\nModel calls per page view (target ${t.modelCallsPerView}): the ${result.pages} public pages in each language, each in a new browser session, scripts loaded, network quiet; /Team HTML in bytes as served (accept-encoding: br)\n\n` +
    "| language | views | model calls | max per view | views not hydrated in 15 s | pages that failed to load | /Team HTML bytes |\n" +
    `|---|---|---|---|---|---|---|\n${viewLines.join("\n")}\n` +
    `\nModel calls after the start, before the first view: ${result.modelCallsAtStart}\n` +
    returning
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureLanguages();
  process.stdout.write(languagesTable(result));
  for (const row of languageSummaryRows(result)) {
    process.stdout.write(`${row.measure}: ${row.value} (${row.verdict})\n`);
  }
}
