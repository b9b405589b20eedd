import MiniSearch from "minisearch";
import type { KnowledgePassage } from "./llm-provider.ts";

// Words that say nothing about the topic; left in, "how do I" would match half the FAQ.
const stopWords = new Set(
  "a an and are as at be but by can could do does did for from get got have how i if in into is it its me my of on or our so than that the their them then there these they this to too us was we what when where which who why will with would you your im ive id dont about tell like hello hi hey thanks thank please ok okay".split(
    " ",
  ),
);

export interface KnowledgeHit {
  readonly passage: KnowledgePassage;
  readonly score: number;
}

/**
 * Full-text retrieval over the site's knowledge (MiniSearch, in memory: a few dozen passages). Titles
 * weigh most, because most passages answer a question and people ask it in nearly those words.
 */
export class KnowledgeIndex {
  readonly #search: MiniSearch<KnowledgePassage>;
  readonly #byId: Map<string, KnowledgePassage>;

  constructor(passages: readonly KnowledgePassage[]) {
    this.#byId = new Map(passages.map((p) => [p.id, p]));
    this.#search = new MiniSearch<KnowledgePassage>({
      fields: ["title", "keywords", "text"],
      processTerm: (term) => {
        const word = term.toLowerCase().replace(/['’]/g, "");
        return word.length < 2 || stopWords.has(word) ? null : word;
      },
      searchOptions: { boost: { title: 3, keywords: 1.5 }, fuzzy: 0.2, prefix: true },
    });
    this.#search.addAll(passages);
  }

  /** The best passages for a question, best first; empty when nothing is relevant. */
  search(query: string, limit = 3): KnowledgeHit[] {
    return this.#search
      .search(query)
      .slice(0, limit)
      .flatMap((hit) => {
        const passage = this.#byId.get(String(hit.id));
        return passage ? [{ passage, score: hit.score }] : [];
      });
  }
}
