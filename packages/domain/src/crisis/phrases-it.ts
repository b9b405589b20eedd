import type { CrisisPhraseList } from "./phrase-types.ts";

/** Italian; "c'è" folds to "ce", so patterns keep their apostrophes and accents. */
export const italianPhrases: CrisisPhraseList = {
  lang: "it",
  spaced: true,
  phrases: [
    {
      keyword: "voglio morire",
      tier: 1,
      pattern: "(?:voglio|vorrei|preferirei|ho voglia di) morire|vorrei essere mort[oa]",
      unless: "morire (?:dal ridere|di noia|di vergogna|di fame)",
    },
    {
      keyword: "voglio uccidermi",
      tier: 1,
      pattern:
        "(?:mi voglio|mi vado ad?|voglio) (?:ammazzare|uccidere)|ammazzarmi|uccidermi|togliermi la vita|togliere la vita|farla finita",
      unless: "ammazzarmi di (?:studio|lavoro)",
    },
    {
      keyword: "suicidio",
      tier: 1,
      pattern: "suicid\\w*|uccidersi|ammazzarsi|togliersi la vita",
      general: true,
    },
    {
      keyword: "non voglio più vivere",
      tier: 1,
      pattern: "non voglio più vivere|non ho più voglia di vivere|non voglio più esserci",
    },
    {
      keyword: "questo è il mio ultimo messaggio",
      tier: 1,
      pattern: "(?:questo è )?il mio ultimo messaggio|addio per sempre|lettera d'addio",
    },
    {
      keyword: "ho un piano",
      tier: 1,
      pattern: "ho un piano|stanotte è la notte|è arrivato il momento",
      gate: "risk",
    },
    {
      keyword: "non ce la faccio più",
      tier: 2,
      pattern: "non ce la faccio più|non ne posso più|non reggo più",
      unless: "aspettare|dalla voglia|emozione",
    },
    {
      keyword: "la vita non ha senso",
      tier: 2,
      pattern: "la (?:mia )?vita non ha (?:più )?senso|non ha senso vivere|nessun motivo per vivere",
    },
    { keyword: "sono un peso", tier: 2, pattern: "(?:sono|mi sento) un peso" },
    { keyword: "meglio senza di me", tier: 2, pattern: "meglio senza (?:di )?me" },
    {
      keyword: "completamente solo",
      tier: 2,
      pattern: "(?:completamente|totalmente) sol[oa]|a nessuno importa di me|nessuno si accorgerebbe",
    },
    {
      keyword: "nessuna via d'uscita",
      tier: 2,
      pattern: "non c'è via d'uscita|nessuna via d'uscita|senza speranza|nessuna speranza|non valgo niente",
    },
    {
      keyword: "mi taglio",
      tier: 3,
      pattern: "mi taglio|tagliarmi|mi sto tagliando|autolesion\\w*|mi faccio del male|farmi del male",
      unless: "capelli|unghie|frangia",
    },
    {
      keyword: "troppe pillole",
      tier: 3,
      pattern: "troppe (?:pillole|pasticche|medicine|compresse)|overdose",
    },
    {
      keyword: "vorrei sparire",
      tier: 3,
      pattern:
        "(?:vorrei|voglio) sparire|sparire per sempre|non svegliarmi più|vorrei non essere mai nat[oa]",
    },
    { keyword: "attacco di panico", tier: 3, pattern: "attacco di panico|sto impazzendo|crollo nervoso" },
    { keyword: "lutto", tier: 3, pattern: "è mort[oa]|scompars[oa]|funerale|lutto", gate: "grief" },
  ],
};
