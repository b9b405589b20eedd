// React Router's Node entry, used only to prerender the site at build time (ssr: false). Three things are
// ours: every language's reviewed content translations are known to the render, a page in another
// language than English names a file of the ones it shows, for hydration (i18n/page-texts.ts), and the page's
// scripts start once it has been painted (app/page-scripts.server.ts). Every text the
// pages look up, and every one found with no reviewed translation, is written down for
// scripts/content-translations.ts, which fails the build with the whole list (docs/translations.md).
import { mkdirSync, writeFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { type LanguageCode, languageOfPath, needsTranslation } from "@ember/domain";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { isContentPage } from "./app/page-handle.ts";
import { startScriptsAfterPaint, withPageBehaviours } from "./app/page-scripts.server.ts";
import { contentTranslations } from "./i18n/content-translations.ts";
import { pageTextsAddress, pageTextsDataAddress, pageTextsJson, pageTextsMeta } from "./i18n/page-texts.ts";

const files = import.meta.glob<Record<string, string>>("./i18n/content/*.json", {
  eager: true,
  import: "default",
});
for (const [file, translations] of Object.entries(files)) {
  const language = /([a-z]{2})\.json$/.exec(file)?.[1] as LanguageCode;
  contentTranslations.seed(language, Object.entries(translations));
}

/**
 * What the prerender found, over the whole build: every English text a page in another language looked up
 * (the site's translatable texts), and per language those it found no translation for. The build's
 * translation check (scripts/content-translations.ts) reads it.
 */
const report = { texts: new Set<string>(), missing: new Map<LanguageCode, Set<string>>() };
const reportFile = new URL("../prerendered-texts.json", import.meta.url);
// The development server renders through this entry too, on every request: only a build writes the report.
const building = !import.meta.env.DEV;
/** Where the prerendered pages are written (this module runs from build/server/ while they are). */
const clientDirectory = new URL("../client/", import.meta.url);
if (building) writeFileSync(reportFile, JSON.stringify({ texts: [], missing: {} }));

function noteTexts(language: LanguageCode, used: Iterable<string>, missing: readonly string[]): void {
  if (language === "en" || !building) return;
  for (const text of [...used, ...missing]) report.texts.add(text);
  const set = report.missing.get(language) ?? new Set();
  for (const text of missing) set.add(text);
  if (set.size > 0) report.missing.set(language, set);
  const json = {
    texts: [...report.texts],
    missing: Object.fromEntries([...report.missing].map(([code, found]) => [code, [...found]])),
  };
  writeFileSync(reportFile, JSON.stringify(json, null, 1));
}

export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const { pathname } = new URL(request.url);
  const language = languageOfPath(pathname);
  const recording = contentTranslations.startRecording();
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new PassThrough();
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("error", reject);
    body.on("end", () => {
      noteTexts(language, recording.used.keys(), [...recording.missing].filter(needsTranslation));
      let html = Buffer.concat(chunks).toString("utf8");
      if (language !== "en" && recording.used.size > 0) {
        const json = pageTextsJson(recording.used);
        let address = pageTextsDataAddress(json);
        if (building) {
          address = pageTextsAddress(pathname);
          const file = new URL(`.${address}`, clientDirectory);
          mkdirSync(new URL(".", file), { recursive: true });
          writeFileSync(file, json);
        }
        const at = html.indexOf("</head>");
        html = `${html.slice(0, at)}${pageTextsMeta(address)}${html.slice(at)}`;
      }
      if (!building) html = withPageBehaviours(html);
      else {
        // The SPA fallback (unknown paths, the console) is rendered at "/" but shows none of its page.
        const contentPage =
          !routerContext.isSpaMode &&
          routerContext.staticHandlerContext.matches.some((match) =>
            isContentPage(routerContext.routeModules[match.route.id]?.handle),
          );
        html = startScriptsAfterPaint(html, { contentPage });
      }
      responseHeaders.set("Content-Type", "text/html");
      resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
    });
    // Prerendering waits for the whole page: it is written to a file once, not streamed to a visitor.
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
