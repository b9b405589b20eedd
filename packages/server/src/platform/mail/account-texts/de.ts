import type { AccountMailTexts } from "./account-texts.ts";

/**
 * The account e-mails in German (docs/translation/de.md): du, no comma after the closing line, buttons in the
 * infinitive as on the site. The words are those of the sign-in, sign-up and password pages
 * (packages/web/src/i18n/catalogs/de/shell.json).
 */
export const de: AccountMailTexts = {
  dir: "ltr",
  numberLocale: "de",
  hello: "Hallo,",
  closing: "Herzliche Grüße",
  signature: "Dein {brand}-Team",
  questions: "Fragen? Schreib uns an {email}.",
  verification: {
    subject: "Dein Bestätigungscode für {brand}: {code}",
    heading: "Bestätige deine E-Mail-Adresse",
    intro:
      "Willkommen bei {brand}! Schön, dass du da bist. Um dein Konto fertig zu erstellen, gib diesen Code ein:",
    expiry:
      "Der Code gilt {duration}. Falls du dich nicht registriert hast, kannst du diese E-Mail einfach ignorieren.",
    minutes: { one: "{count} Minute", other: "{count} Minuten" },
  },
  alreadyRegistered: {
    subject: "Du hast schon ein Konto bei {brand}",
    heading: "Du hast schon ein Konto",
    intro:
      "Jemand (hoffentlich du) wollte mit dieser E-Mail-Adresse ein Konto bei {brand} erstellen. Gute Nachricht: Du hast schon eins.",
    signIn: "Anmelden",
    forgot: "Passwort vergessen? Hier kannst du ein neues wählen:",
    ignore: "Falls du das nicht warst, musst du nichts tun: Dein Konto bleibt unverändert.",
  },
  passwordReset: {
    subject: "Setze dein Passwort für {brand} zurück",
    heading: "Setze dein Passwort zurück",
    intro:
      "Wir haben eine Anfrage erhalten, das Passwort deines Kontos bei {brand} zurückzusetzen. Wähle über diesen Link ein neues:",
    button: "Neues Passwort wählen",
    expiry:
      "Der Link funktioniert einmal und eine Stunde lang. Falls du ihn nicht angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt, wie es ist.",
  },
  invitation: {
    subject: "Du bist zu {brand} eingeladen",
    heading: "Deine Einladung zu {brand}",
    intro:
      "Du wurdest eingeladen, Teil von {brand} zu werden. Wir freuen uns sehr auf dich! Lege dein Passwort fest, um loszulegen:",
    introAsAdmin:
      "Du wurdest eingeladen, mit Admin-Rechten Teil von {brand} zu werden. Wir freuen uns sehr auf dich! Lege dein Passwort fest, um loszulegen:",
    button: "Passwort festlegen",
    expiry: "Der Link funktioniert einmal und sieben Tage lang.",
  },
};
