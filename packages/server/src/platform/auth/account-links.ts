import type { Config } from "../../config.ts";

/**
 * The site's own pages that e-mails link to (packages/web: /login, /forgot-password, /reset-password), in
 * the e-mail's language: English at the root, another language under its code (`/es/reset-password`), as
 * the page the request came from was. A link's token rides in the fragment, which browsers never send, so it
 * stays out of server and proxy logs and Referer headers; the page reads it there.
 */
export function accountLinks(config: Pick<Config, "publicUrl">, language = "en") {
  const base = language === "en" ? config.publicUrl : `${config.publicUrl}/${language}`;
  return {
    signIn: `${base}/login`,
    forgotPassword: `${base}/forgot-password`,
    resetPassword: (token: string) => `${base}/reset-password#token=${encodeURIComponent(token)}`,
    invitation: (token: string) => `${base}/reset-password#token=${encodeURIComponent(token)}&invite=1`,
  };
}
