/**
 * Page speed the way the field measures it: Lighthouse with its default mobile settings (simulated slow 4G,
 * 4x CPU slowdown) in Debian's Chromium, median of several runs per route, against the built server.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../e2e/support/chromium-flags.ts";

export interface PageSpeed {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
  /** The address Lighthouse ended on: the route itself, or where a redirect took it. */
  finalPath: string;
}

/**
 * Performance budgets, per route. The scripts now run while Lighthouse watches (decision 0068): a content
 * page may bring 120 KB of compressed JavaScript and block the main thread 150 ms in all.
 */
export const pageBudgets = {
  score: 95,
  lcpMs: 1800,
  fcpMs: 1200,
  tbtMs: 150,
  cls: 0.02,
  scriptKb: 120,
  totalKb: 500,
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface ResourceItem {
  resourceType: string;
  transferSize: number;
}

/** What a run sends besides the page's own requests: e.g. a returning visitor's `Cookie` (bench/languages.ts). */
export interface PageSpeedOptions {
  readonly extraHeaders?: Record<string, string>;
}

/**
 * One Lighthouse report of a page. A run that Lighthouse itself could not complete (NO_FCP, NO_NAVSTART on a
 * busy machine) has no performance score: counted, it read as a score of 0 and empty figures. It is run
 * again, up to three times in all, and a page that fails every time stops the benchmark, named.
 */
async function lighthouseReport(port: number, url: string, extraHeaders?: Record<string, string>) {
  const failures: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      // Sent with every request of the run, redirects included (Lighthouse resets cookies between runs).
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!lhr.runtimeError) return lhr;
    failures.push(lhr.runtimeError.code);
    console.error(`Lighthouse could not measure ${url} (${lhr.runtimeError.code}): measuring it again`);
  }
  throw new Error(`Lighthouse could not measure ${url} in three attempts: ${failures.join(", ")}`);
}

export async function measurePageSpeed(
  baseUrl: string,
  paths: readonly string[],
  runs = 3,
  { extraHeaders }: PageSpeedOptions = {},
): Promise<PageSpeed[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    const results: PageSpeed[] = [];
    for (const path of paths) {
      const samples: Omit<PageSpeed, "path" | "finalPath">[] = [];
      let finalPath = path;
      for (let i = 0; i < runs; i++) {
        const lhr = await lighthouseReport(chrome.port, `${baseUrl}${path}`, extraHeaders);
        finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const items = ((lhr.audits["resource-summary"]?.details as { items?: ResourceItem[] } | undefined)
          ?.items ?? []) as ResourceItem[];
        const bytesOf = (type: string) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
        samples.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: audit("first-contentful-paint"),
          lcpMs: audit("largest-contentful-paint"),
          tbtMs: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
          scriptKb: bytesOf("script") / 1024,
          totalKb: bytesOf("total") / 1024,
        });
      }
      const pick = (key: keyof Omit<PageSpeed, "path" | "finalPath">) => median(samples.map((s) => s[key]));
      results.push({
        path,
        score: pick("score"),
        fcpMs: pick("fcpMs"),
        lcpMs: pick("lcpMs"),
        tbtMs: pick("tbtMs"),
        cls: pick("cls"),
        scriptKb: pick("scriptKb"),
        totalKb: pick("totalKb"),
        finalPath,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

export function pageSpeedTable(rows: readonly PageSpeed[]): string {
  const within = (r: PageSpeed) =>
    r.score >= pageBudgets.score &&
    r.lcpMs <= pageBudgets.lcpMs &&
    r.fcpMs <= pageBudgets.fcpMs &&
    r.tbtMs <= pageBudgets.tbtMs &&
    r.cls <= pageBudgets.cls &&
    r.scriptKb <= pageBudgets.scriptKb &&
    r.totalKb <= pageBudgets.totalKb;
  const head =
    "| route | score | FCP ms | LCP ms | TBT ms | CLS | JS KB | total KB | budgets |\n|---|---|---|---|---|---|---|---|---|";
  const lines = rows.map(
    (r) =>
      `| ${r.path} | ${r.score} | ${Math.round(r.fcpMs)} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${r.scriptKb.toFixed(1)} | ${r.totalKb.toFixed(1)} | ${within(r) ? "met" : "MISSED"} |`,
  );
  return `${head}\n${lines.join("\n")}`;
}
