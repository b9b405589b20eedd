import { toldSuicide } from "./context-lexicon.ts";
import type { CrisisPhraseList } from "./phrase-types.ts";

const PILLS =
  "pilules|cachets|medicaments|medocs|comprimes|somniferes|doliprane|paracetamol|xanax|anxiolytiques";

/**
 * French, as people write it in chat: with or without accents, apostrophes dropped ("jai", "jen peux
 * plus"), SMS spellings ("jveux", "g envie", "chui"), "ne" usually left out.
 */
export const frenchPhrases: CrisisPhraseList = {
  lang: "fr",
  spaced: true,
  phrases: [
    {
      keyword: "je veux mourir",
      tier: 1,
      pattern:
        "(?:je )?(?:veux|voudrais|veu|veut|vais|ai envie de|jai envie de|jai envi de|g envie de|envie de|aimerais|prefere|prefererais) (?:juste |vraiment )?(?:mourir|mourrir|mourir maintenant|crever|etre mort|etre morte)|je veux (?:juste )?mourir|envie de (?:mourir|crever)|(?:je )?(?:prefere|prefererais) (?:etre )?(?:mort|morte|mourir)",
      unless: "mort de rire|mourir de (?:rire|faim|honte|froid|chaud|ennui)|meurs de (?:faim|rire|envie)",
    },
    {
      keyword: "je vais me tuer",
      tier: 1,
      pattern:
        "me tuer|me suicider|me suicide|me suicidé|suicidaire|(?:mettre|mettrai) fin a (?:mes jours|ma vie)|en finir(?: avec (?:la vie|tout|ma vie))?|me foutre en lair|me mettre en lair|me flinguer|me pendre|me jeter (?:du|dun|sous|par)|sauter (?:du|dun|par)|me tirer une balle|me donner la mort|(?:ôter|oter) la vie",
      unless: "cet exam me tue|ca me tue|me tue a la tache|tuer le temps",
    },
    {
      keyword: "suicide",
      tier: 1,
      pattern: "suicid\\w*|se tuer|se donner la mort|mettre fin a ses jours|se suicide",
      general: true,
      unless: `prevention du suicide|campagne|taux de suicide|${toldSuicide}`,
    },
    {
      keyword: "je ne veux plus vivre",
      tier: 1,
      pattern:
        "(?:je )?(?:ne )?veux plus vivre|(?:je )?(?:ne )?veu plus vivre|(?:je )?(?:ne )?veux plus exister|jai plus envie de vivre|plus envie de vivre|(?:je )?(?:ne )?peux plus vivre",
    },
    {
      keyword: "c'est un adieu",
      tier: 1,
      pattern:
        "cest (?:un|mon) adieu|adieu (?:a tous|pour toujours|tout le monde)|(?:cest )?mon dernier message|demain je (?:ne )?serai plus la|je (?:ne )?serai plus la (?:demain|ce soir|bientot)|quand vous lirez (?:ca|ceci|ce message)|je serai (?:deja )?partie?|jai dit au revoir a (?:mon|ma|mes|tout)|(?:jai )?ecrit des lettres (?:pour|a) (?:mes|ma|mon)",
      unless: "vacances|voyage|erasmus|stage|semestre|demenag\\w*|a demain|bisous|fete",
    },
    {
      keyword: "j'ai un plan",
      tier: 1,
      pattern: "jai un plan|cest ce soir|ce soir cest le soir",
      closes: "et une date|pour (?:ce soir|en finir|mourir|me tuer)|que je le fais|cest decide",
    },
    {
      keyword: "j'ai un plan",
      tier: 1,
      pattern:
        "(?:cest )?ce soir que je le fais|jai choisi (?:le jour|la date)|tout est pret|jai (?:tout )?prevu pour (?:ce soir|demain|samedi)|cest decide(?: pour ce soir)?",
      unless: "fete|soiree|anniv|voyage|exam|partiel|diner|resto|concert",
    },
    { keyword: "j'ai un plan", tier: 1, pattern: "cest le moment|adieu|au revoir", gate: "risk" },
    {
      keyword: "médicaments",
      tier: 1,
      pattern: `(?:mis de cote|garde|stocke|accumule|rassemble) (?:toutes )?(?:mes |les )?(?:${PILLS})|(?:jai )?(?:avale|pris) (?:toute la boite|tout le tube|toute la plaquette|toutes mes|tous mes|toute ma boite)(?: \\S+){0,3}|(?:je les prends|je vais les prendre) (?:toutes|tous|ce soir)|combien (?:de )?(?:${PILLS})(?: \\S+){0,4} (?:mortel|mourir|tuer|pour que ce soit mortel)|dose (?:mortelle|letale)`,
    },
    {
      keyword: "je vais sauter",
      tier: 1,
      pattern:
        "(?:je vais|jvais|je veux) (?:sauter|me jeter|me pendre)|(?:sur|au bord du) (?:le )?(?:toit|pont|rebord)(?: \\S+){0,5} (?:sauter|me jeter)|je suis sur le (?:toit|pont)|jai achete une corde|(?:coupee?|coupe) trop profond|(?:arrete|arrête) pas de saigner|saigne beaucoup",
      unless: "piscine|parachute|saut a lelastique|trampoline|vue|photo|coucher de soleil",
    },
    {
      keyword: "quand je serai plus là",
      tier: 1,
      pattern:
        "dites a (?:ma|mon|mes) \\S+ que (?:je (?:suis|les|laime|taime)|jsuis)|quand je (?:ne )?serai plus la|apres ma mort|occupez vous de (?:mon|ma) (?:chat|chien|chienne|chatte)|(?:jen|je nen) aurai plus besoin|jai donne (?:ma|mon|mes) \\S+(?: \\S+){0,8} (?:besoin|plus)|je donne (?:toutes )?mes affaires|(?:la )?(?:facon|maniere) la moins douloureuse de (?:partir|mourir|men aller)|bientot (?:plus )?rien (?:de tout ca )?(?:naura|aura) (?:dimportance|plus dimportance)|bientot je (?:ne )?serai plus un (?:poids|fardeau)|(?:ma famille|tout le monde|mes parents) sera (?:enfin )?(?:libere|liberee|debarrasse|tranquille)(?:e|s)? de moi|mots de passe (?:sont )?dans|au cas ou (?:il marrive|je)",
      unless: "vacances|voyage|demenag\\w*|erasmus|donation|association|vide grenier",
    },
    {
      keyword: "en finir",
      tier: 1,
      pattern:
        "partir pour (?:toujours|de bon)|disparaitre pour (?:toujours|de bon)|rejoindre (?:ma|mon) \\S+(?: \\S+){0,4} (?:manque|partir|mourir|ciel)|(?:plus|pas) exister",
    },
    {
      keyword: "ne plus me réveiller",
      tier: 3,
      pattern:
        "dormir (?:et|pour) (?:ne plus jamais|ne jamais|plus jamais) (?:me )?reveiller|(?:ne plus|plus jamais|pas) me reveiller|dormir pour toujours",
    },
    {
      keyword: "médicaments",
      tier: 1,
      pattern: `(?:jai )?(?:les |mes |toutes mes )?(?:${PILLS}|corde|lame|couteau|flingue) (?:devant moi|dans la main|a cote de moi|prets?|pretes?)|(?:jai )?tout avale(?: \\S+){0,4}|jai pris (?:toute la boite|tous mes|toutes mes)`,
    },
    {
      keyword: "je vais sauter",
      tier: 1,
      pattern:
        "(?:je suis|chui) sur les rails|sur la voie ferree|(?:me balancer|me jeter|sauter) (?:du|dun|par la|de la) (?:pont|immeuble|toit|fenetre|balcon)",
    },
    {
      keyword: "quand je serai plus là",
      tier: 1,
      pattern:
        "(?:ma |une )?lettre dadieu|(?:cette nuit|ce soir) quand tout le monde (?:dormira|dort|sera couche)|quand tout le monde dormira",
      unless: "fete|surprise|cadeau|sortir|film",
    },
    {
      keyword: "en finir",
      tier: 1,
      pattern:
        "(?:je )?(?:ne )?veux plus (?:etre la|exister)|tout arreter(?: \\S+){0,2} (?:la vie|vivre)|en finir une bonne fois",
    },
    {
      keyword: "je me scarifie",
      tier: 3,
      pattern:
        "je me suis (?:encore )?(?:coupee?|brulee?|blessee?|frappee?|griffee?|scarifiee?|ouvert)|(?:continue|recommence) a me (?:faire du mal|couper|bruler|blesser)|je me (?:brule|blesse|frappe|griffe|coupe) (?:expres|encore|jusqu)|coupures (?:sur|aux) (?:les |mes )?(?:bras|jambes|poignets|cuisses)",
      unless: "cheveux|cuisine|en cuisinant|legumes|papier|accident|four|soleil|au foot|au sport",
    },
    {
      keyword: "je ne veux plus vivre",
      tier: 1,
      pattern:
        "(?:ne )?(?:veux|voudrais) plus etre en vie|partir et ne (?:jamais|plus) revenir|partir sans revenir|(?:me reposer|dormir) pour toujours|(?:que )?ma vie sarrete|(?:que )?ma vie (?:se termine|finisse)",
    },
    {
      keyword: "je n'en peux plus",
      tier: 2,
      pattern: "(?:je )?(?:n)?en peux (?:vraiment |juste |tellement |carrement )plus",
      unless: "attendre|impatien\\w*|hate de",
    },
    {
      keyword: "dernière nuit",
      tier: 1,
      pattern:
        "(?:cest )?ma derniere nuit(?! (?:a|en|ici|chez))|je compte (?:les|mes) (?:cachets|pilules|medocs|comprimes)|personne (?:ne )?me trouvera (?:avant|pas avant)",
      unless: "voyage|vacances|erasmus|colo|a la maison",
    },
    {
      keyword: "j'ai un plan",
      tier: 1,
      pattern: "je le fais (?:dans une heure|ce soir|a \\d+)",
      gate: "risk",
    },
    {
      keyword: "je me scarifie",
      tier: 3,
      pattern:
        "cacher (?:mes |les )?(?:coupures|cicatrices|marques)|manches longues pour (?:cacher|les cacher)|poignets (?:sont )?(?:encore )?marques|lame du taille crayon|taille crayon pour la lame|(?:des )?bleus la ou personne|griffe les bras avec",
    },
    {
      keyword: "je me scarifie",
      tier: 3,
      pattern:
        "(?:en train de|besoin de|envie de|vais|veux|dois|voudrais) me (?:couper|faire du mal|bruler|blesser|scarifier|frapper|griffer|mutiler)|je me (?:faisais|coupais|brulais|frappais|blessais) (?:du mal|encore|dans|quand|tous)",
      unless: "cheveux|cuisine|en cuisinant|legumes|papier|accident|frange|ongles",
    },
    {
      keyword: "tout le monde serait mieux sans moi",
      tier: 2,
      pattern:
        "(?:serai(?:en)?t|seraient) mieux sans moi|mieux sans moi|personne (?:ne )?(?:remarquerait|verrait|saurait|le remarquerait)(?: \\S+){0,3} (?:si|disparaissais)|personne (?:ne )?me regretterait",
    },
    {
      keyword: "je suis un fardeau",
      tier: 2,
      pattern: "(?:je suis|suis) (?:un|une) (?:fardeau|poids|boulet) pour",
    },
    {
      keyword: "aucune issue",
      tier: 2,
      pattern:
        "(?:aucune|pas d|y a pas d|il ny a pas d)(?:e )?issue|pas de sortie|(?:je me sens )?piege(?:e)?(?! dans (?:les bouchons|le metro))|coince dans ma vie",
    },
    {
      keyword: "je n'en peux plus",
      tier: 2,
      pattern:
        "(?:je )?(?:n)?en peux plus|jen peux plus|je nen peux plus|je tiens plus|je ne tiens plus|tiens plus le coup|je supporte plus|jy arrive plus|je craque",
      unless: "attendre|impatien\\w*|hate de",
    },
    {
      keyword: "la vie n'a pas de sens",
      tier: 2,
      pattern:
        "(?:ca|ça) (?:ne )?sert a rien de vivre|(?:la|ma) vie na (?:aucun|pas de|plus de|plus aucun) sens|(?:completement|totalement|tellement|toute) seule?(?! (?:a la maison|ce weekend|en voyage))|plus aucun sens|a quoi bon(?: vivre| continuer)?|rien ne va (?:jamais )?changer|je vois pas pourquoi je suis encore la|aucune raison de vivre",
    },
    {
      keyword: "j'en ai marre de vivre",
      tier: 2,
      pattern:
        "(?:marre|fatiguee?|fatigue|las|lasse) de (?:vivre|la vie|tout)|jai tout abandonne|jai abandonne|je vaux rien|je (?:ne )?vaux rien|je sers a rien|bon a rien|sans espoir(?! pour)|plus despoir|aucun espoir|personne (?:ne )?(?:maime|me comprend|sinteresse a moi)|je suis (?:une merde|nulle?)(?! en)",
      unless: "saison|match|equipe|qualif\\w*|exam|maths",
    },
    {
      keyword: "je me scarifie",
      tier: 3,
      pattern:
        "scarifi\\w*|(?:ouvert|ouvre) les (?:bras|poignets|veines)|marques avec une lame|envie de me couper|me tape la tete|me blesse(?! en)|me (?:coupe|couper|suis coupee?)(?: \\S+)? (?:les |le |la )?(?:bras|poignets?|cuisses?|jambes?|peau)|je me coupe|me faire du mal|me fais du mal|me blesser expres|me bruler|me brule|me gratte jusqu(?:au)? sang|jusquau sang|me frappe|automutil\\w*",
      unless: "cheveux|cuisine|en cuisinant|legumes|papier|accident",
    },
    {
      keyword: "trop de médicaments",
      tier: 3,
      pattern: `(?:pris|avale) (?:trop de|plein de|beaucoup de) (?:${PILLS})|overdose|surdose`,
    },
    {
      keyword: "je veux disparaître",
      tier: 3,
      pattern:
        "(?:veux|voudrais) disparaitre|jaimerais ne pas me reveiller|(?:pas|plus) me reveiller demain|jaurais (?:du|prefere) ne jamais naitre",
      unless: "honte|mdr|lol",
    },
    {
      keyword: "je me sens vide",
      tier: 3,
      pattern: "(?:je me sens|me sens|suis) (?:tellement |completement |si )?vide",
    },
    {
      keyword: "crise d'angoisse",
      tier: 3,
      pattern: "crise dangoisse|crise de panique|je deviens fou|je deviens folle",
    },
    {
      keyword: "deuil",
      tier: 3,
      pattern:
        "decede\\w*|est mort(?:e)?|mort de (?:mon|ma)|enterrement|funerailles|deuil|sest suicide|perdu (?:mon|ma) \\S+",
      gate: "grief",
    },
  ],
};
