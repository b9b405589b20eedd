/**
 * The platform sign-in page at /login, where the gate sends visitors. Its document
 * title and description are set at build time, in English; what the page shows is interface text in the
 * shell catalog (`m.shell.login`).
 */
export const loginCopy = {
  meta: {
    title: "Sign in",
    description: "Sign in to Ember with the e-mail address and password your programme team set up for you.",
  },
} as const;
