import type { CrisisPhraseList } from "./phrase-types.ts";

/** French; apostrophes fold away ("j'ai" = "jai"), so the patterns are written with them. */
export const frenchPhrases: CrisisPhraseList = {
  lang: "fr",
  spaced: true,
  phrases: [
    {
      keyword: "je veux mourir",
      tier: 1,
      pattern:
        "(?:je veux|veux|j'ai envie de|envie de|je vais|je voudrais|je préférerais) mourir|je préférerais être mort|j'aimerais être mort",
    },
    {
      keyword: "me suicider",
      tier: 1,
      pattern:
        "me suicider|me tuer|me foutre en l'air|mettre fin à (?:mes jours|ma vie)|en finir(?: avec la vie| avec tout)?",
      unless: "me tuer (?:au|à la) (?:travail|tâche)|en finir avec (?:ce|cette|mon|mes|les|le|l|ces|un|une) ",
    },
    {
      keyword: "suicide",
      tier: 1,
      pattern: "suicid\\w*|se tuer|se suicider|mettre fin à ses jours",
      general: true,
      unless: "se tuer (?:au|à la) (?:travail|tâche)",
    },
    {
      keyword: "je ne veux plus vivre",
      tier: 1,
      pattern:
        "(?:je ne veux plus|je veux plus|j'ai plus envie de|je n'ai plus envie de|plus envie de) vivre|je ne veux plus être là",
    },
    {
      keyword: "c'est mon dernier message",
      tier: 1,
      pattern: "c'est mon dernier message|adieu à tous|dire adieu à tout le monde|lettre d'adieu",
    },
    { keyword: "j'ai un plan", tier: 1, pattern: "j'ai un plan|c'est ce soir|c'est le moment", gate: "risk" },
    {
      keyword: "je n'en peux plus",
      tier: 2,
      pattern: "je n'en peux plus|j'en peux plus|je ne tiens plus|je craque",
      unless: "d'attendre|hâte|impatien\\w*",
    },
    {
      keyword: "la vie n'a plus de sens",
      tier: 2,
      pattern:
        "(?:la|ma) vie n'a (?:plus )?(?:de |aucun )?sens|plus aucun sens|rien n'a de sens|aucune raison de vivre|ça ne sert à rien de vivre",
    },
    {
      keyword: "je suis un fardeau",
      tier: 2,
      pattern: "je suis un (?:fardeau|poids)|un poids pour (?:tout le monde|ma famille|les autres)",
    },
    { keyword: "mieux sans moi", tier: 2, pattern: "mieux sans moi" },
    {
      keyword: "sans espoir",
      tier: 2,
      pattern:
        "sans espoir|aucun espoir|plus d'espoir|pas d'issue|aucune issue|sans issue|je ne vaux rien|je suis inutile",
    },
    {
      keyword: "complètement seul",
      tier: 2,
      pattern:
        "(?:complètement|totalement|tellement) seule?|personne ne (?:m'aime|se soucie de moi|remarquerait)",
    },
    {
      keyword: "je me scarifie",
      tier: 3,
      pattern: "scarifi\\w*|je me coupe|je me mutile|automutilation|me faire du mal|je me fais du mal",
      unless: "cheveux|ongles|frange",
    },
    {
      keyword: "trop de médicaments",
      tier: 3,
      pattern: "trop de (?:médicaments|cachets|pilules|comprimés)|surdose|overdose",
    },
    {
      keyword: "crise d'angoisse",
      tier: 3,
      pattern: "crise d'angoisse|crise de panique|attaque de panique|je deviens fou|je deviens folle",
      unless: "mdr|ptdr|haha",
    },
    {
      keyword: "je veux disparaître",
      tier: 3,
      pattern:
        "je veux disparaître|ne (?:plus )?jamais me réveiller|ne plus me réveiller|j'aurais aimé ne jamais naître",
    },
    {
      keyword: "deuil",
      tier: 3,
      pattern: "décédée?|est mort|est morte|décès|deuil|enterrement|obsèques",
      gate: "grief",
    },
  ],
};
