import type { Catalog } from "../en/index.ts";

export const assessment: Catalog["assessment"] = {
  section: {
    heading: "Fai la valutazione",
    intro: "Circa cinque minuti. Rispondi con sincerità: è per te.",
  },
  contact: {
    heading: "Perché questa riflessione personale è importante",
    labels: { first_name: "Nome *", last_name: "Cognome *", email: "La tua e-mail migliore *" },
    receive:
      "Cosa riceverai: risultati personalizzati via e-mail, più una sessione gratuita di coaching su leadership e carriera con {founderName}",
    begin: "Inizia la valutazione",
    beginHint: "Inserisci nome, cognome ed e-mail per iniziare.",
  },
  step: {
    progressLabel: "Avanzamento della valutazione",
    stepOf: "Passo {step} di {total}",
    progressValue: "{stepOf}, {percent}",
    scaleHint: "Quanto spesso ciascuna affermazione è vera per te?",
    statementNumber: "{number}. {statement}",
    back: "Indietro",
    next: "Continua",
    finish: "Vedi i risultati",
    incompleteHint: "Rispondi a tutte e cinque le affermazioni per continuare.",
  },
  scale: ["Mai", "Raramente", "A volte", "Il più delle volte", "Costantemente"],
  categories: {
    academics: {
      name: "Studio",
      statements: [
        "Sto al passo con lo studio e consegno i compiti in tempo.",
        "Pianifico il mio tempo di studio per la settimana che viene.",
        "Chiedo aiuto a un insegnante, a un tutor o a un compagno quando sono in difficoltà.",
        "Vedo come ciò che imparo si collega ai miei obiettivi.",
        "Ho un luogo e un momento in cui posso studiare con concentrazione.",
      ],
    },
    finances: {
      name: "Finanze",
      subtitle: "Guardati con apertura e sincerità",
      statements: [
        "So quanti soldi entrano ed escono ogni mese.",
        "Seguo un budget o un piano di spesa.",
        "Metto da parte qualcosa per risparmiare o per le spese impreviste.",
        "So dove trovare aiuti economici, borse di studio o consigli sulla gestione del denaro.",
        "Riesco a pensare alle mie finanze con calma e a fare un piano.",
      ],
    },
    social: {
      name: "Relazioni sociali",
      subtitle: "Non ci sono risposte giuste o sbagliate",
      statements: [
        "Ho almeno una persona con cui parlare quando le cose si fanno difficili.",
        "Passo del tempo con amici o familiari in modi che mi ricaricano.",
        "Sento di appartenere alla mia scuola o alla mia comunità.",
        "Mi faccio sentire con le persone intorno a me per sapere come stanno.",
        "Faccio parte di un gruppo, un club, una squadra o una comunità di fede.",
      ],
    },
    precision: {
      name: "Precisione",
      statements: [
        "Porto a termine ciò che comincio.",
        "Ricontrollo il mio lavoro per trovare gli errori prima di consegnarlo.",
        "Annoto i miei impegni e le scadenze perché nulla mi sfugga.",
        "Divido i grandi obiettivi in passi piccoli e concreti.",
        "Mantengo le promesse che faccio a me e agli altri.",
      ],
    },
    physical: {
      name: "Benessere fisico",
      subtitle: "Non ci sono risposte giuste o sbagliate",
      statements: [
        "Dormo almeno sette ore nelle notti prima di un giorno di lezione.",
        "Mi muovo almeno 30 minuti al giorno.",
        "Faccio pasti regolari che mi danno energia.",
        "Bevo abbastanza acqua durante la giornata.",
        "Faccio delle pause per riposare e ricaricarmi quando ne ho bisogno.",
      ],
    },
  },
  tiers: {
    beginning: {
      name: "Inizio – Chi ascolta",
      description: "Sei all'inizio del tuo percorso di benessere.",
      recommendations: [
        {
          title: "Micro-abitudini",
          advice:
            "Scegli un'abitudine così piccola da essere difficile da saltare, come due minuti di pianificazione ogni mattina. Falla ogni giorno per due settimane prima di aggiungerne un'altra.",
        },
        {
          title: "Legami con una struttura",
          advice:
            "Segna in agenda ogni settimana un incontro fisso con un amico, un mentore o un piccolo gruppo. Un orario fisso fa sì che il legame resti vivo anche nelle settimane difficili.",
        },
        {
          title: "Conoscere le risorse",
          advice:
            "Scopri dove si trovano i servizi di tutoraggio, di ascolto e di aiuto economico della tua scuola o università e come prenotarli. Sapere dov'è la porta rende più facile bussare.",
        },
        {
          title: "Diario delle piccole vittorie",
          advice:
            "Ogni sera scrivi una cosa che è andata bene, anche piccola. In un mese vedrai che cosa funziona già.",
        },
        {
          title: "Confini che proteggono",
          advice:
            "Nota che cosa ti prosciuga e di' di no a una di queste cose questa settimana. Proteggere la tua energia è un'abilità, non egoismo.",
        },
      ],
    },
    developing: {
      name: "Crescita – Chi esplora",
      description: "Stai prendendo consapevolezza di ciò che funziona per te.",
      recommendations: [
        {
          title: "Puntare sui punti di forza",
          advice:
            "Guarda l'area con il punteggio più alto e chiediti che cosa la fa funzionare. Porta lo stesso approccio nell'area più bassa.",
        },
        {
          title: "Costruire costanza",
          advice:
            "Scegli due abitudini che già pratichi ogni tanto e lega ciascuna a qualcosa che fai ogni giorno, come un pasto o il tragitto verso scuola o lavoro.",
        },
        {
          title: "Pianificazione strategica",
          advice:
            "Blocca ogni settimana del tempo per lo studio, il riposo e le persone prima che la settimana si riempia. Tratta quei momenti come appuntamenti.",
        },
        {
          title: "Legami tra pari",
          advice:
            "Entra in un piccolo gruppo di 3–8 coetanei con obiettivi simili, oppure fondane uno. Confrontarti con gli altri ti aiuta ad andare avanti.",
        },
        {
          title: "Routine di riflessione",
          advice:
            "Dedica dieci minuti alla fine di ogni settimana a ciò che ha funzionato, a ciò che non ha funzionato e a cosa proverai dopo. Scrivilo per vedere i tuoi progressi.",
        },
      ],
    },
    discovering: {
      name: "Scoperta – Chi collabora",
      description: "Hai già basi solide.",
      recommendations: [
        {
          title: "Affinare i tuoi sistemi",
          advice:
            "Rivedi le routine su cui conti e togli un passaggio che non ti aiuta più. Piccoli aggiustamenti evitano che un buon sistema si arrugginisca.",
        },
        {
          title: "Condividere ciò che sai",
          advice:
            "Insegna a un compagno o a uno studente più giovane qualcosa che funziona per te. Spiegarlo approfondisce la tua stessa comprensione.",
        },
        {
          title: "Pianificazione proattiva",
          advice:
            "Guarda avanti di tre o quattro mesi e annota i periodi più intensi e le scadenze. Preparati adesso invece di reagire dopo.",
        },
        {
          title: "Nuove competenze",
          advice:
            "Scegli una nuova competenza che sostenga i tuoi obiettivi, come parlare in pubblico o gestire un budget, ed esercitala ogni settimana.",
        },
        {
          title: "Integrazione",
          advice:
            "Collega le aree della tua vita: studia con un amico, cammina mentre pianifichi o metti in conto le spese per ciò che ti fa stare bene.",
        },
      ],
    },
    excelling: {
      name: "Eccellenza – Una guida umile",
      description: "Hai sviluppato pratiche di benessere efficaci.",
      recommendations: [
        {
          title: "Pensare alla tua eredità",
          advice:
            "Pensa a che cosa vuoi lasciare nella tua scuola o nella tua comunità e fai un passo in quella direzione questo mese.",
        },
        {
          title: "Prepararsi al futuro",
          advice:
            "Chiediti come dovranno cambiare le tue routine nella prossima fase, come un nuovo lavoro o gli studi post-laurea, e prova il cambiamento in anticipo.",
        },
        {
          title: "Cercare le sfide",
          advice:
            "Prenditi un obiettivo che ti spinga oltre ciò che ti è comodo. La crescita mantiene vive e significative le buone abitudini.",
        },
        {
          title: "Dare alla comunità",
          advice:
            "Offri il tuo tempo come mentore o guida di un gruppo. Aiutare gli altri a stare bene è uno dei modi migliori per stare bene anche tu.",
        },
        {
          title: "Imparare sempre",
          advice:
            "Continua a leggere, ad ascoltare e a chiedere un riscontro. Le guide umili restano allievi del proprio benessere.",
        },
      ],
    },
  },
  results: {
    heading: "🎉 Valutazione completata!",
    congratulations:
      "Complimenti, {firstName}! Hai fatto un passo importante per comprendere il tuo percorso di benessere.",
    overallLabel: "Punteggio complessivo",
    overallScore: "{score}/{max}",
    outOfMax: "su {max}",
    categoriesHeading: "I tuoi punteggi per area",
    categoriesNote: "La risposta media di ogni area, da {min} (Mai) a {max} (Costantemente).",
    recommendationsHeading: "I tuoi consigli personalizzati",
    recommendation: "{title}: {advice}",
    nextHeading: "E adesso?",
    emailed: "I tuoi risultati completi sono stati inviati a {email}.",
    emailFailed:
      "Non siamo riusciti a inviarti i risultati via e-mail in questo momento. Trovi tutti i risultati qui in questa pagina; puoi anche scriverci a {contactEmail}.",
    schedule:
      "Subito dopo ti porteremo alla prenotazione della tua sessione gratuita di coaching su leadership e carriera con {founderName}, per parlare insieme dei tuoi risultati.",
    community:
      "Unisciti alla comunità di {productName} per ripetere la valutazione e seguire i tuoi progressi ogni mese.",
    book: "Prenota la tua sessione di coaching gratuita",
    redirecting: "Il reindirizzamento automatico avverrà tra {seconds} secondi…",
  },
};
