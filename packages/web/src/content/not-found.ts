/**
 * The 404 screen (product.md#the-access-gate), prerendered in every language (`/404`, `/es/404`) and served
 * for any address that is not a page. Its document title and description are translated like the pages';
 * what the screen shows is interface text in the shell catalog (`m.shell.notFound`).
 */
export const notFoundCopy = {
  meta: { title: "Page Not Found", description: "This page could not be found." },
  code: "404",
} as const;
