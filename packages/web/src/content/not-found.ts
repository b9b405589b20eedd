/**
 * The 404 screen (product.md#the-access-gate). Its document title and description are set at build time, in
 * English; what the screen shows is interface text in the shell catalog (`m.shell.notFound`).
 */
export const notFoundCopy = {
  meta: { title: "Page Not Found", description: "This page could not be found." },
  code: "404",
} as const;
