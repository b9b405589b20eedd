import type { CrisisPhraseList } from "./phrase-types.ts";

/** German; umlauts and ß fold ("möchte" = "mochte", "heiß" = "heiss"). */
export const germanPhrases: CrisisPhraseList = {
  lang: "de",
  spaced: true,
  phrases: [
    {
      keyword: "ich will sterben",
      tier: 1,
      pattern:
        "(?:ich )?(?:will|möchte|wünschte ich wäre|wäre lieber) (?:einfach )?(?:sterben|tot)|lieber tot",
    },
    {
      keyword: "ich bringe mich um",
      tier: 1,
      pattern:
        "(?:bringe|bring) mich um|mich (?:selbst )?(?:umbringen|töten)|mir das leben nehmen|mein leben beenden|allem ein ende (?:setzen|machen)",
    },
    {
      keyword: "selbstmord",
      tier: 1,
      pattern: "selbstmord\\w*|suizid\\w*|sich umbringen|sich das leben nehmen|bringt sich um",
      general: true,
    },
    {
      keyword: "ich will nicht mehr leben",
      tier: 1,
      pattern: "(?:will|möchte|kann) nicht mehr leben|keine lust mehr zu leben",
    },
    {
      keyword: "abschied",
      tier: 1,
      pattern: "das ist mein letzter (?:brief|post|nachricht)|abschiedsbrief|lebt (?:alle )?wohl",
    },
    {
      keyword: "ich habe einen plan",
      tier: 1,
      pattern: "ich habe einen plan|heute nacht ist es soweit|es ist soweit",
      gate: "risk",
    },
    {
      keyword: "ich kann nicht mehr",
      tier: 2,
      pattern:
        "ich kann nicht mehr|ich will (?:einfach )?nicht mehr(?= *$| ich| und| es| alles| das)|(?:halte|ertrage) (?:es|das|das alles|das leben) nicht mehr(?: aus)?|keine kraft mehr",
      unless: "nicht mehr (?:warten|abwarten|erwarten)",
    },
    {
      keyword: "es hat keinen sinn mehr",
      tier: 2,
      pattern:
        "(?:hat|macht) (?:alles )?keinen sinn mehr|das leben hat keinen sinn|kein grund (?:mehr )?zu leben",
    },
    {
      keyword: "ich bin eine last",
      tier: 2,
      pattern: "(?:nur )?eine last (?:für|fur)|ich bin (?:nur )?eine last",
    },
    {
      keyword: "ohne mich besser dran",
      tier: 2,
      pattern: "ohne mich besser dran|ohne mich (?:besser|glücklicher)",
    },
    {
      keyword: "völlig allein",
      tier: 2,
      pattern:
        "(?:völlig|ganz|komplett|total) allein|niemand interessiert sich für mich|niemand würde mich vermissen",
      unless: "gereist|reise|urlaub",
    },
    {
      keyword: "hoffnungslos",
      tier: 2,
      pattern: "keine hoffnung mehr|hoffnungslos|kein ausweg|ausweglos|ich bin wertlos",
    },
    {
      keyword: "ich ritze mich",
      tier: 3,
      pattern: "ritze mich|ritzen|mich (?:selbst )?verletze|verletze mich(?: selbst)?|selbstverletz\\w*",
    },
    { keyword: "zu viele tabletten", tier: 3, pattern: "zu viele tabletten|überdosis" },
    {
      keyword: "panikattacke",
      tier: 3,
      pattern: "panikattacke|nervenzusammenbruch|ich verliere den verstand",
    },
    {
      keyword: "nicht mehr aufwachen",
      tier: 3,
      pattern: "nicht mehr aufwachen|wünschte ich wäre nie geboren|einfach verschwinden",
    },
    { keyword: "trauer", tier: 3, pattern: "gestorben|verstorben|beerdigung|trauer\\w*", gate: "grief" },
  ],
};
