/**
 * Document titles and descriptions of the account pages, set at build time in English (like /login's in
 * content/login.ts); what the pages show is interface text in the shell catalog.
 */
export const registerCopy = {
  meta: {
    title: "Create an account",
    description: "Create your Ember account with your e-mail address and confirm it with a 6-digit code.",
  },
} as const;

export const forgotPasswordCopy = {
  meta: {
    title: "Forgot your password",
    description: "Ask for a link to choose a new password for your Ember account.",
  },
} as const;

export const resetPasswordCopy = {
  meta: {
    title: "Choose a new password",
    description: "Choose a new password for your Ember account.",
  },
} as const;
