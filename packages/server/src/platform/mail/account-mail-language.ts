import type { FastifyRequest } from "fastify";
import { accountMailLanguages } from "./account-texts/account-texts.ts";

/**
 * The language of the page an account request came from, for the e-mail it sends: the first segment of
 * that page's path when it names a language the account e-mails are written in (a site with one address per
 * language, `/es/register`), else English. The page is the SDK's `X-Origin-URL` (every request a browser
 * makes through it), or the Referer of a plain request. Either is the caller's to set, and only chooses
 * among the written texts: the code, the link and the recipient do not depend on it.
 */
export function accountMailLanguage(request: Pick<FastifyRequest, "headers">): string {
  const page = request.headers["x-origin-url"] ?? request.headers.referer;
  if (typeof page !== "string" || page.length > 4096) return "en";
  let path: string;
  try {
    path = new URL(page).pathname;
  } catch {
    return "en";
  }
  const first = path.split("/")[1] ?? "";
  return accountMailLanguages.includes(first) ? first : "en";
}
