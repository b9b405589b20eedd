import MiniSearch from "minisearch";
import type { KnowledgePassage } from "../../platform/llm/llm-provider.ts";

// Words that say nothing about the topic; left in, "how do I" would match half the FAQ.
const englishStopWords = new Set(
  "a an and are as at be but by can could do does did for from get got have how i if in into is it its me my of on or our so than that the their them then there these they this to too us was we what when where which who why will with would you your im ive id dont about tell like hello hi hey thanks thank please ok okay".split(
    " ",
  ),
);

// Chinese is written without spaces: a run of Han characters is indexed as the pairs of characters in it
// (most words are two characters long), so a question finds the passages that share its words.
const han = /\p{Script=Han}/u;
function hanPieces(word: string): string[] {
  const chars = [...word];
  if (!chars.some((c) => han.test(c))) return [word];
  const pieces: string[] = [];
  let run: string[] = [];
  const flush = () => {
    pieces.push(...(run.length === 1 ? run : run.slice(1).map((c, i) => `${run[i]}${c}`)));
    run = [];
  };
  let latin = "";
  for (const c of chars) {
    if (han.test(c)) {
      if (latin) pieces.push(latin);
      latin = "";
      run.push(c);
    } else {
      flush();
      latin += c;
    }
  }
  flush();
  if (latin) pieces.push(latin);
  return pieces;
}

export interface KnowledgeHit {
  readonly passage: KnowledgePassage;
  readonly score: number;
}

export interface KnowledgeIndexOptions {
  /** The language's words that say nothing about the topic; English's by default. */
  readonly stopWords?: ReadonlySet<string>;
  /** Index Han text by characters and their pairs (Chinese). */
  readonly hanPairs?: boolean;
}

/**
 * Full-text retrieval over the site's knowledge (MiniSearch, in memory: a few dozen passages), one index
 * per language. Titles weigh most, because most passages answer a question and people ask it in nearly
 * those words.
 */
export class KnowledgeIndex {
  readonly #search: MiniSearch<KnowledgePassage>;
  readonly #byId: Map<string, KnowledgePassage>;

  constructor(passages: readonly KnowledgePassage[], options: KnowledgeIndexOptions = {}) {
    const stopWords = options.stopWords ?? englishStopWords;
    this.#byId = new Map(passages.map((p) => [p.id, p]));
    const tokenize = options.hanPairs
      ? (text: string) => text.split(/[\n\r\p{Z}\p{P}]+/u).flatMap((word) => (word ? hanPieces(word) : []))
      : undefined;
    this.#search = new MiniSearch<KnowledgePassage>({
      fields: ["title", "keywords", "text"],
      ...(tokenize ? { tokenize } : {}),
      processTerm: (term) => {
        const word = term.toLowerCase().replace(/['’]/g, "");
        return word.length < 2 && !han.test(word) ? null : stopWords.has(word) ? null : word;
      },
      searchOptions: {
        boost: { title: 3, keywords: 1.5 },
        fuzzy: 0.2,
        prefix: true,
        ...(tokenize ? { tokenize } : {}),
      },
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

  /** The passage with this id (every language's knowledge has the same ids). */
  passage(id: string): KnowledgePassage | undefined {
    return this.#byId.get(id);
  }
}
