import type { Catalog } from "../en/index.ts";

export const badges: Catalog["badges"] = {
  page: {
    eyebrow: "Celebra il cammino",
    title: "Distintivi",
    tagline: "Anche i piccoli passi meritano di essere festeggiati.",
    applyAction: "Candidati ora e ottieni il tuo primo distintivo",
    storiesAction: "Leggi le storie di successo",
  },
  search: {
    heading: "Cerca un distintivo",
    intro:
      "Scrivi il nome di un distintivo, o una parte, per vedere quando è stato ottenuto l'ultima volta. Chi l'ha ottenuto non viene mai mostrato.",
    label: "Nome del distintivo",
    button: "Cerca",
    searching: "Ricerca in corso…",
    results: "Distintivi trovati ({count})",
    more: "Ecco i 50 più recenti. Scrivi una parte più lunga del nome per restringere la ricerca.",
    none: "Nessuno ha ancora ottenuto un distintivo con questo nome.",
    failed: "La ricerca non ha funzionato. Riprova tra un minuto.",
  },
  board: {
    loading: "Caricamento degli ultimi distintivi…",
    failed: "I dati aggiornati sui distintivi non sono disponibili al momento. Riprova più tardi.",
    earners: { one: "{count} persona lo ha ottenuto", other: "{count} persone lo hanno ottenuto" },
    holder: "Una persona partecipante",
    recent: {
      heading: "Traguardi recenti",
      intro: "I dodici distintivi più recenti di tutta la comunità.",
      empty: "Nessuno ha ancora ottenuto un distintivo. Il tuo potrebbe essere il primo.",
    },
    top: {
      heading: "I più attivi",
      intro:
        "Le persone che hanno ottenuto più distintivi, indicate solo dalla posizione: mai per nome o indirizzo e-mail.",
      empty: "Nessuno ha ancora ottenuto un distintivo.",
      badgeCount: { one: "{count} distintivo", other: "{count} distintivi" },
      rank: "{rank}º posto",
      name: "Partecipante {rank}",
      medals: ["oro", "argento", "bronzo"],
    },
  },
  categories: {
    heading: "Categorie di distintivi",
    intro: "Sei modi per crescere, e come ottenere ciascun distintivo.",
    howToEarn: "Come ottenerlo",
    badgeLabel: "Distintivo {category}",
    items: {
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
  },
  awards: {
    firstStepChampion: {
      name: "Campione del Primo Passo",
      description: "Ha fatto il primo passo candidandosi alla {brand} University",
    },
    fireStarter: {
      name: "Scintilla Accesa",
      description: "Ha condiviso il suo fuoco e ha preso l'impegno di portare un cambiamento positivo",
    },
  },
  explainer: {
    heading: "Come ottenere i distintivi",
    intro: "Ogni distintivo segna un passo vero nel tuo cammino. Ecco come arrivano.",
    steps: [
      {
        title: "Fai il primo passo",
        body: "Candidati nella pagina Inizia e il distintivo Campione del Primo Passo è subito tuo.",
      },
      {
        title: "Condividi il tuo fuoco",
        body: "Raccontaci in Condividi il tuo fuoco la causa per cui ti impegni e ottieni il distintivo Scintilla Accesa.",
      },
      {
        title: "Cresci con il tuo gruppo",
        body: "Entra in un piccolo gruppo, guida una discussione, fai da mentore a qualcuno: le categorie qui sopra elencano tutti i modi per ottenerli.",
      },
      {
        title: "Riservato per scelta",
        body: "La bacheca non mostra mai il tuo nome né il tuo indirizzo e-mail. Ogni distintivo appare come ottenuto da una persona partecipante.",
      },
    ],
  },
  pricing: {
    pricingEyebrow: "Prezzi",
    subscriptionsEyebrow: "Abbonamenti",
    title: "Scegli il tuo percorso",
    tagline: "Inizia gratis. Cresci con i tuoi tempi.",
    trialAction: "Inizia la prova gratuita di {days} giorni",
    afford: "Non puoi permettertelo? Candidati comunque",
    banner: {
      title: "{days} giorni completamente GRATIS",
      points: ["Nessun dato di pagamento richiesto", "Nessun obbligo", "Disdici quando vuoi"],
    },
    plans: {
      heading: "Piani per ogni stagione della vita",
      intro: "Inizia con {days} giorni gratis, poi continua con il piano più adatto a dove ti trovi.",
      popular: "IL PIÙ SCELTO",
      cards: {
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
          ctaLabel: "Inizia la prova gratuita",
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
          ctaLabel: "Scegli il Piano Studenti",
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
          ctaLabel: "Scegli il Piano Professionisti",
          note: "Il pagamento sicuro con carta si apre in una nuova scheda.",
        },
      },
    },
    compare: {
      heading: "Confronta il valore",
      intro: "Quanto costa di solito trovare una direzione, e quanto costa qui.",
      best: "MIGLIOR VALORE",
      college: { option: "Università tradizionale", cost: "Oltre 40.000 US$ all'anno" },
      therapy: { option: "Terapia", cost: "200 US$ e oltre" },
      ember: { cost: "100–140 US$ al mese" },
    },
    help: {
      heading: "Non puoi permettertelo? Ti aiutiamo noi.",
      conditions: [
        "Partecipa con costanza",
        "Metti in pratica i 5 principi",
        "Porta a termine il lavoro",
        "Aiuta gli altri",
      ],
      action: "Candidati ora",
    },
  },
};
