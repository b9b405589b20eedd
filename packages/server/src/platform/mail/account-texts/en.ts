import type { AccountMailTexts } from "./account-texts.ts";

export const en: AccountMailTexts = {
  dir: "ltr",
  numberLocale: "en",
  hello: "Hi there,",
  closing: "With warmth,",
  signature: "The {brand} Team",
  questions: "Questions? Write to us at {email}.",
  verification: {
    subject: "Your {brand} verification code: {code}",
    heading: "Confirm your e-mail address",
    intro: "Welcome to {brand}! We're so glad you're here. To finish creating your account, enter this code:",
    expiry: "The code works for {duration}. If you didn't sign up, you can safely ignore this e-mail.",
    minutes: { one: "{count} minute", other: "{count} minutes" },
  },
  alreadyRegistered: {
    subject: "You already have an account with {brand}",
    heading: "You already have an account",
    intro:
      "Someone (hopefully you) tried to create a {brand} account with this e-mail address. Good news: you already have one.",
    signIn: "Sign in",
    forgot: "Forgotten your password? You can choose a new one here:",
    ignore: "If this wasn't you, no action is needed: your account is unchanged.",
  },
  passwordReset: {
    subject: "Reset your {brand} password",
    heading: "Reset your password",
    intro:
      "We received a request to reset the password of your {brand} account. Choose a new one with this link:",
    button: "Choose a new password",
    expiry:
      "The link works once, for one hour. If you didn't ask for it, you can ignore this e-mail: your password stays as it is.",
  },
  invitation: {
    subject: "You're invited to join {brand}",
    heading: "You're invited to {brand}",
    intro:
      "You've been invited to join {brand}. We'd love to have you with us! Set your password to get started:",
    introAsAdmin:
      "You've been invited to join {brand} as an administrator. We'd love to have you with us! Set your password to get started:",
    button: "Set your password",
    expiry: "The link works once, for seven days.",
  },
};
