// Turns the build-only language variants (src/i18n/language-variants.ts) into page-text files and
// inlines the head script that lays them over a returning visitor's page before its first paint
// (src/i18n/pretranslate, docs/decisions/0042). Runs after `react-router build`, before
// defer-hydration.mjs.
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { pageRoutes, siteConfig } from "@ember/domain";
import { build, type Rollup } from "vite";
import { languageStorageKey } from "../src/i18n/language-storage.ts";
import {
  languageVariantBase,
  pageTextKey,
  variantLanguages,
  variantPath,
} from "../src/i18n/language-variants.ts";
import type { PageText, PretranslateConfig } from "../src/i18n/pretranslate/pretranslation.ts";
import { structuralAttributes, textAttributes } from "../src/i18n/pretranslate/text-attributes.ts";

const here = fileURLToPath(new URL(".", import.meta.url));
const client = resolve(here, "../build/client");

/** The prerendered file of a path: '/' -> index.html, '/FAQ' -> FAQ/index.html. */
const htmlFileOf = (path: string) =>
  join(client, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

const kept = new Set([...textAttributes, ...structuralAttributes]);
// React's markup: attribute values always double-quoted, with quotes and angle brackets escaped.
const startTag = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*(\/?)>/g;
const attribute = /\s+([^\s"'>/=]+)(?:="([^"]*)")?/g;

/**
 * Only the body's elements, text and words-carrying attributes: scripts, preload links, classes and
 * icon paths mean nothing to the head script, and leaving them out makes the file far smaller.
 */
export function pageTextOf(html: string): PageText {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1];
  if (body === undefined)
    throw new Error("A language variant has no body: check scripts/language-variants.ts");
  const stripped = body
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*>/g, "")
    .replace(startTag, (_tag, name: string, attributes: string, selfClosing: string) => {
      const keep = [...attributes.matchAll(attribute)]
        .filter(([, attributeName]) => kept.has(attributeName as string))
        .map(([whole]) => whole);
      return `<${name}${keep.join("")}${selfClosing}>`;
    });
  // React escapes a content text's <, > and & in the span; the texts list carries them as written.
  const texts = [...stripped.matchAll(/<span data-tx=""[^>]*>([^<]*)<\/span>/g)].map(([, text]) =>
    unescapeHtml(text ?? ""),
  );
  return { texts, body: stripped };
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };

/** The text a browser reads from React's escaped markup (React escapes only these). */
export function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_whole, name: string) => entities[name] ?? "");
}

/** The head script, bundled on its own: a few kilobytes that run before anything else. */
async function bundleHeadScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    root: resolve(here, ".."),
    build: {
      write: false,
      minify: true,
      lib: {
        entry: resolve(here, "../src/i18n/pretranslate/pretranslate-page.ts"),
        formats: ["iife"],
        name: "__emberPretranslate",
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = (result as Rollup.RollupOutput).output.find((item) => item.type === "chunk");
  if (!chunk) throw new Error("The pretranslate head script did not bundle");
  return chunk.code.trim();
}

/** Puts the head script right after the language boot script, the first script of every page. */
export function injectHeadScript(html: string, script: string): string {
  const bootEnd = html.indexOf("</script>");
  const boot = html.slice(0, bootEnd);
  if (bootEnd < 0 || !boot.includes(languageStorageKey) || bootEnd > html.indexOf("</head>")) {
    throw new Error("The language boot script was not found first in the head: check root.tsx");
  }
  const at = bootEnd + "</script>".length;
  return `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pages = pageRoutes(siteConfig);
  const texts = new Map<string, string>();
  for (const language of variantLanguages) {
    for (const page of pages) {
      const html = await readFile(htmlFileOf(variantPath(language, page.path)), "utf8");
      texts.set(`${language}/${pageTextKey(page.path)}.json`, JSON.stringify(pageTextOf(html)));
    }
  }
  const hash = createHash("sha256");
  for (const [file, text] of texts) hash.update(file).update(text);
  const version = hash.digest("hex").slice(0, 10);
  const base = `/assets/page-text-${version}/`;
  for (const [file, text] of texts) {
    const path = join(client, base, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  }
  await rm(join(client, languageVariantBase), { recursive: true });

  const code = await bundleHeadScript();
  let count = 0;
  for (const page of pages) {
    const config: PretranslateConfig = { base, version, page: pageTextKey(page.path) };
    const script = `${code}__emberPretranslate.pretranslatePage(${JSON.stringify(config)})`;
    for (const path of new Set([page.path, ...(page.alias ? [page.alias] : [])])) {
      const file = htmlFileOf(path);
      await writeFile(file, injectHeadScript(await readFile(file, "utf8"), script));
      count++;
    }
  }
  process.stdout.write(
    `language variants: ${texts.size} page-text files in ${base}, head script (${code.length} bytes) in ${count} pages\n`,
  );
}
