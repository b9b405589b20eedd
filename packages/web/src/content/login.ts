import { pageTitle } from "../lib/page-title.ts";

/** The platform sign-in page at /login (BASE44-API.md 2.3), where the gate sends visitors. */
export const loginCopy = {
  meta: {
    title: pageTitle("Sign in"),
    description: "Sign in to Ember with the e-mail address and password your programme team set up for you.",
  },
  title: "Sign in to Ember",
  intro: "Welcome back. Sign in with the e-mail address and password you use for Ember.",
  email: "Email",
  password: "Password",
  submit: "Sign in",
  submitting: "Signing in...",
  failed: "We could not sign you in. Please check your connection and try again.",
  help: "Trouble signing in? Write to us at",
} as const;
