import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { type LanguageCode, languages, needsTranslation, type PageTranslationsAnswer } from "@ember/domain";
import fp from "fastify-plugin";
import { badRequest, notFound } from "../errors.ts";
import { assertAppId } from "../platform/app-id.ts";

export interface PageTranslationsOptions {
  /** The React Router client build (packages/web/build/client), which holds the page-text files. */
  readonly root: string;
}

interface Params {
  appId: string;
  version: string;
  language: string;
  page: string;
}

/** The build writes page-text files under /assets/page-text-{version}/{language}/{page}.json. */
const pageTextDir = /^page-text-([0-9a-f]{6,40})$/;
const pageKey = /^[A-Za-z0-9_-]{1,100}$/;
const languageCodes = new Set<string>(languages.map((language) => language.code));
const compress = promisify(brotliCompress);

/**
 * The shared cache's translations of one prerendered page's content texts (ADR 0021, 0045). The head
 * script asks for them while it fetches the page-text file, both at once, as the page starts to load:
 * one round trip before the first paint instead of two in a row. The server knows the page's texts
 * from the same build, so the browser sends none; only cached rows are read, never the model, so like the
 * page itself the answer costs a visitor nothing and needs no rate limit beyond one indexed read.
 */
export default fp<PageTranslationsOptions>(
  async (app, options) => {
    const versions = await readPageTextVersions(options.root);
    // Each file's texts, read on first use: a few hundred small files at most, all from this build.
    const texts = new Map<string, Promise<readonly string[]>>();
    const textsOf = (version: string, language: string, page: string) => {
      const key = `${version}/${language}/${page}`;
      let found = texts.get(key);
      if (!found) {
        const file = path.join(options.root, "assets", `page-text-${version}`, language, `${page}.json`);
        found = readFile(file, "utf8").then((json) => [
          ...new Set((JSON.parse(json) as { texts: string[] }).texts),
        ]);
        // A file that is not there is not remembered, so a lookup of nonsense never grows the map.
        found.catch(() => texts.delete(key));
        texts.set(key, found);
      }
      return found;
    };

    app.get<{ Params: Params }>(
      "/api/apps/:appId/page-translations/:version/:language/:page",
      async (request, reply) => {
        const { appId, version, language, page } = request.params;
        assertAppId(app.config, appId);
        if (!languageCodes.has(language)) {
          throw badRequest(`language must be one of ${[...languageCodes].join(", ")}`);
        }
        if (!versions.has(version) || !pageKey.test(page)) {
          throw notFound(`No page-text ${page} of build ${version}: the page was built by another version`);
        }
        const originals = await textsOf(version, language, page).catch(() => {
          throw notFound(`No page-text ${page} in ${language} in build ${version}`);
        });
        const outcome = await app.translation.translate(language as LanguageCode, originals, {
          cachedOnly: true,
        });
        const translations: [string, string][] = [];
        // A text whose translation is itself (a name, a place) is listed too: the head script shows a page
        // as it arrives only when every text of it that needs translating has its translation.
        outcome.translations.forEach((translation, i) => {
          const original = originals[i] as string;
          if (typeof translation === "string" && (translation !== original || needsTranslation(original)))
            translations.push([original, translation]);
        });
        const answer: PageTranslationsAnswer = {
          language: language as LanguageCode,
          translations,
          provider: outcome.provider,
        };
        // A staff correction or a new machine translation shows on the next visit.
        reply.header("cache-control", "no-cache").header("vary", "accept-encoding");
        reply.type("application/json; charset=utf-8");
        const json = JSON.stringify(answer);
        if (json.length < 1024 || !/\bbr\b/.test(request.headers["accept-encoding"] ?? "")) return json;
        // Brotli at a quality that costs well under a millisecond for a page's texts.
        const params = {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        };
        reply.header("content-encoding", "br");
        return reply.send(await compress(Buffer.from(json), { params }));
      },
    );
  },
  { name: "page-translations", dependencies: ["error-handler", "translation"] },
);

/** The page-text versions this build holds (normally one: the build replaces its assets). */
async function readPageTextVersions(root: string): Promise<ReadonlySet<string>> {
  const entries = await readdir(path.join(root, "assets"), { withFileTypes: true }).catch(() => []);
  return new Set(
    entries.flatMap((entry) => {
      const version = entry.isDirectory() ? pageTextDir.exec(entry.name)?.[1] : undefined;
      return version ? [version] : [];
    }),
  );
}
