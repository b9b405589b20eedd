import type { Catalog } from "../en/index.ts";

export const shell: Catalog["shell"] = {
  skipToContent: "Vai al contenuto",
  loading: "Caricamento",
  brand: {
    homeLabel: "Home di {product}",
  },
  header: {
    mainNavLabel: "Principale",
    mobileNavLabel: "Menu mobile",
    openMenu: "Apri il menu",
    closeMenu: "Chiudi il menu",
  },
  nav: {
    home: "Home",
    pricing: "Prezzi",
    getStarted: "Inizia ora",
    about: {
      label: "Chi siamo",
      team: "Il nostro team",
      safeSpace: "La filosofia dello spazio sicuro",
      successStories: "Storie di successo",
      evidence: "Evidenze e ricerca",
    },
    journey: {
      label: "Il percorso di {founder}",
      story: "La storia di {founder}",
      timeline: "La cronologia di {founder}",
      history: "La storia di {product}",
      chat: "Chatta con {product}",
    },
    resources: {
      label: "Risorse",
      faq: "Domande frequenti",
      assessments: "Valutazione del benessere",
      shareYourFire: "Condividi il tuo fuoco",
      badges: "Distintivi",
      socialMediaLie: "La grande bugia dei social media",
      resources: "Centro risorse",
    },
  },
  footer: {
    mission:
      "Aiutiamo le persone a trovare il proprio scopo, una conversazione alla volta, costruendo più salute, carriere migliori e vite più piene.",
    faith: {
      line: "Nata nella preghiera e fondata sulla fede.",
      scripture:
        "«Io, infatti, conosco i progetti che ho fatto a vostro riguardo – oracolo del Signore – progetti di pace e non di sventura, per concedervi un futuro pieno di speranza».",
      reference: "Geremia 29,11",
    },
    getStarted: {
      label: "Inizia ora",
      apply: "Candidati ora",
      trial: "Prova gratuita di {days} giorni",
      chat: "Chatta con {product}",
    },
    learn: {
      label: "Scopri di più",
      evidence: "Evidenze e ricerca",
      team: "Il nostro team",
      safeSpace: "La filosofia dello spazio sicuro",
      timeline: "La cronologia di {founder}",
    },
    impact: {
      heading: "Il nostro impatto",
      participants: "partecipanti",
      countries: "paesi",
      satisfaction: "di soddisfazione",
      claim: "{participants} partecipanti in oltre {countries} paesi, e il numero continua a crescere.",
    },
    notClinical:
      "{product} è una comunità di mentoring e di scoperta del proprio scopo, non un servizio clinico o di gestione delle crisi, e il nostro team non è composto da professionisti abilitati della salute mentale. Se sei in crisi, chiama il 988 o inviagli un SMS (negli Stati Uniti), chiama il 911 in caso di emergenza, oppure contatta i servizi di emergenza della tua zona.",
    contactLabel: "Scrivici:",
  },
  accessRestricted: {
    title: "Accesso limitato",
    body: "Il tuo account non è abilitato a usare questa applicazione. Contatta l'amministratore dell'app per richiedere l'accesso.",
    suggestionsHeading: "Se pensi che si tratti di un errore, puoi:",
    suggestions: [
      "Verificare di aver effettuato l'accesso con l'account corretto",
      "Chiedere l'accesso all'amministratore dell'app",
      "Provare a uscire e ad accedere di nuovo",
    ],
    questions: "Hai domande? Scrivici a",
  },
  notFound: {
    title: "Pagina non trovata",
    message: "Impossibile trovare la pagina «{path}» in questa applicazione.",
    adminNoteTitle: "Nota per l'amministratore",
    adminNoteBody:
      "Potrebbe significare che l'IA non ha ancora realizzato questa pagina. Chiedile di implementarla nella chat.",
    goHome: "Torna alla home",
  },
  errorPage: {
    title: "Qualcosa è andato storto",
    body: "Ci dispiace, non è stato possibile mostrare questa pagina. Ricaricala oppure torna alla pagina iniziale.",
    goHome: "Torna alla home",
  },
  login: {
    title: "Accedi a {product}",
    intro: "Ti diamo il bentornato! Accedi con l'indirizzo e-mail e la password che usi per {product}.",
    email: "E-mail",
    password: "Password",
    submit: "Accedi",
    submitting: "Accesso in corso…",
    failed: "Non siamo riusciti a farti accedere. Controlla la connessione e riprova.",
    help: "Problemi ad accedere? Scrivici a",
    invalid: "L'e-mail e la password non corrispondono. Riprova.",
    tooMany: "Troppi tentativi. Attendi qualche minuto e riprova.",
    forgot: "Hai dimenticato la password?",
    noAccount: "È la prima volta su {product}?",
    createAccount: "Crea un account",
  },
  register: {
    title: "Unisciti a {product}",
    intro:
      "Crea il tuo account con il tuo indirizzo e-mail. Ti invieremo un codice di 6 cifre per confermarlo.",
    passwordHint: "Almeno 8 caratteri.",
    submit: "Crea account",
    submitting: "Creazione del tuo account…",
    haveAccount: "Hai già un account?",
    signIn: "Accedi",
    codeTitle: "Controlla la tua casella di posta",
    codeIntro:
      "Abbiamo inviato un codice di 6 cifre a {email}. Inseriscilo qui sotto per completare. È valido per 10 minuti.",
    confirmFirst: "Prima conferma il tuo indirizzo e-mail. Abbiamo inviato un nuovo codice a {email}.",
    code: "Codice di verifica",
    codeHint: "6 cifre, dall'e-mail che ti abbiamo appena inviato.",
    verify: "Conferma e continua",
    verifying: "Conferma in corso…",
    codeInvalid:
      "Questo codice non è corretto o è scaduto. Controlla l'e-mail più recente o chiedi un nuovo codice.",
    resend: "Invia un nuovo codice",
    resending: "Invio in corso…",
    resent: "Un nuovo codice è in arrivo. Controlla la posta in arrivo e anche la cartella spam.",
    failed: "Qualcosa è andato storto. Controlla la connessione e riprova.",
  },
  resetRequest: {
    title: "Hai dimenticato la password?",
    intro: "Inserisci il tuo indirizzo e-mail e ti invieremo un link per sceglierne una nuova.",
    submit: "Invia il link",
    submitting: "Invio in corso…",
    sent: "Se esiste un account per {email}, è in arrivo un link per scegliere una nuova password. Funziona una sola volta, per un'ora.",
    back: "Torna all'accesso",
  },
  resetPassword: {
    title: "Scegli una nuova password",
    inviteTitle: "Imposta la tua password",
    intro: "Scegli una password di almeno 8 caratteri.",
    inviteIntro:
      "Ti diamo il benvenuto! Scegli una password per completare la configurazione del tuo account.",
    newPassword: "Nuova password",
    confirm: "Conferma la nuova password",
    mismatch: "Le due password non coincidono.",
    submit: "Salva la password",
    submitting: "Salvataggio…",
    done: "La tua nuova password è impostata. Ora puoi accedere con questa.",
    signIn: "Accedi",
    invalid: "Questo link non è più valido: è già stato usato o è scaduto. Chiedine uno nuovo.",
    requestNew: "Chiedi un nuovo link",
    missing:
      "Questa pagina ha bisogno del link ricevuto via e-mail. Apri di nuovo il link o chiedine uno nuovo.",
  },
  toast: {
    close: "Chiudi",
  },
  language: {
    menuLabel: "Scegli la lingua",
    current: "lingua attuale",
    translating: "Traduzione in corso…",
    betaTitle: "Sistema di traduzione (beta)",
    betaBody:
      "I testi dell'interfaccia vengono tradotti all'istante. I testi più lunghi della pagina vengono tradotti automaticamente la prima volta che li visualizzi e potrebbero non essere perfetti.",
    gotIt: "Ho capito",
    offline:
      "Per ora i testi più lunghi della pagina restano in inglese: la traduzione automatica non è attiva su questo sito.",
  },
  reminder: {
    title: "Un piccolo promemoria",
    messages: [
      "Siamo qui per aiutarti a trovare il tuo scopo, non per fare diagnosi! In caso di emergenza, chiama il 988.",
      "Tu conti, e non devi mai affrontare un momento difficile in solitudine. Chiama il 988 o inviagli un SMS a qualsiasi ora, di giorno e di notte.",
      "Se in questo momento tutto ti sembra pesante, chiedi aiuto: chiama il 988 o inviagli un SMS, oppure scrivi HELLO al 741741 per parlare con qualcuno a cui stai a cuore.",
      "I nostri mentori camminano al tuo fianco mentre scopri il tuo scopo, ma non siamo un servizio per le crisi. Se stai attraversando un momento difficile, chiama il 988 o inviagli un SMS.",
      "Se tu o una persona cara siete in pericolo immediato, chiama il 911. Per un supporto in caso di crisi, a qualsiasi ora, chiama il 988 o inviagli un SMS.",
    ],
    dismiss: "Chiudi il promemoria",
  },
  /** The home page's image carousel (APG carousel pattern). */
  carousel: {
    roleDescription: "carosello",
    slideRoleDescription: "diapositiva",
    pause: "Metti in pausa la presentazione",
    play: "Avvia la presentazione",
    slidePosition: "{position} di {count}",
    showImage: "Mostra l'immagine {position} di {count}",
  },
  /** Names of page regions and link lists read by screen readers. */
  regions: {
    researchTopics: "Temi di ricerca",
    highlights: "In evidenza",
    moreOfJourney: "Altro del cammino",
  },
  /** After an external link's text, for screen readers. */
  opensInNewTab: "(si apre in una nuova scheda)",
};
