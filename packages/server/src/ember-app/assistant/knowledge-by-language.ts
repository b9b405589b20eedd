import { defaultLanguage, type LanguageCode, type SiteConfig } from "@ember/domain";
import type { SiteTranslations } from "../translation/site-translations.ts";
import { type KnowledgeHit, KnowledgeIndex } from "./knowledge-index.ts";
import { siteKnowledge } from "./site-knowledge.ts";
import { assistantTextsOf } from "./texts/assistant-texts.ts";

/**
 * The site's knowledge in each language, for the chat's retrieval (docs/decisions/0064). English is built
 * at start; another language on its first question, from the reviewed translations of the pages' texts
 * (the FAQ and the core values, read where the translation service reads them) and the assistant's own
 * texts, then kept: at most ten small indexes.
 */
export class KnowledgeByLanguage {
  readonly english: KnowledgeIndex;
  readonly #site: SiteConfig;
  readonly #translations: (language: LanguageCode) => Promise<SiteTranslations>;
  readonly #built = new Map<LanguageCode, Promise<KnowledgeIndex>>();

  constructor(site: SiteConfig, translations: (language: LanguageCode) => Promise<SiteTranslations>) {
    this.#site = site;
    this.#translations = translations;
    this.english = new KnowledgeIndex(siteKnowledge(site));
  }

  /** The knowledge in a language. */
  in(language: LanguageCode): Promise<KnowledgeIndex> {
    if (language === defaultLanguage) return Promise.resolve(this.english);
    let index = this.#built.get(language);
    if (!index) {
      index = this.#translations(language).then(({ texts }) => {
        const stopWords = new Set(
          assistantTextsOf(language).knowledge.stopWords.split(/\s+/).filter(Boolean),
        );
        const passages = siteKnowledge(this.#site, language, (english) => texts.get(english));
        return new KnowledgeIndex(passages, { stopWords, hanPairs: language === "zh" });
      });
      this.#built.set(language, index);
    }
    return index;
  }

  /**
   * The best passages for a message, in the language. The message is looked up in the language's
   * knowledge and in English's, and the better match wins: a visitor writing English on a French page (or
   * a suggested question, which the site sends in English) is answered with the same passages in French.
   */
  async search(message: string, language: LanguageCode): Promise<KnowledgeHit[]> {
    const index = await this.in(language);
    const hits = index.search(message);
    if (language === defaultLanguage) return hits;
    const english = this.english.search(message);
    if ((english[0]?.score ?? 0) <= (hits[0]?.score ?? 0)) return hits;
    return english.flatMap((hit) => {
      const passage = index.passage(hit.passage.id);
      return passage ? [{ passage, score: hit.score }] : [];
    });
  }
}
