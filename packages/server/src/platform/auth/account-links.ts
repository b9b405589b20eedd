import type { Config } from "../../config.ts";

/** The site's own pages that e-mails link to (packages/web: /login, /forgot-password, /reset-password). */
export function accountLinks(config: Pick<Config, "publicUrl">) {
  const base = config.publicUrl;
  return {
    signIn: `${base}/login`,
    forgotPassword: `${base}/forgot-password`,
    resetPassword: (token: string) => `${base}/reset-password?token=${encodeURIComponent(token)}`,
    invitation: (token: string) => `${base}/reset-password?token=${encodeURIComponent(token)}&invite=1`,
  };
}
