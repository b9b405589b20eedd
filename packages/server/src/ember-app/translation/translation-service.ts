import { type LanguageCode, needsTranslation } from "@ember/domain";
import type { Queryable } from "../../db/database.ts";
import type { LlmProvider, LlmResult } from "../../platform/llm/llm-provider.ts";
import { withinTimeout } from "../../platform/llm/within-timeout.ts";
import { noSiteTranslations, type SiteTranslations } from "./site-translations.ts";
import { textHash } from "./text-hash.ts";

/**
 * How long one batched translation request may take before its texts are answered with null (the browser
 * then shows the originals). A page's batch is a few dozen texts; a model that needs longer is down.
 */
export const DEFAULT_TRANSLATE_TIMEOUT_MS = 30_000;

/** A translation longer than this (or empty) is not a translation of a text of at most 5,000 characters. */
const MAX_TRANSLATION_CHARS = 20_000;

/** Where a translation comes from: the model, a staff correction, or the repository's reviewed files. */
export type TranslationSource = "machine" | "human" | "reviewed";

/** One row of the shared cache, as the staff console shows it. */
export interface TranslationEntry {
  readonly language: string;
  readonly text_hash: string;
  readonly original: string;
  readonly translation: string;
  readonly source: TranslationSource;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface TranslationOutcome {
  /** One per text, in order: the translation, the text itself when it needs none, or null. */
  readonly translations: (string | null)[];
  /** 'none' when there is no model to translate with. */
  readonly provider: "llm" | "none";
  /** Distinct texts that needed translating, and what became of them. */
  readonly stats: {
    readonly texts: number;
    readonly cached: number;
    readonly translated: number;
    readonly failed: number;
  };
  /** Why the model's answer was not used (no user text), when it was asked and failed. */
  readonly failure: string | undefined;
}

export interface TranslationServiceOptions {
  readonly db: Queryable;
  /** The model; undefined when none is configured (the offline assistant cannot translate). */
  readonly provider: LlmProvider | undefined;
  readonly timeoutMs?: number;
  /**
   * The repository's reviewed translations of the site's texts (site-translations.ts): served before any
   * machine translation and never sent to the model; only a staff correction in the cache wins over them.
   */
  readonly siteTranslations?: (language: LanguageCode) => Promise<SiteTranslations>;
}

export { textHash } from "./text-hash.ts";

type Timestamp = Date | string;
interface EntryRow {
  language: string;
  text_hash: string;
  original: string;
  translation: string;
  source: TranslationSource;
  created_at: Timestamp;
  updated_at: Timestamp;
}
const iso = (value: Timestamp) => (value instanceof Date ? value : new Date(value)).toISOString();
const toEntry = (row: EntryRow): TranslationEntry => ({
  ...row,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const usable = (translation: string) =>
  translation.trim().length > 0 && translation.length <= MAX_TRANSLATION_CHARS;

/**
 * On-demand translation through the shared cache (ADR 0021): the cached translations in one
 * query, then the misses in ONE batched model request, stored with ON CONFLICT DO NOTHING so a human
 * correction always wins. Identical texts are asked once per request, and a text already being asked for
 * by another request in this process is awaited rather than asked again.
 */
export class TranslationService {
  readonly #db: Queryable;
  readonly #provider: LlmProvider | undefined;
  readonly #timeoutMs: number;
  readonly #siteTranslations: ((language: LanguageCode) => Promise<SiteTranslations>) | undefined;
  /** In-flight model answers by `${language}:${hash}`, shared by concurrent requests. */
  readonly #inFlight = new Map<string, Promise<string | null>>();
  readonly #correctionListeners = new Set<(language: LanguageCode) => Promise<void> | void>();

  constructor(options: TranslationServiceOptions) {
    this.#db = options.db;
    this.#provider = options.provider;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TRANSLATE_TIMEOUT_MS;
    this.#siteTranslations = options.siteTranslations;
  }

  /** True when a model is configured; otherwise only cached texts are translated, the rest answered null. */
  get available(): boolean {
    return this.#provider !== undefined;
  }

  /**
   * `trusted`: staff or the service role, whose misses are asked of the model. Anyone else is answered
   * from what is stored (a correction, a reviewed or an earlier machine translation), misses null: a
   * visitor's request never reaches the model nor writes the cache (decision 0098). `cachedOnly` answers a
   * trusted caller the same way.
   */
  async translate(
    language: LanguageCode,
    texts: readonly string[],
    options: { readonly cachedOnly?: boolean; readonly trusted?: boolean } = {},
  ): Promise<TranslationOutcome> {
    const cachedOnly = options.cachedOnly === true || options.trusted !== true;
    const provider = this.available ? "llm" : "none";
    const asIs = (text: string) => language === "en" || !needsTranslation(text);
    const unique = new Map<string, string>(); // hash -> original
    const hashes = texts.map((text) => {
      if (asIs(text)) return undefined;
      const hash = textHash(text);
      unique.set(hash, text);
      return hash;
    });
    const stats = { texts: unique.size, cached: 0, translated: 0, failed: 0 };
    const answer = (found: ReadonlyMap<string, string | null>, failure?: string): TranslationOutcome => ({
      translations: texts.map((text, i) => {
        const hash = hashes[i];
        return hash === undefined ? text : (found.get(hash) ?? null);
      }),
      provider,
      stats,
      failure,
    });
    if (unique.size === 0) return answer(new Map());

    const found = new Map<string, string | null>();
    const joined = new Map<string, Promise<string | null>>();
    // A cache-only answer never waits for another request's model call either.
    const inFlight = (hash: string) => (cachedOnly ? undefined : this.#inFlight.get(`${language}:${hash}`));
    const lookup: string[] = [];
    for (const hash of unique.keys()) {
      const pending = inFlight(hash);
      if (pending) joined.set(hash, pending);
      else lookup.push(hash);
    }
    if (lookup.length > 0) {
      const { rows } = await this.#db.query<{
        text_hash: string;
        translation: string;
        source: TranslationSource;
      }>(
        `select text_hash, translation, source from translation_cache
          where language = $1 and text_hash in (select jsonb_array_elements_text($2::jsonb))`,
        [language, JSON.stringify(lookup)],
      );
      const cached = new Map(rows.map((row) => [row.text_hash, row]));
      const site = await this.#siteTranslations?.(language);
      // A staff correction, then the repository's reviewed translation, then an earlier machine one.
      for (const hash of lookup) {
        const row = cached.get(hash);
        const reviewed = site?.texts.get(unique.get(hash) ?? "");
        const translation = row?.source === "human" ? row.translation : (reviewed ?? row?.translation);
        if (translation !== undefined) found.set(hash, translation);
      }
      stats.cached = found.size;
    }
    // Checked again after the lookup: another request may have started asking for the same text meanwhile.
    const misses: string[] = [];
    for (const hash of lookup) {
      if (found.has(hash) || cachedOnly) continue;
      const pending = inFlight(hash);
      if (pending) joined.set(hash, pending);
      else misses.push(hash);
    }

    let failure: string | undefined;
    // With no model, what the cache holds (a staff correction, an earlier deployment's translations) is
    // still served; only the misses stay in the original.
    if (misses.length > 0 && this.#provider) {
      const asked = this.#ask(this.#provider, language, misses, unique);
      for (const hash of misses) {
        const key = `${language}:${hash}`;
        // Never rejects: a request that joins this one gets null when the owner's request fails.
        const one = asked.then(
          (result) => (result.ok ? (result.value.get(hash) ?? null) : null),
          () => null,
        );
        this.#inFlight.set(key, one);
        void one.finally(() => {
          if (this.#inFlight.get(key) === one) this.#inFlight.delete(key);
        });
      }
      const result = await asked;
      if (result.ok) {
        for (const [hash, translation] of result.value) found.set(hash, translation);
        stats.translated = result.value.size;
        if (result.value.size < misses.length) failure = "some translations were empty or too long";
      } else {
        failure = result.error;
      }
    }
    for (const [hash, pending] of joined) {
      const translation = await pending;
      found.set(hash, translation);
      if (translation !== null) stats.translated += 1;
    }
    stats.failed = stats.texts - stats.cached - stats.translated;
    return answer(found, failure);
  }

  /** Asks the model once for the missing texts and stores its usable answers; never throws for the model. */
  async #ask(
    provider: LlmProvider,
    language: string,
    misses: readonly string[],
    originals: ReadonlyMap<string, string>,
  ): Promise<LlmResult<Map<string, string>>> {
    const texts = misses.map((hash) => originals.get(hash) ?? "");
    const result = await withinTimeout(
      (signal) => provider.translateBatch(texts, language, signal),
      this.#timeoutMs,
    );
    if (!result.ok) return result;
    const translated = new Map<string, string>();
    misses.forEach((hash, i) => {
      const translation = result.value[i];
      if (translation !== undefined && usable(translation)) translated.set(hash, translation);
    });
    if (translated.size > 0) {
      const rows = [...translated].map(([hash, translation]) => ({
        text_hash: hash,
        original: originals.get(hash),
        translation,
      }));
      await this.#db.query(
        `insert into translation_cache (language, text_hash, original, translation, source)
         select $1, r.text_hash, r.original, r.translation, 'machine'
           from jsonb_to_recordset($2::jsonb) as r(text_hash text, original text, translation text)
         on conflict (language, text_hash) do nothing`,
        [language, JSON.stringify(rows)],
      );
    }
    return { ok: true, value: translated };
  }

  /**
   * One language's translations for the staff console: the cache's rows newest first, then the reviewed
   * translations of the site's texts that no staff correction replaces (a machine row of a reviewed text
   * is never served, so it is not listed). `search` matches any part of the original or the translation
   * (any letter case), `source` keeps one kind.
   */
  async list(
    language: LanguageCode,
    page: {
      readonly limit?: number;
      readonly offset?: number;
      readonly search?: string | undefined;
      readonly source?: TranslationSource | undefined;
    } = {},
  ): Promise<{ entries: TranslationEntry[]; total: number }> {
    const limit = Math.min(Math.max(Math.trunc(page.limit ?? 50), 1), 500);
    const offset = Math.max(Math.trunc(page.offset ?? 0), 0);
    const site = await this.#reviewed(language);
    const { rows } = await this.#db.query<EntryRow>(
      `select language, text_hash, original, translation, source, created_at, updated_at
         from translation_cache where language = $1
        order by created_at desc, text_hash`,
      [language],
    );
    const corrected = new Set(rows.filter((row) => row.source === "human").map((row) => row.text_hash));
    const cached = rows
      .filter((row) => row.source === "human" || !site.byHash.has(row.text_hash))
      .map(toEntry);
    const reviewed = [...site.byHash].flatMap(([hash, original]): TranslationEntry[] =>
      corrected.has(hash)
        ? []
        : [
            {
              language,
              text_hash: hash,
              original,
              translation: site.texts.get(original) ?? "",
              source: "reviewed",
              created_at: site.updatedAt,
              updated_at: site.updatedAt,
            },
          ],
    );
    const needle = page.search?.toLocaleLowerCase();
    const matching = [...cached, ...reviewed].filter(
      (entry) =>
        (!page.source || entry.source === page.source) &&
        (!needle ||
          entry.original.toLocaleLowerCase().includes(needle) ||
          entry.translation.toLocaleLowerCase().includes(needle)),
    );
    return { entries: matching.slice(offset, offset + limit), total: matching.length };
  }

  /** The reviewed translations of a language (none without a web build). */
  async #reviewed(language: LanguageCode): Promise<SiteTranslations> {
    return (await this.#siteTranslations?.(language)) ?? noSiteTranslations;
  }

  /**
   * A staff correction: the entry's translation replaced and marked 'human', so neither the machine nor
   * the reviewed files override it. Undefined when the hash is neither cached nor a reviewed site text.
   */
  async correct(
    language: LanguageCode,
    hash: string,
    translation: string,
  ): Promise<TranslationEntry | undefined> {
    if (!usable(translation)) {
      throw new RangeError(`a translation must be 1 to ${MAX_TRANSLATION_CHARS} characters`);
    }
    const returning = "returning language, text_hash, original, translation, source, created_at, updated_at";
    // A reviewed text has no row until its first correction: the correction creates it. Any other text
    // can only be corrected where the cache holds it.
    const original = (await this.#reviewed(language)).byHash.get(hash);
    const { rows } = original
      ? await this.#db.query<EntryRow>(
          `insert into translation_cache (language, text_hash, original, translation, source)
           values ($1, $2, $4, $3, 'human')
           on conflict (language, text_hash) do update set translation = $3, source = 'human', updated_at = now()
           ${returning}`,
          [language, hash, translation, original],
        )
      : await this.#db.query<EntryRow>(
          `update translation_cache set translation = $3, source = 'human', updated_at = now()
            where language = $1 and text_hash = $2 ${returning}`,
          [language, hash, translation],
        );
    const entry = rows[0] ? toEntry(rows[0]) : undefined;
    // The served pages show the correction by the time the staff member is told it is saved.
    if (entry) await Promise.all([...this.#correctionListeners].map((listener) => listener(language)));
    return entry;
  }

  /** Staff corrections of one language, original to corrected translation: what the served pages show. */
  async corrections(language: LanguageCode): Promise<Map<string, string>> {
    const { rows } = await this.#db.query<{ original: string; translation: string }>(
      "select original, translation from translation_cache where language = $1 and source = 'human'",
      [language],
    );
    return new Map(rows.map((row) => [row.original, row.translation]));
  }

  /**
   * When the staff's corrections last changed, over every language: another instance's correction shows
   * on this one's pages when this changes (web/corrections-overlay.ts).
   */
  async correctionsVersion(): Promise<string> {
    const { rows } = await this.#db.query<{ version: string | null }>(
      "select count(*) || ':' || coalesce(max(updated_at)::text, '') as version from translation_cache where source = 'human'",
    );
    return rows[0]?.version ?? "";
  }

  /** Calls (and awaits) `listener` after each correction this instance saves, with its language. */
  onCorrection(listener: (language: LanguageCode) => Promise<void> | void): () => void {
    this.#correctionListeners.add(listener);
    return () => this.#correctionListeners.delete(listener);
  }
}
