import {
  codePoints,
  type LanguageCode,
  needsTranslation as textNeedsTranslation,
  translateLimits,
} from "@ember/domain";
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
 * The page's content translations. The reviewed translations of the page's own texts come with the page
 * (`seed`, from the prerendered page's text data, i18n/page-texts.ts). A text that is not among them (content
 * newer than the build, records from the database) is asked of the server: texts that render in one commit
 * are gathered into one request (decision 0021), and a failure leaves the originals with one log line per
 * language, not one per text.
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
   * translations cover the site, so this means content newer than them (the page says so).
   */
  providerMissing = false;
  /** True once the page asked the server for a text it had no reviewed translation of (the Beta notice). */
  machineRequested = false;
  /** While prerendering: every reviewed translation a render read, and every text it found none for. */
  private recording: { used: Map<string, string>; missing: Set<string> } | null = null;

  constructor(
    private readonly translate: (language: LanguageCode, texts: string[]) => Promise<TranslateAnswer>,
  ) {}

  /**
   * Reviewed translations: at prerender every language's (entry.server.tsx), in the browser the page's own
   * (entry.client.tsx). The prerendered page shows them, and hydration reads them through `lookupSeeded`.
   */
  seed(language: LanguageCode, translations: Iterable<readonly [string, string]>): void {
    for (const [text, translation] of translations) {
      const key = keyOf(language, text);
      this.known.set(key, translation);
      this.seeded.set(key, translation);
    }
  }

  /** What the prerendered page shows, and so what hydration must show: only the reviewed translations. */
  lookupSeeded(language: LanguageCode, text: string): string | undefined {
    const translation = this.seeded.get(keyOf(language, text));
    if (this.recording) {
      if (translation === undefined) this.recording.missing.add(text);
      else this.recording.used.set(text, translation);
    }
    return translation;
  }

  /**
   * Prerender only: from now on, notes what `lookupSeeded` reads, so the page can carry exactly the
   * translations it shows and the build can fail on a text with none (entry.server.tsx).
   */
  startRecording(): { readonly used: ReadonlyMap<string, string>; readonly missing: ReadonlySet<string> } {
    this.recording = { used: new Map(), missing: new Set() };
    return this.recording;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  lookup(language: LanguageCode, text: string): Lookup {
    return this.known.get(keyOf(language, text));
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
    this.machineRequested = true;
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
