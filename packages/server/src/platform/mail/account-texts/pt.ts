import type { AccountMailTexts } from "./account-texts.ts";

/**
 * The account e-mails in Brazilian Portuguese (docs/translation/pt.md): você, "o {brand}", gender-neutral
 * wording ("Boas-vindas", "você recebeu um convite"). The words are those of the sign-in, sign-up and
 * password pages (packages/web/src/i18n/catalogs/pt/shell.json).
 */
export const pt: AccountMailTexts = {
  dir: "ltr",
  numberLocale: "pt-BR",
  hello: "Olá,",
  closing: "Com carinho,",
  signature: "Equipe {brand}",
  questions: "Dúvidas? Escreva para a gente em {email}.",
  verification: {
    subject: "Seu código de verificação do {brand}: {code}",
    heading: "Confirme seu endereço de e-mail",
    intro:
      "Boas-vindas ao {brand}! Que bom ter você aqui. Para terminar de criar sua conta, digite este código:",
    expiry:
      "O código vale por {duration}. Se não foi você que criou a conta, pode ignorar este e-mail com tranquilidade.",
    minutes: { one: "{count} minuto", many: "{count} minutos", other: "{count} minutos" },
  },
  alreadyRegistered: {
    subject: "Você já tem uma conta no {brand}",
    heading: "Você já tem uma conta",
    intro:
      "Alguém (esperamos que você) tentou criar uma conta no {brand} com este endereço de e-mail. Boa notícia: você já tem uma.",
    signIn: "Entrar",
    forgot: "Esqueceu sua senha? Você pode escolher uma nova aqui:",
    ignore: "Se não foi você, não precisa fazer nada: sua conta continua igual.",
  },
  passwordReset: {
    subject: "Redefina sua senha do {brand}",
    heading: "Redefina sua senha",
    intro:
      "Recebemos um pedido para redefinir a senha da sua conta no {brand}. Escolha uma nova com este link:",
    button: "Escolha uma nova senha",
    expiry:
      "O link funciona uma vez, por uma hora. Se você não pediu, pode ignorar este e-mail: sua senha continua a mesma.",
  },
  invitation: {
    subject: "Seu convite para fazer parte do {brand}",
    heading: "Seu convite para o {brand}",
    intro:
      "Você recebeu um convite para fazer parte do {brand}. Vamos adorar ter você com a gente! Crie sua senha para começar:",
    introAsAdmin:
      "Você recebeu um convite para fazer parte do {brand} com permissões de administrador. Vamos adorar ter você com a gente! Crie sua senha para começar:",
    button: "Crie sua senha",
    expiry: "O link funciona uma vez, por sete dias.",
  },
};
