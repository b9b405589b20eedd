import { toldSuicide } from "./context-lexicon.ts";
import type { CrisisPhraseList } from "./phrase-types.ts";

const PILLS = "tabletten|pillen|medikamente|schlaftabletten|paracetamol|ibuprofen|packung";

/** German, with umlauts or without (ae, oe, ue all fold alike), lower case, chat spellings. */
export const germanPhrases: CrisisPhraseList = {
  lang: "de",
  spaced: true,
  phrases: [
    {
      keyword: "ich will sterben",
      tier: 1,
      pattern:
        "(?:will|mochte|moechte|mocht|wurde gern|wuerde gern) (?:einfach |nur |nur noch |einfach nur noch |lieber |jetzt |heute |bald |echt )?(?:sterben|sterbn|tot sein|tod sein)|(?:ware|waere|wär|war) (?:ich )?(?:lieber )?tot|(?:ich )?wunsche(?: mir)?,? (?:ich )?(?:ware|waere) tot|lieber (?:bin ich )?tot(?! als (?:dass ich )?(?:diese|das|den|die) (?:kleid|pullover|jacke|frisur|essen))|sterben wollen|will nicht mehr leben",
      unless: "lach mich tot|vor (?:lachen|hunger|langeweile|scham)",
    },
    {
      keyword: "ich bringe mich um",
      tier: 1,
      pattern:
        "(?:bring|bringe|werde|will|mochte|moechte|mich) (?:\\S+ ){0,3}(?:mich )?umbringen|bring(?:e)? mich (?:\\S+ ){0,3}um|umbringn|(?:mich|mir) (?:\\S+ ){0,2}(?:das leben nehmen|erhangen|erschiessen|aufhangen)|meinem leben ein ende (?:setzen|machen|bereiten)|mein leben beenden|schluss machen mit (?:allem|dem leben|meinem leben)|(?:mit allem|mit dem leben) schluss machen|(?:mach|mache) (?:heute |jetzt )?schluss mit (?:allem|dem leben|meinem leben)|mich vor (?:den|einen) zug werfen|(?:werf|werfe) mich vor den zug|mich unaliven",
      unless: "diese prufung bringt mich um|bringt mich (?:noch )?um|neugier|suizidpravention|kampagne",
    },
    {
      keyword: "Suizid",
      tier: 1,
      pattern:
        "(?:sich|er|sie) (?:\\S+ )?(?:umbringen|umgebracht|das leben (?:nehmen|genommen))|nimmt sich das leben|bringt sich (?:\\S+ )?um|selbstmordgedanken|suizidgedanken|suizidal|suizid\\w*|selbstmord\\w*|freitod",
      unless: `suizidpravention|suizidversuch|${toldSuicide}`,
      general: true,
    },
    {
      keyword: "das ist ein Abschied",
      tier: 1,
      pattern:
        "(?:das ist|ist das) (?:ein|mein) abschied|(?:das ist )?meine letzte nachricht|morgen bin ich nicht mehr (?:da|hier)|wenn ihr das lest|bin ich (?:schon )?weg(?! (?:im urlaub|auf reisen))|(?:abschiedsbrief\\w*|abschiedsbriefe)|(?:hab|habe) mich (?:von \\S+ \\S+ )?verabschiedet(?: ohne)?|lebt wohl",
      unless: "urlaub|reise|auslandssemester|umzug|schule|klasse|party|bis morgen|bis bald|tschuss",
    },
    {
      keyword: "ich habe einen Plan",
      tier: 1,
      pattern:
        "(?:ich )?(?:habe|hab) einen plan|heute nacht ist es so weit|heute ist es so weit|jetzt ist es so weit",
      closes: "und ein datum|fur heute nacht|wie ich es mache",
    },
    {
      keyword: "ich habe einen Plan",
      tier: 1,
      pattern:
        "(?:hab|habe) den tag (?:schon )?(?:ausgesucht|gewahlt|festgelegt)|(?:alles|es) ist vorbereitet|ich weiss wie und wann",
      unless: "party|urlaub|reise|prufung|klausur|hochzeit|geburtstag|umzug",
    },
    {
      keyword: "ich habe einen Plan",
      tier: 1,
      pattern: "es ist so weit|es ist zeit|lebt wohl|tschuss fur immer",
      gate: "risk",
    },
    {
      keyword: "Tabletten",
      tier: 1,
      pattern: `(?:alle|meine|die) (?:${PILLS}) (?:gesammelt|gehortet|aufgehoben|bereit|gezahlt)|(?:${PILLS}) (?:gesammelt|gehortet)|(?:die )?ganze (?:packung|schachtel|dose|flasche)(?: \\S+){0,3} (?:geschluckt|genommen)|(?:geschluckt|genommen) (?:die )?ganze (?:packung|schachtel)|nehme sie (?:heute abend|heute nacht|jetzt) alle|wie viele (?:${PILLS})(?: \\S+){0,3} (?:todlich|tödlich|sterben|um zu sterben)|todliche dosis`,
    },
    {
      keyword: "ich springe",
      tier: 1,
      pattern:
        "(?:springe|spring) (?:gleich|jetzt|runter|von)|(?:stehe|steh|sitze|bin) auf (?:dem dach|der brucke|dem gelander)(?: \\S+){0,5}|(?:hab|habe) mir (?:heute )?ein seil gekauft|zu tief geschnitten|hort nicht auf zu bluten|blute (?:so )?stark",
      unless: "aussicht|foto|sonnenuntergang|party|dachterrasse|reparier\\w*|bungee|sprungturm|schwimm\\w*",
    },
    {
      keyword: "wenn ich nicht mehr da bin",
      tier: 1,
      pattern:
        "sagt (?:meiner|meinem|meinen) \\S+ (?:dass|das) (?:es mir leid tut|ich (?:sie|ihn|euch) liebe)|wenn ich nicht mehr (?:da|hier) bin|nach meinem tod|kummert euch (?:bitte )?um (?:meine|meinen) (?:katze|hund|hase)|(?:brauch|brauche) ich (?:eh |sowieso )?nicht mehr|(?:hab|habe) (?:meine|mein) \\S+(?: \\S+){0,5} verschenkt|verschenke (?:diese woche )?(?:alle )?meine sachen|(?:der )?schmerzloseste weg|wie (?:man )?(?:am )?schmerzlos(?:esten)? (?:stirbt|sterben)|spielt (?:das )?(?:alles )?(?:eh )?(?:bald )?keine rolle mehr|bald (?:bin ich )?keine last mehr|(?:meine familie|alle|meine eltern) (?:ist|sind) mich (?:bald )?(?:endlich )?los|passworter liegen|falls mir (?:was|etwas) passiert",
      unless: "umzug|ziehe um|ausland|spende|flohmarkt|ausmisten|urlaub|reise",
    },
    {
      keyword: "nie wieder aufwachen",
      tier: 1,
      pattern:
        "(?:will|mochte) (?:einfach )?(?:nicht mehr existieren|weg sein fur immer|fur immer weg)|(?:will|mochte) zu (?:meiner|meinem) \\S+(?: \\S+){0,6} nicht mehr hier sein|den abgang (?:machen|mach)|(?:keinen bock|keine lust) mehr auf (?:dieses |das )?leben|(?:will|mochte) raus aus dem leben",
    },
    {
      keyword: "ich will nicht mehr",
      tier: 2,
      pattern:
        "ich will (?:einfach |echt |wirklich |halt )?nicht mehr(?! (?:warten|lernen|arbeiten|essen|zur|in die|mit))|keine kraft mehr (?:zu leben|zum leben|fur das leben)",
    },
    {
      keyword: "nie wieder aufwachen",
      tier: 3,
      pattern:
        "(?:einschlafen|schlafen) und nie (?:wieder|mehr) aufwachen|nicht mehr aufwachen|nie wieder aufwachen|fur immer schlafen|ewig schlafen",
    },
    {
      keyword: "Tabletten",
      tier: 1,
      pattern: `(?:die |meine |alle )?(?:${PILLS}|seil|klinge|messer|rasierklinge) (?:liegen |liegt |sind )?(?:vor mir|neben mir|in der hand|bereit)|(?:hab|habe) alles geschluckt|alles geschluckt vor|(?:stehe|steh|sitze|bin) (?:an|auf) den gleisen|(?:spring|springe) (?:von der|vom) (?:brucke|dach|balkon)`,
    },
    {
      keyword: "wenn ich nicht mehr da bin",
      tier: 1,
      pattern:
        "(?:mein )?abschiedsbrief|(?:heute nacht|heute abend) wenn alle schlafen|wenn alle schlafen (?:mache|mach) ich es",
      unless: "party|uberraschung|geschenk|rausschleichen|film",
    },
    {
      keyword: "nie wieder aufwachen",
      tier: 1,
      pattern:
        "(?:will|mochte) (?:einfach )?(?:nur noch )?weg(?: \\S+)? fur immer|nie wieder da sein|(?:will|mochte) (?:hier )?raus(?: \\S+)? aus allem|(?:will|mochte) (?:einfach )?weg aus (?:dieser|der) welt|nicht mehr auf (?:dieser|der) welt sein|(?:will|mochte) (?:\\S+ ){0,2}dass alles aufhort(?: \\S+)? fur immer",
    },
    {
      keyword: "ich ritze mich",
      tier: 3,
      pattern:
        "(?:hab|habe|ich) mich (?:\\S+ ){0,2}(?:geschnitten|verletzt|verbrannt|geritzt|geschlagen)|(?:verletze|schlage|schneide|verbrenne) mich (?:\\S+ )?(?:immer|wieder|selbst|bis|absichtlich|jeden)|(?:neue )?schnitte an (?:den|meinen) (?:beinen|armen|handgelenken|oberschenkeln)",
      unless: "kochen|beim sport|aus versehen|papier|rasieren|herd|ofen|sonne|fussball",
    },
    {
      keyword: "ich bringe mich um",
      tier: 1,
      pattern:
        "nehme mir (?:heute |jetzt )?das leben|mir das leben (?:nehmen|zu nehmen)|mich umzubringen|(?:gehen|weg) und nie (?:wieder|mehr) (?:wiederkommen|zuruckkommen)|nie wiederkommen|fur immer (?:ruhen|schlafen)|zu (?:meiner|meinem) (?:mama|papa|oma|opa|mutter|vater|bruder|schwester) in den himmel|(?:dass )?mein leben (?:aufhort|endet|vorbei ist)|nicht mehr (?:am leben|leben) sein",
      unless: "das leben nehmen wie es kommt",
    },
    {
      keyword: "ich halte das nicht mehr aus",
      tier: 2,
      pattern: "kann (?:einfach |echt |wirklich )?nicht mehr weiter|(?:bin )?nur (?:eine )?last",
    },
    {
      keyword: "letzte Nacht",
      tier: 1,
      pattern:
        "(?:das ist )?meine letzte nacht(?! (?:in|im|hier|bei|zu))|(?:zahle|zahl) (?:gerade )?(?:die|meine) tabletten|niemand findet mich (?:vor|bis)",
      unless: "urlaub|reise|auslandssemester|zu hause|ferienlager",
    },
    {
      keyword: "ich habe einen Plan",
      tier: 1,
      pattern: "in einer stunde (?:mache|mach) ich es|ich mache es (?:heute nacht|in einer stunde)",
      gate: "risk",
    },
    {
      keyword: "ich ritze mich",
      tier: 3,
      pattern:
        "(?:schnitte|narben) (?:zu )?verstecken|verstecke (?:die |meine )?(?:schnitte|narben)|lange armel (?:um|damit)|handgelenke (?:sind )?(?:\\S+ )?voller narben|klinge aus dem anspitzer|mit dem zirkel (?:\\S+ ){0,2}aufgekratzt|blaue flecken wo keiner|mich (?:\\S+ ){0,3}selbst verletzt",
    },
    {
      keyword: "ich ritze mich",
      tier: 3,
      pattern:
        "(?:muss|will|werde|mochte|mochte mich|wurde) mich (?:\\S+ ){0,2}(?:ritzen|schneiden|verletzen|verbrennen|schlagen|kratzen)|(?:dabei|bedurfnis|drang|lust|angefangen) mich (?:\\S+ )?zu (?:ritzen|schneiden|verletzen|verbrennen|schlagen|kratzen)",
      unless: "kochen|beim sport|aus versehen|papier|rasieren|haare|nagel",
    },
    {
      keyword: "allen ginge es besser ohne mich",
      tier: 2,
      pattern:
        "besser ohne mich|ohne mich (?:besser|glucklicher) dran|(?:vollig|total|ganz|komplett) allein(?! (?:zu hause|unterwegs|im urlaub))|(?:niemand|keiner) (?:wurde|wuerde|würde) (?:es )?(?:merken|mich vermissen)(?: \\S+){0,3}|niemand wird mich vermissen|keiner vermisst mich",
    },
    {
      keyword: "ich bin eine Last",
      tier: 2,
      pattern: "(?:bin|ich bin) (?:eine|nur eine|nur) last|(?:bin|ich bin) (?:allen|fur alle) (?:eine )?last",
    },
    {
      keyword: "kein Ausweg",
      tier: 2,
      pattern: "kein(?:en)? ausweg|ausweglos|(?:fuhle|fühl) mich (?:so )?gefangen",
    },
    {
      keyword: "ich halte das nicht mehr aus",
      tier: 2,
      pattern:
        "(?:halte|halt|halts) (?:das |es )?nicht mehr aus|(?:ich )?kann nicht mehr(?! (?:warten|lernen|essen|schlafen vor))|kann nimmer|ertrage (?:das|es) nicht mehr",
      unless: "vorfreude|kann es kaum erwarten|aufgeregt",
    },
    {
      keyword: "es hat keinen Sinn mehr",
      tier: 2,
      pattern:
        "(?:hat|macht) (?:alles )?keinen sinn mehr|(?:mein )?leben (?:hat|macht) keinen sinn|keinen sinn (?:mehr )?zu leben|(?:es wird sich|wird sich) nie (?:was|etwas) andern|wozu (?:noch|leben|weitermachen)|warum ich (?:noch )?hier bin|keine lust mehr zu leben|hoffnungslos|keine hoffnung mehr|(?:zu nichts|fur nichts) (?:nutze|gut)|wertlos|(?:hab|habe) aufgegeben|(?:komplett |total )?leer und",
      unless: "saison|spiel|mannschaft|absteigen|klausur|mathe",
    },
    {
      keyword: "ich ritze mich",
      tier: 3,
      pattern:
        "ritze? mich|ritzen|geritzt|svv|aufgeschnitten|(?:mach|mache) mir schnitte|kopf gegen die wand|(?:tu|tue) mir (?:selbst )?weh|selbstverletz\\w*|(?:verletze|verletz) mich (?:selbst|absichtlich)|(?:verbrenn|verbrenne) mir (?:die|den)|(?:kratze|kratz) mich bis|bis es blutet|(?:schneide|schneid) mir (?:die|den|in)|(?:schlag|schlage) mich selbst|mir (?:jetzt )?wehtun|mir weh tun",
      unless: "kochen|beim sport|aus versehen|papier",
    },
    {
      keyword: "zu viele Tabletten",
      tier: 3,
      pattern: `zu viele (?:${PILLS}) (?:genommen|geschluckt)|uberdosis`,
    },
    {
      keyword: "ich will verschwinden",
      tier: 3,
      pattern: "(?:will|mochte) (?:einfach )?verschwinden|wunschte ich ware nie geboren",
      unless: "scham|peinlich|haha",
    },
    { keyword: "Panikattacke", tier: 3, pattern: "panikattacke\\w*|ich verliere den verstand" },
    {
      keyword: "Trauer",
      tier: 3,
      pattern:
        "gestorben|verstorben|beerdigung|trauer\\w*|tod (?:meines|meiner)|verloren|(?:das )?leben genommen",
      gate: "grief",
    },
  ],
};
