import type { Catalog } from "../en/index.ts";

export const chat: Catalog["chat"] = {
  disclaimer: {
    heading: "Prima di iniziare",
    does: {
      title: "Cosa può fare l'assistente",
      items: [
        "Spiegarti come funziona {product}: il mentoring, i piccoli gruppi, i piani e la prova gratuita",
        "Aiutarti a riflettere sul tuo scopo, sulla tua vocazione e sui prossimi passi",
        "Indicarti la pagina, la risorsa o la persona del nostro team più adatta",
        "Rispondere alle domande frequenti sull'impegno di tempo e su come iniziare",
      ],
    },
    cannot: {
      title: "Cosa non può fare",
      items: [
        "Fare diagnosi, curare o dare consigli medici o di salute mentale",
        "Sostituire un consulente, un medico o un professionista abilitato",
        "Rispondere a emergenze o situazioni di crisi",
        "Ricordarsi di te da una visita all'altra",
      ],
    },
  },
  crisisNote: {
    title: "Se sei in crisi, chiedi aiuto adesso",
    body: "Negli Stati Uniti chiama o invia un SMS al 988 per contattare la Suicide & Crisis Lifeline, a qualsiasi ora. Puoi anche inviare HELLO via SMS al 741741. Fuori dagli Stati Uniti, contatta la linea di ascolto o i servizi di emergenza del tuo paese. In caso di emergenza, chiama il 911.",
  },
  gate: {
    resourcesTitle: "Se hai bisogno di aiuto subito",
    resources: [
      "Negli Stati Uniti chiama o invia un SMS al 988, a qualsiasi ora del giorno e della notte.",
      "Fuori dagli Stati Uniti, contatta la linea di ascolto o i servizi di emergenza del tuo paese.",
    ],
    localResourcesLink: "Trova una linea di ascolto nel tuo paese",
    acknowledgement:
      "Ho capito: l'Assistente di {product} è qui per aiutarmi a scoprire il mio scopo e rispondere alle domande sul programma. Non è un servizio per le crisi e non dà consigli medici o di salute mentale; se sono in crisi, chiamerò o invierò un SMS al 988 negli Stati Uniti, oppure contatterò i servizi di emergenza del mio paese.",
    start: "Ho capito – inizia la conversazione",
    tickFirst: "Spunta prima la casella qui sopra, poi inizia la conversazione.",
    opening: "Apertura della conversazione…",
    loadFailed:
      "Non è stato possibile aprire la conversazione. Controlla la connessione e riprova. Se hai bisogno di aiuto subito, chiama o invia un SMS al 988 negli Stati Uniti, oppure contatta i servizi di emergenza del tuo paese.",
    retry: "Riprova",
  },
  view: {
    heading: "Parla con l'Assistente di {product}",
    faqPrompt: "Cerchi una risposta veloce?",
    faqLink: "Sfoglia le domande frequenti",
    footer: "Preferisci parlare con una persona? Scrivici a",
  },
  messages: {
    logLabel: "Conversazione",
    assistantLabel: "Assistente di {product}",
    userLabel: "Tu",
    safetyLabel: "AVVISO DI SICUREZZA",
    typing: "{product} sta scrivendo…",
    scrollToTop: "Torna su",
  },
  composer: {
    inputLabel: "Il tuo messaggio",
    placeholder: "Scrivi il tuo messaggio…",
    inputHint: "Premi Invio per inviare, Maiusc+Invio per andare a capo.",
    send: "Invia",
    remaining: { one: "Ancora {count} carattere", other: "Ancora {count} caratteri" },
  },
  suggestions: {
    title: "Domande suggerite",
    questions: [
      "Come faccio a sapere se {product} fa per me?",
      "Cosa rende {product} diversa dagli altri programmi?",
      "Quanto tempo devo dedicarci ogni settimana?",
      "Possono partecipare gli studenti internazionali?",
      "Cosa succede quando finisce il mio tirocinio?",
      "Come scopro il mio scopo?",
    ],
  },
  greeting:
    "Ciao, sono l'Assistente di {product}. Sono qui per aiutarti a esplorare il tuo scopo e rispondere alle tue domande su {product}: il mentoring, i piccoli gruppi, il tempo che richiede e come iniziare.\n\nSono una guida per scoprire il tuo scopo, non un servizio per le crisi, e non posso offrire consulenza psicologica né cure. Se sei in crisi, chiama o invia un SMS al 988 negli Stati Uniti, oppure contatta i servizi di emergenza del tuo paese. Di cosa ti piacerebbe parlare?",
  fallbackReply:
    "Mi dispiace, in questo momento ho difficoltà a rispondere. Riprova tra poco, oppure scrivici direttamente a {email}. Sono qui per sostenerti.",
  safetyReplies: {
    1: "Mi preoccupa davvero quello che mi hai raccontato, e mi fa piacere che tu me l'abbia detto. La tua vita conta. Se sei in pericolo immediato, chiama subito il 911 o vai al pronto soccorso più vicino. Puoi chiamare o inviare un SMS al 988 in qualsiasi momento per parlare con un consulente preparato, oppure inviare HELLO via SMS al 741741. Fuori dagli Stati Uniti, contatta i servizi di emergenza del tuo paese.",
    2: "Sembra che tu stia attraversando un momento molto difficile, e mi dispiace tanto che tu debba portare questo peso. Non devi affrontarlo senza nessuno accanto. Chiama o invia un SMS al 988 per parlare subito con un consulente preparato, oppure invia HELLO via SMS al 741741. Fuori dagli Stati Uniti, rivolgiti alla linea di ascolto del tuo paese.",
    3: "Grazie per avermi confidato questo. Quello che stai vivendo conta, e meriti il sostegno di professionisti preparati che possano starti accanto. Puoi chiamare o inviare un SMS al 988 in qualsiasi momento, oppure inviare HELLO via SMS al 741741. Fuori dagli Stati Uniti, contatta la linea di ascolto del tuo paese. Sono ancora qui, se vuoi continuare a parlare.",
  },
  crisisDialog: {
    title: "Supporto per le crisi disponibile",
    headlines: {
      1: "Se sei in pericolo immediato, chiama subito il 911 o vai al pronto soccorso più vicino.",
      2: "Sembra che tu stia attraversando un momento molto difficile. Non devi affrontarlo senza nessuno accanto.",
      3: "Meriti il sostegno di professionisti preparati. Qui trovi aiuto gratuito e riservato.",
    },
    resourcesLabel: "Come parlare con qualcuno adesso",
    resources: {
      call: {
        title: "Chiama o invia un SMS al 988",
        detail: "Suicide & Crisis Lifeline (Stati Uniti), 24 ore su 24",
      },
      text: { title: "Invia HELLO al 741741", detail: "Crisis Text Line (Stati Uniti), 24 ore su 24" },
      chat: { title: "Chatta online" },
      local: {
        title: "Fuori dagli Stati Uniti",
        detail: "Chiama la linea di ascolto o i servizi di emergenza del tuo paese",
      },
    },
    directory: "Non sei negli Stati Uniti? Trova una linea di ascolto gratuita e riservata nel tuo paese",
    getHelp: "Chiedi aiuto ora",
    newTab: "(si apre in una nuova scheda)",
    close: "Chiudi",
  },
};
