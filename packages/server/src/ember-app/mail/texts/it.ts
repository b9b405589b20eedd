import type { MailTexts } from "./mail-texts.ts";

/**
 * The visitor's e-mails in Italian (docs/translation/it.md): tu, « » without inner spaces, the straight
 * apostrophe. The areas and tiers of the assessment are the words of the assessment page
 * (packages/web/src/i18n/catalogs/it/assessment.json); the verse is from CEI 2008, the style sheet's Bible.
 */
export const it: MailTexts = {
  label: "{label}:",
  titled: "{title} {text}",
  numbered: "{number}. {text}",
  bulleted: "- {text}",
  dear: "Ciao {name},",
  hi: "Ciao {name},",
  signature: "Il team di {brand}",
  questions: "Domande? Scrivici a {email}.",
  application: {
    subject: "🎉 Ti diamo il benvenuto in {brand} – il tuo percorso inizia!",
    heading: "🎉 Ti diamo il benvenuto in {brand}!",
    intro:
      "Ti diamo il benvenuto in {brand}! Grazie per la tua candidatura: hai fatto il primo passo del tuo percorso.",
    badge:
      "🏆 Hai ottenuto il distintivo {badge} per aver fatto il primo passo candidandoti alla {brand} University.",
    badgeName: "Campione del Primo Passo",
    nextHeading: "Cosa succede adesso",
    steps: [
      "Risponderemo alla tua candidatura entro 24 ore.",
      "Riceverai un invito a un incontro gratuito con {founder} per parlare di dove ti trovi e di dove vuoi arrivare.",
      "Ti affiancheremo a un mentore o a un piccolo gruppo adatto al tuo percorso.",
    ],
    trialTitle: "La tua prova gratuita di {days} giorni",
    trialBody:
      "accesso completo alla piattaforma per {days} giorni. Non servono dati di pagamento, non c'è alcun impegno e la prova termina semplicemente, senza alcun addebito.",
    spam: "Non trovi le nostre e-mail? Controlla la cartella spam o della posta indesiderata e segna il nostro indirizzo come mittente attendibile.",
    closing: "Siamo felici di averti nella comunità,",
  },
  firePlan: {
    subject: "Ti diamo il benvenuto, Scintilla Accesa – abbiamo ricevuto il tuo piano!",
    heading: "Ti diamo il benvenuto, Scintilla Accesa!",
    intro: "Grazie per aver condiviso il tuo fuoco con {brand}! Abbiamo ricevuto il tuo piano.",
    badge:
      "🔥 Hai ottenuto il distintivo {badge} (Cercatore di Scopo): hai condiviso il tuo fuoco e hai preso l'impegno di portare un cambiamento positivo.",
    badgeName: "Scintilla Accesa",
    nextHeading: "I prossimi passi",
    steps: [
      {
        title: "Videochiamata individuale",
        detail: "{founder} ti inviterà a una videochiamata a tu per tu per parlare del tuo piano.",
      },
      {
        title: "Feedback e perfezionamento",
        detail: "insieme ti daremo un feedback e perfezioneremo il tuo piano per i prossimi 3–4 mesi.",
      },
      {
        title: "Inizia il tuo percorso",
        detail: "metti in pratica il tuo piano, con la comunità al tuo fianco.",
      },
    ],
    closing: "Tieni acceso il tuo fuoco,",
    scripture: {
      text: "Scrivi la visione e incidila bene sulle tavolette, perché la si legga speditamente.",
      source: "Abacuc 2,2",
    },
    quoted: "«{text}»",
    cited: "– {source}",
    quotedHtml: "«{text}»",
    citedHtml: "– {source}",
  },
  assessment: {
    subject: "I risultati della tua Valutazione del benessere {brand}: {tier}",
    heading: "🎉 I risultati della tua Valutazione del benessere",
    congratulations:
      "Complimenti per aver completato la Valutazione del benessere per studenti! Hai fatto un passo importante per comprendere il tuo percorso di benessere.",
    result: "Il tuo risultato",
    overall: "Punteggio complessivo",
    score: "{score}/{max}",
    scoresLead: "I tuoi punteggi per area (su {max})",
    scoresHeading: "I tuoi punteggi per area",
    recommendationsHeading: "I tuoi consigli personalizzati",
    session: "Prenota la tua sessione gratuita di coaching su leadership e carriera con {founder}:",
    book: "Prenota la tua sessione di coaching gratuita",
    community:
      "Unisciti alla comunità di {brand} per ripetere la valutazione e seguire i tuoi progressi ogni mese.",
    closing: "Al tuo fianco nel percorso,",
    signature: "{founder} e il team di {brand}",
    categories: {
      academics: "Studio",
      finances: "Finanze",
      social: "Relazioni sociali",
      precision: "Precisione",
      physical: "Benessere fisico",
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
  },
};
