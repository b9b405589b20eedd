import { toldSuicide } from "./context-lexicon.ts";
import type { CrisisPhraseList } from "./phrase-types.ts";

const PILLS =
  "pillole|pasticche|farmaci|medicine|sonniferi|compresse|tachipirine|tachipirina|psicofarmaci|scatola";

/** Italian, accents optional (perche, piu), chat shortcuts (nn, xke, cmq). */
export const italianPhrases: CrisisPhraseList = {
  lang: "it",
  spaced: true,
  phrases: [
    {
      keyword: "voglio morire",
      tier: 1,
      pattern:
        "(?:voglio|vorrei|vojo|preferisco|preferirei|ho voglia di) (?:solo )?(?:morire|morie|morir)|(?:vorrei|voglio|preferirei) essere mort[oa]|(?:preferirei|meglio) (?:essere )?mort[oa]",
      unless:
        "morire (?:dal|dalle|di) (?:ridere|risate|fame|noia|vergogna|caldo|freddo)|morendo dal ridere|muoio (?:di|dalla)",
    },
    {
      keyword: "mi ammazzo",
      tier: 1,
      pattern:
        "mi ammaz+o|ammaz+armi|uccidermi|mi uccido|(?:togliermi|mi tolgo|togliere) la vita|suicidarmi|mi suicido|la faccio finita|farla finita|(?:buttarmi|mi butto) (?:giu|sotto|dal|dalla|dal ponte|dal tetto)|impiccarmi|mi impicco|tagliarmi le vene",
      unless: "ucciderei per|mi uccide (?:la|il)|esame|dalle risate|dal ridere|di risate",
    },
    {
      keyword: "suicidio",
      tier: 1,
      pattern: "suicid\\w*|(?:si |)toglie la vita|si uccide|uccidersi",
      general: true,
      unless: `prevenzione del suicidio|campagna|${toldSuicide}`,
    },
    {
      keyword: "non voglio più vivere",
      tier: 1,
      pattern:
        "(?:nn|non) voglio (?:piu )?vivere|non voglio (?:piu )?(?:esistere|stare al mondo)|(?:stanc|stuf)[oa] di vivere",
    },
    {
      keyword: "questo è un addio",
      tier: 1,
      pattern:
        "(?:questo|e) (?:e )?un addio|addio (?:a tutti|per sempre)|(?:questo e )?il mio ultimo messaggio|domani non ci saro piu|non ci saro piu|quando leggerete (?:questo|questo messaggio)|ho salutato (?:mia|mio|i miei)|ho scritto (?:le )?lettere per (?:la mia|i miei|mia|mio)",
      unless: "vacanza|viaggio|erasmus|trasloco|scuola|a domani|ci vediamo",
    },
    {
      keyword: "ho un piano",
      tier: 1,
      pattern: "ho un piano|stanotte e la notte|stasera e la sera",
      closes: "e una data|per (?:stanotte|farla finita|morire)|ho deciso",
    },
    {
      keyword: "ho un piano",
      tier: 1,
      pattern: "ho scelto (?:il giorno|la data)|e (?:tutto )?pronto|ho deciso (?:il giorno|come)",
      unless: "festa|viaggio|matrimonio|esame|compleanno|trasloco|vacanza",
    },
    { keyword: "ho un piano", tier: 1, pattern: "e arrivato il momento|e ora|addio", gate: "risk" },
    {
      keyword: "pillole",
      tier: 1,
      pattern: `(?:messo da parte|conservato|accumulato|raccolto) (?:tutte )?(?:le )?(?:${PILLS})|(?:preso|ingoiato) (?:tutta la scatola|tutto il flacone|tutte le)|stasera le prendo(?: tutte)?|(?:quante|quanti) (?:${PILLS})(?: \\S+){0,3} (?:per morire|servono per morire|uccidono|mortali)|dose (?:letale|mortale)`,
    },
    {
      keyword: "mi butto",
      tier: 1,
      pattern:
        "sto per (?:buttarmi|saltare)|(?:sono|sto) sul (?:tetto|ponte|cornicione)(?: \\S+){0,5}|ho comprato una corda|tagliat[oa] troppo (?:a fondo|profondo)|non smette di sanguinare",
      unless: "piscina|paracadute|bungee|panorama|foto|tramonto|festa",
    },
    {
      keyword: "quando non ci sarò più",
      tier: 1,
      pattern:
        "dite a (?:mia|mio) \\S+ che (?:mi dispiace|la amo|lo amo|vi amo)|quando non ci saro piu|occupatevi del mio (?:gatto|cane)|non mi serviranno piu|ho regalato (?:la mia|il mio|i miei|le mie) \\S+(?: \\S+){0,6} (?:serviranno|servira)|(?:sto )?regalando tutte le mie cose|(?:il )?modo meno doloroso|presto (?:niente|nulla) (?:di tutto questo )?avra (?:piu )?importanza|presto non saro piu un peso|(?:la mia famiglia|tutti|i miei) (?:presto )?sara(?:nno)? (?:finalmente )?liber[ia] da me|(?:le )?password (?:sono |scritte )|nel caso mi succeda qualcosa",
      unless: "vacanza|viaggio|trasloco|beneficenza|mercatino|erasmus",
    },
    {
      keyword: "non svegliarmi più",
      tier: 1,
      pattern:
        "smettere di esistere|andarmene da questo mondo|raggiungere (?:mia|mio) \\S+(?: \\S+){0,6} (?:qui|senza)|chiudere con tutto|(?:pronta|pronto) ad andarmene|mi butto sotto un treno|sparire per sempre",
    },
    {
      keyword: "non svegliarmi più",
      tier: 3,
      pattern:
        "addormentarmi e non svegliarmi piu|non (?:voglio )?(?:piu )?svegliarmi(?: piu)?|dormire per sempre",
    },
    {
      keyword: "pillole",
      tier: 1,
      pattern: `(?:ho )?(?:le |tutte le )?(?:${PILLS}|corda|lametta|coltello) (?:davanti a me|in mano|accanto a me|pronte)|ho preso tutto(?: \\S+){0,3}|sono sui binari|(?:la mia )?lettera daddio|(?:stanotte|stasera) quando tutti dormono|quando tutti dormono lo faccio`,
      unless: "festa|sorpresa|regalo|uscire",
    },
    {
      keyword: "non svegliarmi più",
      tier: 1,
      pattern:
        "andarmene da questa vita|(?:voglio )?che finisca tutto per sempre|non voglio piu stare (?:in questo|al) mondo|mi butto dal (?:ponte|tetto|balcone)",
    },
    {
      keyword: "mi taglio",
      tier: 3,
      pattern:
        "mi sono (?:\\S+ )?(?:tagliat|bruciat|ferit|colpit|picchiat)\\w*|(?:continuo a )?(?:farmi del male|tagliarmi)|mi (?:colpisco|brucio|ferisco|taglio|picchio) (?:\\S+ )?(?:finche|apposta|ancora|di nuovo)|tagli (?:nuovi )?(?:sulle|sui) (?:gambe|braccia|cosce|polsi)",
      unless: "capelli|frangia|unghie|cucin\\w*|carta|allenamento|forno|sole|partita|per sbaglio",
    },
    {
      keyword: "non voglio più vivere",
      tier: 1,
      pattern:
        "non voglio (?:piu )?essere viv[oa]|andarmene e non tornare|non tornare piu|(?:riposare|dormire) per sempre|(?:mia|mio) \\S+ in cielo|(?:che )?la mia vita finisca|finisca la mia vita|non voglio piu esistere",
    },
    {
      keyword: "non ce la faccio più",
      tier: 2,
      pattern: "non ce la faccio (?:davvero |proprio |veramente )piu",
      unless: "dalla voglia|di aspettare|emozion\\w*",
    },
    {
      keyword: "ultima notte",
      tier: 1,
      pattern:
        "(?:questa e )?la mia ultima notte(?! (?:a|in|qui|da))|sto contando le (?:pillole|pasticche)|nessuno mi trovera (?:prima|fino)",
      unless: "viaggio|vacanza|erasmus|a casa",
    },
    { keyword: "ho un piano", tier: 1, pattern: "lo faccio (?:tra unora|stanotte|alle \\d+)", gate: "risk" },
    {
      keyword: "mi taglio",
      tier: 3,
      pattern:
        "polsi segnati|temperino per la lametta|lametta del temperino|graffiat[oa] il braccio|lividi dove nessuno|fatt[oa] del male",
    },
    {
      keyword: "mi taglio",
      tier: 3,
      pattern:
        "mi (?:pizzico|mordo|punisco|incido|lesiono|gratto|ferisco|brucio|taglio|picchio) (?:fino|finche|quando|da quando|la pelle|apposta|le braccia|i polsi)|a pugni il muro|(?:nascondo|nascondere) (?:i |le )?(?:tagli|cicatrici|segni)|cicatrici (?:sulle|sui) (?:braccia|gambe|polsi)|lametta sul (?:braccio|polso)|fino a (?:sanguinare|farmi i lividi)|finche (?:non esce sangue|la mano sanguina)|mi strappo la pelle|mi lesiono|mi incido",
      unless: "capelli|unghie|per sbaglio|cucin\\w*|allenamento|dal ridere",
    },
    {
      keyword: "mi taglio",
      tier: 3,
      pattern:
        "mi (?:sto|stavo|sono messo a|sono messa a) (?:tagliando|facendo del male|bruciando|ferendo|graffiando|picchiando|mordendo|colpendo)|(?:voglio|vorrei|devo|ho bisogno di|ho voglia di|sto per|penso di) (?:tagliarmi|farmi (?:del )?male|bruciarmi|ferirmi|graffiarmi|picchiarmi|mordermi|colpirmi)",
      unless: "capelli|unghie|per sbaglio|cucin\\w*|allenamento|dal ridere",
    },
    {
      keyword: "starebbero tutti meglio senza di me",
      tier: 2,
      pattern:
        "meglio senza di me|nessuno se ne accorgerebbe|nessuno sentira la mia mancanza|nessuno mi mancherebbe",
    },
    { keyword: "sono un peso", tier: 2, pattern: "sono (?:un|solo un) (?:peso|fardello)" },
    {
      keyword: "nessuna via d'uscita",
      tier: 2,
      pattern: "(?:nessuna|non ce|non vedo) (?:una |nessuna )?via duscita|in trappola|senza via duscita",
    },
    {
      keyword: "non ce la faccio più",
      tier: 2,
      pattern: "(?:nn|non) ce la faccio piu|non reggo piu|non ne posso piu|non sopporto piu",
      unless: "dalla voglia|di aspettare|emozion\\w*",
    },
    {
      keyword: "non ha senso vivere",
      tier: 2,
      pattern:
        "non ha senso (?:continuare a )?vivere|la (?:mia )?vita non ha senso|non cambiera mai niente|a che serve|non so perche sono ancora qui|senza speranza|non valgo niente|non servo a niente|sono un fallito|sono una fallita|ho rinunciato a tutto|(?:mi sento )?vuot[oa]|stanc[oa] di tutto",
      unless: "stagione|partita|squadra|retroce\\w*|esame",
    },
    {
      keyword: "mi taglio",
      tier: 3,
      pattern:
        "mi sono tagliat[oa]|mi faccio dei tagli|sbatto la testa|voglia di tagliarmi|mi ferisco|mi tagli(?:o|ando|ata|ato)|tagliarmi|autolesion\\w*|farmi (?:del )?male|mi faccio del male|mi brucio|mi graffio|fino a sanguinare|mi picchio|mi colpisco",
      unless: "capelli|frangia|unghie|cucin\\w*|carta|allenamento",
    },
    { keyword: "troppe pillole", tier: 3, pattern: `(?:preso|ingoiato) troppe (?:${PILLS})|overdose` },
    {
      keyword: "voglio sparire",
      tier: 3,
      pattern: "voglio sparire|vorrei sparire|vorrei non essere mai nat[oa]",
      unless: "vergogna|ahah\\w*",
    },
    { keyword: "attacco di panico", tier: 3, pattern: "attacco di panico|attacchi di panico|sto impazzendo" },
    {
      keyword: "lutto",
      tier: 3,
      pattern:
        "e mort[oa]|e mancat[oa]|funerale|lutto|ho perso (?:mio|mia)|si e tolto la vita|si e suicidat[oa]",
      gate: "grief",
    },
  ],
};
