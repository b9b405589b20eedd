import type { AssistantTexts } from "./assistant-texts.ts";

/**
 * The chat's own words in Italian (docs/translation/it.md): tu, « », the straight apostrophe, the figures
 * as the pages write them. The apology, the plans and the badges are the words the site shows
 * (packages/web/src/i18n/catalogs/it/chat.json and badges.json); the FAQ and the core values come from the
 * pages' reviewed translations.
 */
export const it: AssistantTexts = {
  fallback:
    "Mi dispiace, in questo momento ho difficoltà a rispondere. Riprova tra poco, oppure scrivici direttamente a {email}. Sono qui per sostenerti.",
  safety: {
    resources:
      "Negli Stati Uniti chiama il {crisisLine} o scrivigli un SMS (Suicide & Crisis Lifeline) a qualsiasi ora, oppure invia {textWord} al {textLine}. Fuori dagli Stati Uniti, contatta la linea di ascolto o i servizi di emergenza del tuo paese.",
    notAlone:
      "Non devi affrontare tutto questo in solitudine, e la tua vita conta. Sono l'Assistente di {product}, non un consulente: rivolgiti subito a persone preparate per aiutarti. Abbiamo avvisato anche una persona del nostro team, così qualcuno in carne e ossa sa che hai chiesto aiuto.",
    tiers: {
      1: "Quello che mi hai raccontato mi preoccupa molto. Se sei in pericolo immediato o pensi di poter mettere in atto questi pensieri, chiama subito il {emergency} o vai al pronto soccorso più vicino.\n\n{resources}\n\n{notAlone}",
      2: "Sembra che tu stia attraversando un momento molto difficile, e sono contento che tu ne abbia parlato. Questi sentimenti pesano, e non devi portarli in solitudine.\n\n{resources} Se mai sentissi di poter mettere in atto questi pensieri, chiama il {emergency}.\n\n{notAlone}",
      3: "Grazie per avermi confidato tutto questo. Quello che stai vivendo conta, e meriti il sostegno di professionisti preparati che possano accompagnarti.\n\n{resources} Se sei in pericolo, chiama il {emergency}.\n\n{notAlone}",
    },
  },
  grief: [
    "Mi dispiace tanto per la tua perdita. Il lutto può essere pesante e disorientante, e qualunque cosa tu stia provando adesso va bene. Grazie per avermelo detto.",
    "Meriti il sostegno di persone che possano accompagnarti in questo momento. Se dovesse diventare troppo, negli Stati Uniti puoi chiamare il {crisisLine} o scrivergli un SMS, oppure inviare {textWord} al {textLine}, a qualsiasi ora; fuori dagli Stati Uniti, anche la linea di ascolto del tuo paese è lì per te.",
    "Quando te la senti, i nostri mentori e i nostri piccoli gruppi sono un luogo in cui trovare ascolto e non portare tutto questo in solitudine. Puoi anche scriverci a {email}: ti risponderà una persona in carne e ossa.",
  ],
  sentences: "{first} {second}",
  offline: {
    intro:
      "Grazie per il tuo messaggio. Sono l'Assistente di {product} e posso aiutarti con domande sullo scopo, sul nostro mentoring e sui piccoli gruppi, sul tempo che richiede, sui piani e sulla prova gratuita, e su come iniziare.",
    about:
      "{product} è una comunità di mentoring ispirata dalla fede e attenta alle evidenze. Da novembre 2024, oltre 2.098 persone da più di 34 paesi hanno trovato qui mentori e piccoli gruppi, con il 97,1% di soddisfazione.",
    askMore:
      "Puoi raccontarmi qualcosa in più su quello che cerchi? Oppure scrivici a {email}: ti risponderà una persona in carne e ossa entro 24 ore.",
    closings: [
      "Ovunque tu sia lungo la strada, non devi percorrerla in solitudine.",
      "Ogni persona è creata con uno scopo, e il tuo merita di essere cercato.",
      "Saremmo felici di fare con te il prossimo passo.",
    ],
  },
  knowledge: {
    steps: {
      apply:
        "Il tuo prossimo passo: candidati nella pagina Inizia ({getStarted}) e prenota un incontro gratuito con {founder}; rispondiamo entro 24 ore.",
      trial:
        "Il tuo prossimo passo: inizia la prova gratuita di {days} giorni nella pagina Prezzi ({pricing}); non servono dati di pagamento.",
      faq: "Il tuo prossimo passo: leggi di più nelle domande frequenti ({faq}), oppure candidati nella pagina Inizia ({getStarted}) e parlane con {founder}.",
      fire: "Il tuo prossimo passo: guardati dentro con sincerità grazie al modulo «Hai dentro quel fuoco?» ({shareYourFire}), poi porta ciò che scopri a un incontro gratuito con {founder}.",
      badges:
        "Il tuo prossimo passo: guarda i distintivi che hai ottenuto nella pagina Distintivi ({badges}).",
      contact:
        "Il tuo prossimo passo: scrivici a {email}; ti risponderà una persona in carne e ossa entro 24 ore.",
    },
    faqKeywords: "{name} {description}",
    plan: {
      title: "{name}: {price} {period}",
      text: "{name}: {price} {period}{audience}. Include: {features}. {note}",
      audience: " ({audience})",
      featuresLead: "{lead} {features}",
      keywords: "prezzo costo pagare piano abbonamento tariffa settimanale soldi quanto costa",
    },
    pricingHelp: {
      title: "Quanto costa, e se non posso permettermelo?",
      keywords: "prezzo costo permettermelo aiuto economico borsa studio soldi valore economico caro",
      text: "Dopo la prova gratuita di {days} giorni, il Piano Studenti costa 25 US$ a settimana e il Piano Professionisti 35 US$ a settimana, circa 100–140 US$ al mese, contro oltre 40.000 US$ all'anno dell'università tradizionale. Se 25–35 US$ a settimana sono fuori dalla tua portata, offriamo un aiuto economico a chi partecipa con costanza, mette in pratica i cinque principi ({values}), porta a termine il lavoro e aiuta gli altri.",
    },
    programmeTime: {
      title: "Quanto tempo richiede il programma ogni settimana?",
      keywords: "tempo ore settimana settimanale impegno orari occupato durata",
      text: "L'impegno settimanale dipende dal tuo percorso: 5–10 ore a settimana nel percorso di volontariato, 10–15 ore nel percorso con crediti formativi e 10–15 ore nel percorso con borsa. Ogni gruppo segue una struttura di {weeks} settimane in piccoli gruppi di 3–8 coetanei, e alla fine hai un piano d'azione per i 3–4 mesi successivi.",
    },
    values: {
      title: "Quali sono i cinque valori fondamentali?",
      keywords: "valori principi collaborazione umiltà precisione pazienza empatia convinzioni",
      text: "Cinque valori fondamentali guidano ogni conversazione, ogni gruppo e ogni piano. {values}",
      value: "{name}: {description}",
    },
    figures: {
      title: "Quante persone ha aiutato {product}?",
      keywords: "risultati impatto numeri partecipanti paesi università soddisfazione prove evidenze ricerca",
      text: "Da novembre 2024 si sono unite a noi oltre 2.098 persone da più di 34 paesi e più di 200 università, con il 97,1% di soddisfazione. Il nostro team di 21 persone vive in 7 paesi, e abbiamo risposto a oltre 616 domande in più di 1.000 conversazioni.",
    },
    crisisResources: {
      title: "È consulenza psicologica? E dove trovo aiuto in una crisi?",
      keywords: "crisi emergenza linea ascolto terapia consulenza salute mentale aiuto urgente",
      text: "{product} non è un servizio clinico né un servizio per le crisi, e i nostri mentori non sono professionisti abilitati della salute mentale. In una crisi negli Stati Uniti, chiama il {crisisLine} o scrivigli un SMS, oppure invia {textWord} al {textLine}; in un'emergenza chiama il {emergency}. Fuori dagli Stati Uniti, contatta la linea di ascolto del tuo paese.",
    },
    badge: {
      title: "Distintivo {category}",
      keywords: "distintivo distintivi ottenere guadagnare traguardo premio riconoscimento",
      text: "Come ottenere il distintivo {category}: {ways}.",
    },
    listSeparator: ", ",
    badgeSeparator: "; ",
    lowerAudience: true,
    stopWords:
      "ad al alla alle allo ai agli che chi ci come con cosa da dal dalla dei del della delle di ed gli ha hai ho il in io la le lo ma mi mio mia ne nel nella no non per più quale quali quando quanto quanta se si sono su sul sulla ti tu tua tuo un una uno voi vorrei posso puoi devo ciao grazie salve fare",
  },
  translated: {
    plans: {
      trial: {
        name: "Prova gratuita di {days} giorni",
        price: "GRATIS",
        period: "per {days} giorni",
        features: [
          "1 incontro dal vivo con il fondatore",
          "Valutazione per scoprire il tuo scopo",
          "Accesso alla piattaforma della comunità",
          "Introduzione ai 5 principi fondamentali",
          "Percorso personalizzato",
          "Accesso completo alla piattaforma per {days} giorni",
          "Nessuna carta di credito",
          "Disdici quando vuoi",
        ],
        note: "Nessun dato di pagamento, nessun obbligo, disdici quando vuoi. La prova scade semplicemente, senza alcun addebito.",
      },
      student: {
        name: "Piano Studenti",
        price: "25 US$",
        period: "a settimana",
        audience: "Per chi sta frequentando un corso di studi",
        features: [
          "Mentoring settimanale dal vivo",
          "Programma personalizzato",
          "Accesso universitario",
          "Gruppi di sostegno da 3 a 8 coetanei",
          "Portfolio di progetti",
          "Verifiche mensili dei progressi",
          "Possibilità di crediti formativi",
          "Supporto per trovare lavoro",
          "Sistema di distintivi e traguardi",
          "Accesso a tutte le risorse",
        ],
        note: "Il pagamento sicuro con carta si apre in una nuova scheda.",
      },
      professional: {
        name: "Piano Professionisti",
        price: "35 US$",
        period: "a settimana",
        audience: "Per chi lavora",
        featuresLead: "Tutto ciò che offre il Piano Studenti, più:",
        features: [
          "Supporto nel cambio di carriera",
          "Mentoring per dirigenti",
          "Rete professionale (team di 14 membri)",
          "Risorse per lo sviluppo d'impresa",
          "Moduli di formazione sulla leadership",
          "Supporto all'imprenditorialità",
          "Coaching per conciliare lavoro e vita",
          "Risposte prioritarie",
          "Strumenti avanzati per scoprire il tuo scopo",
        ],
        note: "Il pagamento sicuro con carta si apre in una nuova scheda.",
      },
    },
    badgeCategories: {
      purpose_seeker: {
        name: "Cercatore di Scopo",
        howToEarn: [
          "Hai completato la Valutazione per scoprire il tuo scopo",
          "Hai condiviso la tua dichiarazione di fuoco",
          "Hai inviato la prima candidatura",
          "Hai completato il percorso {brand} di {weeks} settimane",
        ],
      },
      community_builder: {
        name: "Costruttore di Comunità",
        howToEarn: [
          "Hai aderito a un piccolo gruppo",
          "Hai guidato una discussione di gruppo",
          "Hai invitato almeno 3 persone nella comunità",
          "Hai organizzato un evento per la comunità",
        ],
      },
      mentor: {
        name: "Mentore",
        howToEarn: [
          "Hai fatto da mentore a un altro studente",
          "Più di 10 conversazioni significative",
          "Hai sostenuto qualcuno in un momento di crisi",
          "Hai assunto il ruolo di mentore ufficiale",
        ],
      },
      creator: {
        name: "Creatore",
        howToEarn: [
          "Hai creato il tuo primo progetto",
          "Hai pubblicato una risorsa o un contenuto",
          "Il tuo progetto ha aiutato più di 100 persone",
          "Hai guadagnato con la tua creazione",
        ],
      },
      advocate: {
        name: "Portavoce",
        howToEarn: [
          "Hai preso posizione per una causa",
          "Hai elaborato una proposta politica",
          "Hai ottenuto fondi per un progetto",
          "Hai contribuito a un cambiamento sistemico",
        ],
      },
      wellness_champion: {
        name: "Campione del Benessere",
        howToEarn: [
          "30 giorni di pratica costante",
          "Hai completato la valutazione del benessere",
          "Hai condiviso la tua storia di salute mentale",
          "Hai aiutato altri a stare bene",
        ],
      },
    },
    guides: {
      "discover-purpose": {
        title: "Come scopro il mio scopo?",
        keywords: "scopo vocazione senso direzione passione perché trovare scoprire fuoco",
        text: "Lo scopo si trova di rado in solitudine o tutto in una volta; lo si scopre con una riflessione sincera e relazioni vere, un passo alla volta. In {product} inizi con la Valutazione per scoprire il tuo scopo, poi percorri un cammino di {weeks} settimane con un mentore e un piccolo gruppo di 3–8 coetanei: scopri la tua storia e i tuoi punti di forza, dai un nome al tuo fuoco (la causa che non ti lascia in pace), lo metti alla prova nella tua comunità e lo trasformi in un piano d'azione personale per i prossimi 3–4 mesi.",
      },
      "share-your-fire": {
        title: "Condividi il tuo fuoco: il modulo di pianificazione",
        keywords: "fuoco dichiarazione piano pianificazione modulo causa impegno",
        text: "Il modulo «Hai dentro quel fuoco?» ti chiede per quale causa ti impegni, perché è importante, chi raggiungerebbe e quali progressi potresti fare in 3–4 mesi. Condividerlo ti fa ottenere il distintivo Scintilla Accesa e porta a una videochiamata a tu per tu con {founder} per perfezionare il tuo piano.",
      },
      "getting-started": {
        title: "Come inizio o mi candido?",
        keywords: "candidarsi candidatura unirsi iscriversi iniziare cominciare primo passo",
        text: "Iniziare richiede pochi minuti: compila la candidatura nella pagina Inizia, ottieni il distintivo Campione del Primo Passo e prenota un incontro gratuito con {founder}. Rispondiamo entro 24 ore e ti affianchiamo a un mentore o a un piccolo gruppo. La prova gratuita di {days} giorni non richiede dati di pagamento.",
      },
      about: {
        title: "Che cos'è {product}?",
        keywords: "chi siamo missione fondazione storia comunità mentoring fede evidenze",
        text: "{product} è una comunità di mentoring e di scoperta dello scopo, ispirata dalla fede e attenta alle evidenze: mette in contatto le persone con il loro scopo, una conversazione alla volta. Dalla nascita, a novembre 2024, si sono unite oltre 2.098 persone da più di 34 paesi, con il 97,1% di soddisfazione. I nostri mentori sono volontari, non professionisti abilitati della salute mentale, e {product} non è un servizio clinico né un servizio per le crisi.",
      },
      contact: {
        title: "Come parlo con una persona in carne e ossa?",
        keywords: "contatto e-mail parlare persona umana team raggiungere aiuto domanda",
        text: "Tutto ciò che riceviamo lo legge una persona vera del nostro team. Scrivi a {email} quando vuoi: rispondiamo entro 24 ore. Dopo la candidatura puoi anche prenotare un incontro gratuito con {founder}.",
      },
    },
  },
};
