import type { AccountMailTexts } from "./account-texts.ts";

/**
 * The account e-mails in Italian (docs/translation/it.md): tu, the straight apostrophe, no agreement with the
 * reader ("Ti diamo il benvenuto", "Hai ricevuto un invito"). The words are those of the sign-in, sign-up and
 * password pages (packages/web/src/i18n/catalogs/it/shell.json).
 */
export const it: AccountMailTexts = {
  dir: "ltr",
  numberLocale: "it",
  hello: "Ciao,",
  closing: "Un caro saluto,",
  signature: "Il team di {brand}",
  questions: "Domande? Scrivici a {email}.",
  verification: {
    subject: "Il tuo codice di verifica per {brand}: {code}",
    heading: "Conferma il tuo indirizzo e-mail",
    intro:
      "Ti diamo il benvenuto su {brand}! Siamo davvero felici che tu sia qui. Per completare la creazione del tuo account, inserisci questo codice:",
    expiry:
      "Il codice è valido per {duration}. Se non hai chiesto tu di registrarti, puoi ignorare tranquillamente questa e-mail.",
    minutes: { one: "{count} minuto", many: "{count} minuti", other: "{count} minuti" },
  },
  alreadyRegistered: {
    subject: "Hai già un account su {brand}",
    heading: "Hai già un account",
    intro:
      "Qualcuno (speriamo tu) ha provato a creare un account su {brand} con questo indirizzo e-mail. Buone notizie: ne hai già uno.",
    signIn: "Accedi",
    forgot: "Hai dimenticato la password? Puoi sceglierne una nuova qui:",
    ignore: "Se la richiesta non è partita da te, non devi fare nulla: il tuo account non è cambiato.",
  },
  passwordReset: {
    subject: "Reimposta la tua password di {brand}",
    heading: "Reimposta la tua password",
    intro:
      "Abbiamo ricevuto una richiesta di reimpostare la password del tuo account {brand}. Scegline una nuova con questo link:",
    button: "Scegli una nuova password",
    expiry:
      "Il link funziona una sola volta, per un'ora. Se non l'hai chiesto tu, puoi ignorare questa e-mail: la tua password resta com'è.",
  },
  invitation: {
    subject: "Ti invitiamo a unirti a {brand}",
    heading: "Il tuo invito a {brand}",
    intro:
      "Hai ricevuto un invito a unirti a {brand}. Ci farebbe davvero piacere averti con noi! Imposta la tua password per iniziare:",
    introAsAdmin:
      "Hai ricevuto un invito a unirti a {brand} con i permessi di amministratore. Ci farebbe davvero piacere averti con noi! Imposta la tua password per iniziare:",
    button: "Imposta la tua password",
    expiry: "Il link funziona una sola volta, per sette giorni.",
  },
};
