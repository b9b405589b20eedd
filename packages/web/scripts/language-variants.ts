// Turns the build-only language variants (src/i18n/language-variants.ts) into page-text files and
// inlines the head script that lays them over a returning visitor's page before its first paint
// (src/i18n/pretranslate, docs/decisions/0042). Runs after `react-router build`, before
// defer-hydration.mjs.
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { pageRoutes, siteConfig } from "@ember/domain";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { build, type Rollup } from "vite";
import { languageStorageKey } from "../src/i18n/language-storage.ts";
import {
  languageVariantBase,
  pageTextKey,
  variantLanguages,
  variantPath,
} from "../src/i18n/language-variants.ts";
import { checksumOf, isSkippedElement } from "../src/i18n/pretranslate/page-walk.ts";
import type { PageText, PretranslateConfig } from "../src/i18n/pretranslate/pretranslation.ts";
import { textAttributes } from "../src/i18n/pretranslate/text-attributes.ts";

const here = fileURLToPath(new URL(".", import.meta.url));
const client = resolve(here, "../build/client");

/** The prerendered file of a path: '/' -> index.html, '/FAQ' -> FAQ/index.html. */
const htmlFileOf = (path: string) =>
  join(client, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];
type Text = DefaultTreeAdapterMap["textNode"];

const isElement = (node: Node): node is Element => "tagName" in node;
const isText = (node: Node): node is Text => node.nodeName === "#text";
const attributeOf = (element: Element, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value ?? null;

/** The body's nodes as the head script numbers them (src/i18n/pretranslate/page-walk.ts). */
export function walkedNodes(html: string): (Element | Text)[] {
  const body = parse(html)
    .childNodes.filter(isElement)
    .flatMap((root) => root.childNodes)
    .find((node) => node.nodeName === "body");
  if (!body || !isElement(body)) throw new Error("A page has no body: check scripts/language-variants.ts");
  const nodes: (Element | Text)[] = [];
  const visit = (parent: Element) => {
    for (const child of parent.childNodes) {
      if (isText(child)) nodes.push(child);
      else if (
        isElement(child) &&
        !isSkippedElement(child.tagName, attributeOf(child, "id"), attributeOf(child, "hidden") !== null)
      ) {
        nodes.push(child);
        visit(child);
      }
    }
  };
  visit(body);
  return nodes;
}

const textContentOf = (element: Element): string =>
  element.childNodes
    .map((child) => (isText(child) ? child.value : isElement(child) ? textContentOf(child) : ""))
    .join("");

const describe = (node: Element | Text) =>
  isText(node) ? `text "${node.value.slice(0, 40)}"` : node.tagName;

/**
 * What the head script changes to turn the English page into its language variant: the text nodes and
 * word-carrying attributes that differ, by node number, with a checksum of the English words they
 * replace. Both pages are the same components' output, so their nodes pair one to one; where they do not
 * (a component that renders another structure in some language), there is no patch and that page is
 * translated by the app after it starts.
 */
export function pagePatchOf(english: string, variant: string): { patch: PageText } | { differs: string } {
  const ours = walkedNodes(english);
  const theirs = walkedNodes(variant);
  const text: [number, string, number][] = [];
  const attributes: [number, string, string | null, number][] = [];
  const texts: string[] = [];
  for (let i = 0; i < Math.max(ours.length, theirs.length); i++) {
    const [our, their] = [ours[i], theirs[i]];
    if (!our || !their) return { differs: `one page ends at node ${i}` };
    if (isText(our) && isText(their)) {
      if (our.value === their.value) continue;
      text.push([i, their.value, checksumOf([our.value])]);
    } else if (isElement(our) && isElement(their) && our.tagName === their.tagName) {
      for (const name of textAttributes) {
        const [value, wanted] = [attributeOf(our, name), attributeOf(their, name)];
        if (value === wanted) continue;
        attributes.push([i, name, wanted, checksumOf([value])]);
      }
      if (attributeOf(their, "data-tx") !== null) texts.push(textContentOf(their));
    } else {
      return { differs: `node ${i} is ${describe(our)} in English and ${describe(their)} in the variant` };
    }
  }
  return { patch: { texts, nodes: ours.length, text, attributes } };
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
  for (const page of pages) {
    const english = await readFile(htmlFileOf(page.path), "utf8");
    for (const language of variantLanguages) {
      const variant = await readFile(htmlFileOf(variantPath(language, page.path)), "utf8");
      const file = `${language}/${pageTextKey(page.path)}.json`;
      const result = pagePatchOf(english, variant);
      if ("patch" in result) texts.set(file, JSON.stringify(result.patch));
      else
        process.stderr.write(
          `language variants: ${file} is left to the app after it starts, because ${result.differs}\n`,
        );
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
