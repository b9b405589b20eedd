import type { AccountMailTexts } from "./account-texts.ts";

/**
 * The account e-mails in Latin-American Spanish (docs/translation/es.md): tú, ¿ ¡, gender-neutral wording
 * ("te damos la bienvenida", "recibiste una invitación"). The words are those of the sign-in, sign-up and
 * password pages (packages/web/src/i18n/catalogs/es/shell.json).
 */
export const es: AccountMailTexts = {
  dir: "ltr",
  numberLocale: "es",
  hello: "Hola:",
  closing: "Con cariño,",
  signature: "El equipo de {brand}",
  questions: "¿Tienes preguntas? Escríbenos a {email}.",
  verification: {
    subject: "Tu código de verificación de {brand}: {code}",
    heading: "Confirma tu correo electrónico",
    intro:
      "¡Te damos la bienvenida a {brand}! Qué alegría que estés aquí. Para terminar de crear tu cuenta, escribe este código:",
    expiry:
      "El código es válido durante {duration}. Si no creaste una cuenta, puedes ignorar este correo con toda tranquilidad.",
    minutes: { one: "{count} minuto", many: "{count} minutos", other: "{count} minutos" },
  },
  alreadyRegistered: {
    subject: "Ya tienes una cuenta en {brand}",
    heading: "Ya tienes una cuenta",
    intro:
      "Alguien (esperamos que tú) intentó crear una cuenta en {brand} con este correo electrónico. Buenas noticias: ya tienes una.",
    signIn: "Iniciar sesión",
    forgot: "¿Olvidaste tu contraseña? Puedes elegir una nueva aquí:",
    ignore: "Si no fuiste tú, no tienes que hacer nada: tu cuenta sigue igual.",
  },
  passwordReset: {
    subject: "Restablece tu contraseña de {brand}",
    heading: "Restablece tu contraseña",
    intro:
      "Recibimos una solicitud para restablecer la contraseña de tu cuenta de {brand}. Elige una nueva con este enlace:",
    button: "Elige una contraseña nueva",
    expiry:
      "El enlace funciona una sola vez, durante una hora. Si no lo pediste, puedes ignorar este correo: tu contraseña seguirá igual.",
  },
  invitation: {
    subject: "Te invitamos a unirte a {brand}",
    heading: "Te invitamos a {brand}",
    intro:
      "Recibiste una invitación para unirte a {brand}. ¡Nos encantaría contar contigo! Crea tu contraseña para empezar:",
    introAsAdmin:
      "Recibiste una invitación para unirte a {brand} con permisos de administrador. ¡Nos encantaría contar contigo! Crea tu contraseña para empezar:",
    button: "Crea tu contraseña",
    expiry: "El enlace funciona una sola vez, durante siete días.",
  },
};
