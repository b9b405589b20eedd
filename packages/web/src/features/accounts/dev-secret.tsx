import type { ReactNode } from "react";

/**
 * The code or link an account answer carries under the server's DEV_SHOW_CODES (development without SMTP;
 * the server refuses the setting in production): `dev_code` from sign-up and a new code, `dev_link` from a
 * reset request. Null for any other answer, which is every answer of a real site.
 */
export function devSecretOf(answer: unknown, key: "dev_code" | "dev_link"): string | null {
  const value = answer && typeof answer === "object" ? (answer as Record<string, unknown>)[key] : undefined;
  if (typeof value !== "string") return null;
  // A link is only ever this site's own page; anything else is not shown as one.
  return key === "dev_link" && !/^https?:\/\//.test(value) ? null : value;
}

/** The development-only notice, framed apart from the page's own text. */
export function DevSecret({ children }: { children: ReactNode }) {
  return (
    <p
      data-dev-secret=""
      className="rounded-xl border border-dashed border-primary px-3 py-2 text-sm break-all text-foreground"
    >
      {children}
    </p>
  );
}
