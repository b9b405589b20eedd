import type { AccountMailTexts } from "./account-texts.ts";

/**
 * The account e-mails in French (docs/translation/fr.md): vous, the typographic apostrophe, a narrow no-break
 * space before : ; ! ?, no agreement with the reader ("vous avez reçu une invitation"); buttons in the
 * infinitive. The words are those of the sign-in, sign-up and password pages
 * (packages/web/src/i18n/catalogs/fr/shell.json).
 */
export const fr: AccountMailTexts = {
  dir: "ltr",
  numberLocale: "fr",
  hello: "Bonjour,",
  closing: "Bien chaleureusement,",
  signature: "L’équipe {brand}",
  questions: "Des questions\u202f? Écrivez-nous à {email}.",
  verification: {
    subject: "Votre code de vérification {brand}\u202f: {code}",
    heading: "Confirmez votre adresse e-mail",
    intro:
      "Bienvenue sur {brand}\u202f! Quelle joie de vous accueillir. Pour finir de créer votre compte, saisissez ce code\u202f:",
    expiry:
      "Ce code reste valable {duration}. Si cette inscription ne vient pas de vous, vous pouvez ignorer cet e-mail sans crainte.",
    minutes: { one: "{count} minute", many: "{count} minutes", other: "{count} minutes" },
  },
  alreadyRegistered: {
    subject: "Vous avez déjà un compte {brand}",
    heading: "Vous avez déjà un compte",
    intro:
      "Quelqu’un (vous, nous l’espérons) a essayé de créer un compte {brand} avec cette adresse e-mail. Bonne nouvelle\u202f: vous en avez déjà un.",
    signIn: "Se connecter",
    forgot: "Mot de passe oublié\u202f? Vous pouvez en choisir un nouveau ici\u202f:",
    ignore: "Si ce n’était pas vous, vous n’avez rien à faire\u202f: votre compte n’a pas changé.",
  },
  passwordReset: {
    subject: "Réinitialisez votre mot de passe {brand}",
    heading: "Réinitialisez votre mot de passe",
    intro:
      "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {brand}. Choisissez-en un nouveau avec ce lien\u202f:",
    button: "Choisir un nouveau mot de passe",
    expiry:
      "Ce lien ne sert qu’une fois, pendant une heure. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail\u202f: votre mot de passe reste inchangé.",
  },
  invitation: {
    subject: "Votre invitation à rejoindre {brand}",
    heading: "Une invitation à rejoindre {brand}",
    intro:
      "Vous avez reçu une invitation à rejoindre {brand}. Nous serions ravis de vous compter parmi nous\u202f! Créez votre mot de passe pour commencer\u202f:",
    introAsAdmin:
      "Vous avez reçu une invitation à rejoindre {brand} avec les droits d’administrateur. Nous serions ravis de vous compter parmi nous\u202f! Créez votre mot de passe pour commencer\u202f:",
    button: "Créer mon mot de passe",
    expiry: "Ce lien ne sert qu’une fois, pendant sept jours.",
  },
};
