import { type LanguageCode, needsTranslation, type PageTranslationsAnswer } from "@ember/domain";
import { defaultAppId, storageKeyOf } from "../../api/app-params.ts";
import { readCachedTranslation } from "../session-cache.ts";
import type { PageText, PretranslateConfig, Pretranslation } from "./pretranslation.ts";
import { textAttributes } from "./text-attributes.ts";

/**
 * The head script of every prerendered page (inlined by scripts/language-variants.ts). For a visitor
 * with a stored language it translates the page before its first paint, without waiting for the app's
 * scripts: the page's build-time text in that language (the same components, rendered with that
 * catalog) is laid over the English page, text node by text node, and its content texts come from the
 * session cache or the server's shared cache (cache only: a miss is left to React's one batch, so a page
 * view still costs at most one model request). The page was kept hidden meanwhile
 * (language-boot-script.ts). Anything unexpected leaves the page untouched, and React applies the
 * language after hydration as before (docs/decisions/0042).
 */
export function pretranslatePage(config: PretranslateConfig): void {
  // The language boot script sets this only for a stored language other than English.
  const language = document.documentElement.getAttribute("data-language") as LanguageCode | null;
  if (!language || !sameServer()) return;
  window.__emberPretranslation = pretranslate(language, config).catch((error: unknown) =>
    giveUp(String(error), null),
  );
}

/** Past this the page shows itself anyway (app.css reveals it after 3 s): give up before that. */
const deadlineMs = 2_500;

/** Elements whose content is not text of the page. */
const skipped = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "LINK", "META"]);

async function pretranslate(
  language: LanguageCode,
  config: PretranslateConfig,
): Promise<Pretranslation | null> {
  const work = prepare(language, config);
  const deadline = new Promise<null>((resolve) => setTimeout(() => resolve(null), deadlineMs));
  const ready = await Promise.race([work, deadline]);
  return ready && apply(language, ready.variant, ready.translations, ready.provider);
}

interface Prepared {
  readonly variant: Document;
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
  const variant = new DOMParser().parseFromString(pageText.body, "text/html");
  const translations = new Map<string, string>(cached?.translations);
  // What this visitor's session already translated (SPEC 9.1's session cache) fills what the server lacks.
  for (const text of new Set(pageText.texts)) {
    if (translations.has(text) || !needsTranslation(text)) continue;
    const inSession = readCachedTranslation(language, text);
    if (inSession !== undefined) translations.set(text, inSession);
  }
  await domReady();
  return { variant, translations, provider: cached?.provider };
}

/** The content texts (`<Tx>`) of a page, in document order. */
function contentTexts(page: Document): string[] {
  return [...page.body.querySelectorAll("[data-tx]")].map((element) => element.textContent ?? "");
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
 * Lays the variant over the page: both are the same components' output, so their elements and text
 * nodes pair up one to one, and where the words differ the variant's are taken. Content texts then take
 * their translations. If the two do not pair up (a browser extension edited the page, a stale file),
 * nothing changes.
 */
function apply(
  language: LanguageCode,
  variant: Document,
  translations: ReadonlyMap<string, string>,
  provider: Pretranslation["provider"],
): Pretranslation | null {
  const changes: (() => void)[] = [];
  const ours = walk(document, document.body);
  const theirs = walk(variant, variant.body);
  for (;;) {
    const node = ours.nextNode();
    const other = theirs.nextNode();
    if (!node || !other) {
      if (node || other) return giveUp("the page and its variant end differently", node ?? other);
      break;
    }
    if (
      node.nodeType !== other.nodeType ||
      (node instanceof Element && node.tagName !== (other as Element).tagName)
    ) {
      return giveUp("the page and its variant differ", node);
    }
    if (node instanceof Element && other instanceof Element) {
      for (const name of textAttributes) {
        const value = other.getAttribute(name);
        if (value === node.getAttribute(name)) continue;
        changes.push(() => (value === null ? node.removeAttribute(name) : node.setAttribute(name, value)));
      }
    } else if (node.nodeValue !== other.nodeValue) {
      const value = other.nodeValue;
      changes.push(() => {
        node.nodeValue = value;
      });
    }
  }
  const spans = [...document.body.querySelectorAll("[data-tx]")];
  const originals = contentTexts(variant);
  if (spans.length !== originals.length) return giveUp("the content texts differ", null);
  for (const change of changes) change();
  const shown = new Map<string, string>();
  spans.forEach((span, i) => {
    const original = originals[i] as string;
    const translation = translations.get(original);
    if (translation === undefined || span.firstChild?.nodeType !== Node.TEXT_NODE) return;
    // As <Tx> renders a translated text: the translation, neither busy nor marked as English.
    span.firstChild.nodeValue = translation;
    span.removeAttribute("aria-busy");
    span.removeAttribute("lang");
    shown.set(original, translation);
  });
  performance.mark("ember:pretranslated");
  // Texts still on their way keep the page hidden until React has them (language-provider.tsx).
  if (!document.body.querySelector("[data-tx][aria-busy]")) {
    document.documentElement.removeAttribute("data-translating");
  }
  return { language, translations: shown, provider };
}

/**
 * React's streamed segments (`<div hidden id="S:0">`) hold only scripts and templates here, and React's
 * own inline script moves them into place at a moment of its choosing: either way they hold no text.
 */
const isSkipped = (node: Node) =>
  node instanceof Element &&
  (skipped.has(node.tagName) || (node.hasAttribute("hidden") && /^S:\d+$/.test(node.id)));

/** Nothing changes; a maintainer can see why in the console's verbose level. */
function giveUp(reason: string, at: Node | null): null {
  // biome-ignore lint/suspicious/noConsole: verbose level on purpose; the visitor loses nothing (React translates)
  console.debug(`Not translated before the first paint: ${reason}`, at);
  return null;
}

function walk(owner: Document, root: HTMLElement): TreeWalker {
  return owner.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (isSkipped(node) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
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
