import {
  codePoints,
  type LanguageCode,
  needsTranslation as textNeedsTranslation,
  translateLimits,
} from "@ember/domain";
import { cacheTranslation, readCachedTranslation } from "./session-cache.ts";
import type { TranslateAnswer } from "./translate-remote.ts";

/**
 * Whether a text is sent for translation into this language (product.md#translation-and-badge-search-rules;
 * see the domain's rule).
 */
export function needsTranslation(language: LanguageCode, text: string): boolean {
  return language !== "en" && textNeedsTranslation(text);
}

/**
 * What a text shows: a translation, `null` when none can be had now (show the original), or
 * `undefined` while it is being asked for.
 */
export type Lookup = string | null | undefined;

/**
 * The page's on-demand translations. Texts that render in one commit are gathered into one request to
 * the server's shared cache (decision 0021), answers are kept for the session (product.md#behaviour-limits),
 * and a failure leaves the originals with one log line per language, not one per text.
 */
export class TranslationStore {
  private readonly known = new Map<string, string | null>();
  private readonly seeded = new Map<string, string>();
  /** Queued or being fetched. */
  private readonly asked = new Set<string>();
  private readonly queued = new Map<LanguageCode, Set<string>>();
  private readonly listeners = new Set<() => void>();
  private readonly failuresLogged = new Set<LanguageCode>();
  private inFlight = 0;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private idleWaiters: (() => void)[] = [];
  /**
   * True once a text came back untranslated from a server with no model to translate it: the reviewed
   * translations cover the site, so this means content newer than them (the switcher says so).
   */
  providerMissing = false;

  constructor(
    private readonly translate: (language: LanguageCode, texts: string[]) => Promise<TranslateAnswer>,
  ) {}

  /**
   * Translations the page already showed before React started (i18n/pretranslate): the store knows them,
   * the session keeps them (product.md#behaviour-limits), and hydration reads them through `lookupSeeded`.
   */
  seed(language: LanguageCode, translations: ReadonlyMap<string, string>): void {
    for (const [text, translation] of translations) {
      const key = keyOf(language, text);
      this.known.set(key, translation);
      this.seeded.set(key, translation);
      cacheTranslation(language, text, translation);
    }
  }

  /**
   * What hydration may show: only what the page showed before React started. A translation found later
   * in the session cache follows in the render right after, since the page does not show it yet.
   */
  lookupSeeded(language: LanguageCode, text: string): string | undefined {
    return this.seeded.get(keyOf(language, text));
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  lookup(language: LanguageCode, text: string): Lookup {
    const key = keyOf(language, text);
    if (this.known.has(key)) return this.known.get(key);
    const cached = readCachedTranslation(language, text);
    if (cached !== undefined) this.known.set(key, cached);
    return cached;
  }

  /** Asks for a text's translation in the next batch, unless it is known or already asked for. */
  request(language: LanguageCode, text: string): void {
    const key = keyOf(language, text);
    if (this.asked.has(key) || this.lookup(language, text) !== undefined) return;
    if (codePoints(text) > translateLimits.textChars) {
      // Longer than the server takes in one piece: it stays as written.
      this.known.set(key, null);
      return;
    }
    this.asked.add(key);
    let texts = this.queued.get(language);
    if (!texts) {
      texts = new Set();
      this.queued.set(language, texts);
    }
    texts.add(text);
    // A timer, not a microtask: every text of one commit (and of its effects) joins the same batch.
    this.flushTimer ??= setTimeout(() => this.flush(), 0);
  }

  /** Resolves when nothing is queued or being fetched: the page is as translated as it will be. */
  whenIdle(): Promise<void> {
    if (this.flushTimer === null && this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private flush(): void {
    this.flushTimer = null;
    const batches = [...this.queued];
    this.queued.clear();
    for (const [language, texts] of batches)
      for (const chunk of chunksOf([...texts])) void this.fetchChunk(language, chunk);
    this.settleIfIdle();
  }

  private async fetchChunk(language: LanguageCode, texts: string[]): Promise<void> {
    this.inFlight++;
    try {
      const answer = await this.translate(language, texts);
      if (answer.provider === "none" && answer.translations.some((t) => t === null))
        this.providerMissing = true;
      texts.forEach((text, index) => {
        const translation = answer.translations[index] ?? null;
        this.known.set(keyOf(language, text), translation);
        if (translation !== null) cacheTranslation(language, text, translation);
      });
    } catch (error) {
      for (const text of texts) this.known.set(keyOf(language, text), null);
      if (!this.failuresLogged.has(language)) {
        this.failuresLogged.add(language);
        console.warn(`Translation into ${language} failed; showing the original text`, error);
      }
    } finally {
      for (const text of texts) this.asked.delete(keyOf(language, text));
      this.inFlight--;
      for (const listener of this.listeners) listener();
      this.settleIfIdle();
    }
  }

  private settleIfIdle(): void {
    if (this.flushTimer !== null || this.inFlight > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

function keyOf(language: LanguageCode, text: string): string {
  return `${language}\u0000${text}`;
}

/** Batches within the translate function's limits, in order. */
export function* chunksOf(texts: readonly string[]): Generator<string[]> {
  let chunk: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (
      chunk.length === translateLimits.texts ||
      (chunk.length > 0 && chars + codePoints(text) > translateLimits.totalChars)
    ) {
      yield chunk;
      chunk = [];
      chars = 0;
    }
    chunk.push(text);
    chars += codePoints(text);
  }
  if (chunk.length > 0) yield chunk;
}
