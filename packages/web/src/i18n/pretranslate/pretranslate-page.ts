import { type LanguageCode, needsTranslation, type PageTranslationsAnswer } from "@ember/domain";
import { defaultAppId, storageKeyOf } from "../../api/app-params.ts";
import { readCachedTranslation } from "../session-cache.ts";
import { PagePatcher } from "./page-patcher.ts";
import type { PageText, PretranslateConfig, Pretranslation } from "./pretranslation.ts";

/**
 * The head script of every prerendered page (inlined by scripts/language-variants.ts). For a visitor
 * with a stored language it translates the page before its first paint, without waiting for the app's
 * scripts: the page's build-time text in that language (the same components, rendered with that
 * catalog) is laid over the English page, text node by text node, and its content texts come from the
 * session cache or the server's shared cache (cache only: a miss is left to React's one batch, so a page
 * view still costs at most one model request). The build compared the two pages, so the page-text file
 * holds only what differs, by node number. Once both answers are in, the page is translated as the
 * parser builds it, and shown as it arrives when every content text has its translation
 * (docs/decisions/0048). Anything unexpected leaves the page untouched and hidden, and React applies the
 * language after hydration as before (docs/decisions/0042).
 */
export function pretranslatePage(config: PretranslateConfig): void {
  // The language boot script sets this only for a stored language other than English.
  const language = document.documentElement.getAttribute("data-language") as LanguageCode | null;
  if (!language || !sameServer()) return;
  // The page is not laid out until this has started (language-boot-script.ts): from then on each part
  // is laid out once, in the language, or, if it gives up, in English for the app to translate.
  window.__emberPretranslation = pretranslate(language, config)
    .catch((error: unknown) => giveUp(String(error)))
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
  return ready && translateAsParsed(language, ready);
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
  // What this visitor's session already translated (the session cache of product.md#behaviour-limits) fills
  // what the server lacks.
  for (const text of new Set(pageText.texts)) {
    if (translations.has(text) || !needsTranslation(text)) continue;
    const inSession = readCachedTranslation(language, text);
    if (inSession !== undefined) translations.set(text, inSession);
  }
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
  // The site serves one app: an app id a link once left in storage is ignored (app-params.ts).
  const appId = defaultAppId;
  const [app, version, page] = [appId, config.version, config.page].map(encodeURIComponent);
  const response = await fetch(`/api/apps/${app}/page-translations/${version}/${language}/${page}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) return null;
  const answer = (await response.json()) as PageTranslationsAnswer;
  return Array.isArray(answer.translations) ? answer : null;
}

/**
 * Translates what is parsed so far, then each part the parser adds (a mutation observer runs before the
 * browser next lays the page out), then the rest once the document is parsed. A page whose every content
 * text has its translation is shown at once, as it arrives; one still waiting for some stays hidden
 * until React has them (language-provider.tsx).
 */
async function translateAsParsed(
  language: LanguageCode,
  { pageText, translations, provider }: Prepared,
): Promise<Pretranslation | null> {
  const root = document.documentElement;
  const patcher = new PagePatcher(pageText, translations);
  const complete = pageText.texts.every((text) => !needsTranslation(text) || translations.has(text));
  const parsing = document.readyState === "loading";
  let wrong = patcher.advance(!parsing);
  if (parsing && !wrong) {
    const observer = new MutationObserver(() => {
      wrong ??= patcher.advance(false);
      if (!wrong) return;
      observer.disconnect();
      // Shown in part already: hidden again (undone) until the app has translated it.
      root.setAttribute("data-translating", "");
    });
    observer.observe(root, { childList: true, subtree: true });
    root.removeAttribute("data-parsing");
    if (complete) root.removeAttribute("data-translating");
    await domReady();
    observer.disconnect();
    wrong ??= patcher.advance(true);
  }
  if (wrong) {
    root.setAttribute("data-translating", "");
    return giveUp(wrong);
  }
  performance.mark("ember:pretranslated");
  if (!document.body.querySelector("[data-tx][aria-busy]")) root.removeAttribute("data-translating");
  return { language, translations: patcher.shown, provider };
}

/** Nothing changes; a maintainer can see why in the console's verbose level. */
function giveUp(reason: string): null {
  // biome-ignore lint/suspicious/noConsole: verbose level on purpose; the visitor loses nothing (React translates)
  console.debug(`Not translated before the first paint: ${reason}`);
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

/**
 * The page talks to the server that sent it; another configured server (product.md#addresses) is left to the
 * SDK.
 */
function sameServer(): boolean {
  const search = new URLSearchParams(window.location.search);
  if (["app_id", "server_url", "access_token", "functions_version"].some((name) => search.has(name)))
    return false;
  return !stored(storageKeyOf("server_url"));
}
