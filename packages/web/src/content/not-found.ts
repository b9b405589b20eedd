import { pageTitle } from "../lib/page-title.ts";

/** The 404 screen (SPEC 2.3). */
export const notFoundCopy = {
  meta: { title: pageTitle("Page Not Found"), description: "This page could not be found." },
  code: "404",
  title: "Page Not Found",
  message: (path: string) => `The page "${path}" could not be found in this application.`,
  adminNote: {
    title: "Admin Note",
    body: "This could mean that the AI hasn't implemented this page yet. Ask it to implement it in the chat.",
  },
  goHome: "Go Home",
} as const;
