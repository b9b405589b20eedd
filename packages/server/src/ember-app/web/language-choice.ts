import {
  type LanguageCode,
  languageCookie,
  languages,
  localizedPath,
  splitLanguagePath,
} from "@ember/domain";

const codes = new Set<string>(languages.map((language) => language.code));
const cookiePattern = new RegExp(`(?:^|;\\s*)${languageCookie}=([a-z]{2})(?:;|$)`);
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The language a `lang` cookie names, if it is one of the site's. */
export function cookieLanguage(cookieHeader: string | undefined): LanguageCode | undefined {
  const code = cookiePattern.exec(cookieHeader ?? "")?.[1];
  return code && codes.has(code) ? (code as LanguageCode) : undefined;
}

/**
 * The `lang` preference cookie (product.md#languages): it only says which language to show, so scripts may
 * read it (not HttpOnly); it goes along with a link from another site (Lax), and lasts a year.
 */
export function languageCookieHeader(language: LanguageCode, secure: boolean): string {
  return `${languageCookie}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * What a page request asks of the language: the switcher's `?lang=xx` choice (remember it, then show the
 * clean address), or, for an English address, a remembered other language (go to its address). Undefined
 * when the page is served as asked. Accept-Language is never consulted: a shared link and a crawler must
 * get the page they asked for.
 */
export function languageRedirect(
  url: string,
  cookieHeader: string | undefined,
): { location: string; choose?: LanguageCode } | undefined {
  const parsed = new URL(url, "http://site.invalid");
  const chosen = parsed.searchParams.get("lang");
  if (chosen !== null && codes.has(chosen)) {
    parsed.searchParams.delete("lang");
    return { location: `${parsed.pathname}${parsed.search}${parsed.hash}`, choose: chosen as LanguageCode };
  }
  const { language, path } = splitLanguagePath(parsed.pathname);
  const remembered = cookieLanguage(cookieHeader);
  if (language !== "en" || !remembered || remembered === "en") return undefined;
  return { location: `${localizedPath(remembered, path)}${parsed.search}` };
}
