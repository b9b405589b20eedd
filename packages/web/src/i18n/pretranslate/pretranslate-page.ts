import { type LanguageCode, needsTranslation, type PageTranslationsAnswer } from "@ember/domain";
import { defaultAppId, storageKeyOf } from "../../api/app-params.ts";
import { readCachedTranslation } from "../session-cache.ts";
import { checksumOf, isSkippedElement } from "./page-walk.ts";
import type { PageText, PretranslateConfig, Pretranslation } from "./pretranslation.ts";

/**
 * The head script of every prerendered page (inlined by scripts/language-variants.ts). For a visitor
 * with a stored language it translates the page before its first paint, without waiting for the app's
 * scripts: the page's build-time text in that language (the same components, rendered with that
 * catalog) is laid over the English page, text node by text node, and its content texts come from the
 * session cache or the server's shared cache (cache only: a miss is left to React's one batch, so a page
 * view still costs at most one model request). The build compared the two pages, so the page-text file
 * holds only what differs, by node number. The page was kept hidden meanwhile
 * (language-boot-script.ts). Anything unexpected leaves the page untouched, and React applies the
 * language after hydration as before (docs/decisions/0042).
 */
export function pretranslatePage(config: PretranslateConfig): void {
  // The language boot script sets this only for a stored language other than English.
  const language = document.documentElement.getAttribute("data-language") as LanguageCode | null;
  if (!language || !sameServer()) return;
  // The page is not laid out until this is done (language-boot-script.ts): it then is, once, in the
  // language, or in English for the app to translate.
  window.__emberPretranslation = pretranslate(language, config)
    .catch((error: unknown) => giveUp(String(error), null))
    .finally(() => document.documentElement.removeAttribute("data-parsing"));
}

/** Past this the page shows itself anyway (app.css reveals it after 3 s): give up before that. */
const deadlineMs = 2_500;

async function pretranslate(
  language: LanguageCode,
  config: PretranslateConfig,
): Promise<Pretranslation | null> {
  const work = prepare(language, config);
  const deadline = new Promise<null>((resolve) => setTimeout(() => resolve(null), deadlineMs));
  const ready = await Promise.race([work, deadline]);
  return ready && apply(language, ready.pageText, ready.translations, ready.provider);
}

interface Prepared {
  readonly pageText: PageText;
  readonly translations: Map<string, string>;
  readonly provider: Pretranslation["provider"];
}

async function prepare(language: LanguageCode, config: PretranslateConfig): Promise<Prepared | null> {
  // Both at once, as the page starts to load: the page's words in the language (a static file) and the
  // shared cache's translations of its content texts, which the server reads from the same build.
  const [pageText, cached] = await Promise.all([
    fetch(`${config.base}${language}/${config.page}.json`).then((response) =>
      response.ok ? (response.json() as Promise<PageText>) : null,
    ),
    askCache(language, config).catch(() => null),
  ]);
  if (!pageText) return null;
  const translations = new Map<string, string>(cached?.translations);
  // What this visitor's session already translated (SPEC 9.1's session cache) fills what the server lacks.
  for (const text of new Set(pageText.texts)) {
    if (translations.has(text) || !needsTranslation(text)) continue;
    const inSession = readCachedTranslation(language, text);
    if (inSession !== undefined) translations.set(text, inSession);
  }
  await domReady();
  return { pageText, translations, provider: cached?.provider };
}

/**
 * The shared cache's translations of this page's content texts (cache only: never a model call, so a
 * miss is left to React's one batch and a page view still costs at most one model request).
 */
async function askCache(
  language: LanguageCode,
  config: PretranslateConfig,
): Promise<PageTranslationsAnswer | null> {
  const token = stored(storageKeyOf("access_token"));
  const appId = stored(storageKeyOf("app_id")) || defaultAppId;
  const [app, version, page] = [appId, config.version, config.page].map(encodeURIComponent);
  const response = await fetch(`/api/apps/${app}/page-translations/${version}/${language}/${page}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) return null;
  const answer = (await response.json()) as PageTranslationsAnswer;
  return Array.isArray(answer.translations) ? answer : null;
}

/**
 * Lays the language over the page: the page-text file's patches name the nodes whose words differ, by
 * their number in the walk. If the page is not the one the build compared (a proxy or a browser
 * extension changed it on its way), its node count or the English words under the patches differ, and
 * nothing changes. Content texts then take their translations.
 */
function apply(
  language: LanguageCode,
  pageText: PageText,
  translations: ReadonlyMap<string, string>,
  provider: Pretranslation["provider"],
): Pretranslation | null {
  const nodes = numberedNodes(pageText);
  if (!nodes) return giveUp("the page is not the one its page-text file was made for", null);
  const textNodes = pageText.text.map(([at]) => nodes.get(at) as Node);
  const elements = pageText.attributes.map(([at]) => nodes.get(at) as Node);
  if (!elements.every((node) => node instanceof Element)) return giveUp("a patch names a text", null);
  const replaced = [
    ...textNodes.map((node) => node.nodeValue),
    ...pageText.attributes.map(([, name], i) => (elements[i] as Element).getAttribute(name)),
  ];
  if (checksumOf(replaced) !== pageText.check) {
    return giveUp("the page's words are not the ones its page-text file was made for", null);
  }
  pageText.text.forEach(([, value], i) => {
    (textNodes[i] as Node).nodeValue = value;
  });
  pageText.attributes.forEach(([, name, value], i) => {
    const element = elements[i] as Element;
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  });
  const shown = new Map<string, string>();
  for (const span of document.body.querySelectorAll("[data-tx]")) {
    const original = span.textContent ?? "";
    const translation = translations.get(original);
    if (translation === undefined || span.firstChild?.nodeType !== Node.TEXT_NODE) continue;
    // As <Tx> renders a translated text: the translation, neither busy nor marked as English.
    span.firstChild.nodeValue = translation;
    span.removeAttribute("aria-busy");
    span.removeAttribute("lang");
    shown.set(original, translation);
  }
  performance.mark("ember:pretranslated");
  // Texts still on their way keep the page hidden until React has them (language-provider.tsx).
  if (!document.body.querySelector("[data-tx][aria-busy]")) {
    document.documentElement.removeAttribute("data-translating");
  }
  return { language, translations: shown, provider };
}

/**
 * One walk of the page: the nodes the patches name, by number, or null if the page has another number
 * of nodes than the English page the build compared.
 */
function numberedNodes(pageText: PageText): Map<number, Node> | null {
  const wanted = new Set([...pageText.text, ...pageText.attributes].map(([at]) => at));
  const found = new Map<number, Node>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node instanceof Element &&
      isSkippedElement(node.tagName, node.getAttribute("id"), node.hasAttribute("hidden"))
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  let count = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode(), count++) {
    if (wanted.has(count)) found.set(count, node);
  }
  return count === pageText.nodes ? found : null;
}

/** Nothing changes; a maintainer can see why in the console's verbose level. */
function giveUp(reason: string, at: Node | null): null {
  // biome-ignore lint/suspicious/noConsole: verbose level on purpose; the visitor loses nothing (React translates)
  console.debug(`Not translated before the first paint: ${reason}`, at);
  return null;
}

function domReady(): Promise<void> {
  if (document.readyState !== "loading") return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener("DOMContentLoaded", () => resolve(), { once: true }),
  );
}

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The page talks to the server that sent it; another configured server (SPEC 2.1) is left to the SDK. */
function sameServer(): boolean {
  const search = new URLSearchParams(window.location.search);
  if (["app_id", "server_url", "access_token", "functions_version"].some((name) => search.has(name)))
    return false;
  return !stored(storageKeyOf("server_url"));
}
