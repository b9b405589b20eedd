import type { LanguageCode } from "../languages.ts";
import { siteConfig } from "../site-config.ts";
import { hotlines } from "../site-figures.ts";

/**
 * THE crisis lines the site shows, in one reviewed table (decision 0063, product.md#crisis-help-by-language).
 *
 * Every visitor first sees the US lines the product requires (988, text HELLO to 741741, the lifeline's
 * chat, 911); then the lines for the largest audiences of their language: Spanish speakers in Mexico,
 * Spain, Argentina and Colombia, French speakers in France, Belgium, Switzerland and Canada, and so on.
 *
 * The rule that matters more than anything else here: a number is in this table only if it was confirmed
 * against its operator's or a government's page, and `source` is that page. A line nobody could confirm is
 * left out (the decision record lists them), never guessed: a plausible, out-of-date number is worse than
 * none, because a person in crisis may only try once. Everyone still has their local emergency number and
 * the helpline directory the crisis dialog links to.
 *
 * Reviewing it (decision 0063): at every release, and at once when anyone reports a number that does not
 * answer, a person opens each `source`, checks number, hours and languages, and updates `checked`. A line
 * whose page no longer confirms it is removed in the same change. The test in
 * packages/domain/test/crisis/crisis-lines.test.ts keeps the table's shape: a source for every line, a
 * country, languages, and for every site language its own audience's lines after the US ones.
 */

/** ISO 3166-1 alpha-2 codes; "EU" is the code ISO reserves for the European Union (its 112). */
export const crisisCountries = [
  "US",
  "CA",
  "GB",
  "IE",
  "AU",
  "IN",
  "MX",
  "ES",
  "AR",
  "CO",
  "FR",
  "BE",
  "CH",
  "DE",
  "AT",
  "BR",
  "PT",
  "IT",
  "CN",
  "TW",
  "HK",
  "SG",
  "EG",
  "AE",
  "LB",
  "BD",
  "EU",
] as const;

export type CrisisCountry = (typeof crisisCountries)[number];

/**
 * One way to reach a line. `number` is written as its operator prints it; `dial` is the digits somebody
 * in that country dials (the national form: the person reading it is there, and short codes such as 024
 * or 3114 work only in their own country). `option` is the menu key to press once connected; `keyword`
 * the word a text message starts with.
 */
export type CrisisContact =
  | {
      readonly kind: "call";
      readonly number: string;
      readonly dial: string;
      readonly option?: number;
    }
  | {
      readonly kind: "text";
      readonly number: string;
      readonly dial: string;
      readonly keyword?: string;
    }
  | { readonly kind: "chat"; readonly url: `https://${string}` };

/** Opening hours, when the operator's page states them; `null` in a line means they are not confirmed. */
export type CrisisHours =
  | { readonly kind: "always" }
  | { readonly kind: "daily"; readonly from: number; readonly to: number };

/** A line's name as shown in one language; `lang` (BCP 47) when the name is in another language. */
export type CrisisLineName = string | { readonly text: string; readonly lang: string };

export interface CrisisLine {
  readonly country: CrisisCountry;
  /** A line to talk to someone, or an emergency number (police, fire, ambulance). */
  readonly purpose: "crisis" | "emergency";
  /** Its name in each site language whose visitors see it (its own name, in that language if it has one). */
  readonly names: Partial<Record<LanguageCode, CrisisLineName>>;
  readonly contacts: readonly [CrisisContact, ...CrisisContact[]];
  /** More ways in for speakers of one language (988: press 2, or text AYUDA, for Spanish). */
  readonly inLanguage?: Partial<Record<LanguageCode, readonly CrisisContact[]>>;
  readonly hours: CrisisHours | null;
  /** BCP 47 codes of the languages the line answers in, as its source states them. */
  readonly languages: readonly [string, ...string[]];
  /** Interpreters on calls for more than this many further languages (as its source says). */
  readonly interpreters?: number;
  /** The operator's or a government's page that confirms the number. */
  readonly source: `https://${string}`;
  /** The day a person last checked the number against `source` (ISO 8601). */
  readonly checked: string;
}

const CHECKED = "2026-11-27";

const siteLanguages = ["en", "es", "fr", "de", "pt", "zh", "hi", "ar", "bn", "it"] as const;

/** The same name in every site language: an English proper name, marked English outside English. */
function englishNameEverywhere(name: string): Partial<Record<LanguageCode, CrisisLineName>> {
  return Object.fromEntries(
    siteLanguages.map((code) => [code, code === "en" ? name : { text: name, lang: "en" }]),
  );
}

const call = (number: string, option?: number): CrisisContact => ({
  kind: "call",
  number,
  dial: number.replace(/\D/g, ""),
  ...(option === undefined ? {} : { option }),
});
const text = (number: string, keyword?: string): CrisisContact => ({
  kind: "text",
  number,
  dial: number.replace(/\D/g, ""),
  ...(keyword === undefined ? {} : { keyword }),
});
const always: CrisisHours = { kind: "always" };

const lines = {
  // ── The United States: the lines the product requires, shown first in every language ──────────────
  "us-988": {
    country: "US",
    purpose: "crisis",
    names: {
      ...englishNameEverywhere("988 Suicide & Crisis Lifeline"),
      es: "988 Línea de Prevención del Suicidio y Crisis",
    },
    contacts: [call(hotlines.crisisLine), text(hotlines.crisisLine)],
    // "Spanish-language (Press 2)" and "our Spanish-language (text AYUDA)", on the source page.
    inLanguage: { es: [call(hotlines.crisisLine, 2), text(hotlines.crisisLine, "AYUDA")] },
    hours: always,
    languages: ["en", "es"],
    // 988 Lifeline: "uses Language Line Solutions to provide translation to callers in more than 240
    // additional languages" (calls only; text and chat are in English and Spanish).
    interpreters: 240,
    source: "https://988lifeline.org/get-help/what-to-expect/",
    checked: CHECKED,
  },
  "us-crisis-text-line": {
    country: "US",
    purpose: "crisis",
    names: englishNameEverywhere("Crisis Text Line"),
    contacts: [text(hotlines.textLine, hotlines.textWord)],
    // Crisis Text Line's Spanish service (October 2021): "text AYUDA to 741741".
    inLanguage: { es: [text(hotlines.textLine, "AYUDA")] },
    hours: always,
    languages: ["en", "es"],
    source: "https://www.crisistextline.org/",
    checked: CHECKED,
  },
  "us-988-chat": {
    country: "US",
    purpose: "crisis",
    names: englishNameEverywhere("988 Lifeline Chat"),
    contacts: [{ kind: "chat", url: siteConfig.links.lifelineChat as `https://${string}` }],
    hours: always,
    languages: ["en", "es"],
    source: "https://988lifeline.org/get-help/what-to-expect/",
    checked: CHECKED,
  },
  "us-911": {
    country: "US",
    purpose: "emergency",
    names: {
      en: "Emergency services (911)",
      es: "Emergencias (911)",
      fr: "Services d’urgence (911)",
      de: "Notruf (911)",
      pt: "Emergência (911)",
      zh: "紧急求助（911）",
      hi: "आपातकालीन सेवाएँ (911)",
      ar: "خدمات الطوارئ (911)",
      bn: "জরুরি সেবা (911)",
      it: "Servizi di emergenza (911)",
    },
    contacts: [call(hotlines.emergency)],
    hours: always,
    languages: ["en"],
    source: "https://www.911.gov/",
    checked: CHECKED,
  },

  // ── English ─────────────────────────────────────────────────────────────────────────────────────
  "ca-988": {
    country: "CA",
    purpose: "crisis",
    names: {
      en: "9-8-8 Suicide Crisis Helpline",
      fr: "9-8-8\u202f: Ligne d’aide en cas de crise de suicide",
    },
    contacts: [call("988"), text("988")],
    hours: always,
    languages: ["en", "fr"],
    source: "https://988.ca/",
    checked: CHECKED,
  },
  "gb-samaritans": {
    country: "GB",
    purpose: "crisis",
    names: { en: "Samaritans" },
    contacts: [call("116 123")],
    hours: always,
    languages: ["en"],
    source: "https://www.samaritans.org/how-we-can-help/contact-samaritan/",
    checked: CHECKED,
  },
  "ie-samaritans": {
    country: "IE",
    purpose: "crisis",
    names: { en: "Samaritans Ireland" },
    contacts: [call("116 123")],
    hours: always,
    languages: ["en"],
    source: "https://www.samaritans.org/ireland/how-we-can-help/contact-samaritan/",
    checked: CHECKED,
  },
  "au-lifeline": {
    country: "AU",
    purpose: "crisis",
    names: { en: "Lifeline Australia" },
    contacts: [call("13 11 14")],
    hours: always,
    languages: ["en"],
    source: "https://www.lifeline.org.au/",
    checked: CHECKED,
  },
  // India's national tele-mental-health line (Ministry of Health and Family Welfare): callers choose
  // their language, 20 Indian languages among them Hindi and Bengali (the West Bengal cell).
  "in-tele-manas": {
    country: "IN",
    purpose: "crisis",
    names: { en: "Tele-MANAS", hi: "टेली-मानस (Tele-MANAS)", bn: "টেলি-মানস (Tele-MANAS)" },
    contacts: [call("14416"), call("1-800-891-4416")],
    hours: always,
    languages: ["hi", "bn", "en"],
    source: "https://telemanas.mohfw.gov.in/",
    checked: CHECKED,
  },

  // ── Spanish ─────────────────────────────────────────────────────────────────────────────────────
  "mx-linea-de-la-vida": {
    country: "MX",
    purpose: "crisis",
    names: { es: "Línea de la Vida (CONASAMA)" },
    contacts: [call("800 911 2000")],
    hours: always,
    languages: ["es"],
    source: "https://www.gob.mx/salud/conasama",
    checked: CHECKED,
  },
  "es-024": {
    country: "ES",
    purpose: "crisis",
    names: { es: "Línea 024 de atención a la conducta suicida" },
    contacts: [call("024")],
    hours: always,
    languages: ["es"],
    source: "https://www.sanidad.gob.es/linea024/home.htm",
    checked: CHECKED,
  },
  // The national Ministry of Health's line. (The 135 of the Centro de Asistencia al Suicida reaches it only
  // from Buenos Aires city and province, and several provinces use 135 for lines of their own.)
  "ar-salud-mental": {
    country: "AR",
    purpose: "crisis",
    names: { es: "Línea de salud mental del Ministerio de Salud de la Nación" },
    contacts: [call("0800 999 0091")],
    hours: always,
    languages: ["es"],
    source: "https://www.argentina.gob.ar/salud/mental-y-adicciones",
    checked: CHECKED,
  },
  // Bogotá's line (Secretaría Distrital de Salud). Other departments run 106 lines of their own.
  "co-linea-106-bogota": {
    country: "CO",
    purpose: "crisis",
    names: { es: "Línea 106 «El poder de ser escuchado» (Bogotá)" },
    contacts: [call("106")],
    hours: always,
    languages: ["es"],
    source: "https://www.bogota.gov.co/servicios/guia-de-tramites-y-servicios/linea-106",
    checked: CHECKED,
  },
  "eu-112": {
    country: "EU",
    purpose: "emergency",
    names: {
      es: "112, número de emergencias europeo",
      fr: "112, numéro d’urgence européen",
      de: "Euronotruf 112",
      pt: "112, número europeu de emergência",
      it: "112, numero unico di emergenza europeo",
    },
    contacts: [call("112")],
    hours: always,
    languages: ["es", "fr", "de", "pt", "it", "en"],
    source: "https://digital-strategy.ec.europa.eu/en/policies/112",
    checked: CHECKED,
  },

  // ── French ──────────────────────────────────────────────────────────────────────────────────────
  "fr-3114": {
    country: "FR",
    purpose: "crisis",
    names: { fr: "3114, numéro national de prévention du suicide" },
    contacts: [call("3114")],
    hours: always,
    languages: ["fr"],
    source: "https://3114.fr/",
    checked: CHECKED,
  },
  "be-cps": {
    country: "BE",
    purpose: "crisis",
    names: { fr: "Centre de Prévention du Suicide" },
    contacts: [call("0800 32 123")],
    hours: always,
    languages: ["fr"],
    source: "https://www.preventionsuicide.be/",
    checked: CHECKED,
  },
  "ch-143": {
    country: "CH",
    purpose: "crisis",
    names: {
      fr: "La Main Tendue (Tél. 143)",
      de: "Die Dargebotene Hand (Tel. 143)",
      it: "Telefono Amico (Tel. 143)",
    },
    contacts: [call("143")],
    hours: always,
    languages: ["de", "fr", "it"],
    source: "https://www.143.ch/",
    checked: CHECKED,
  },

  // ── German ──────────────────────────────────────────────────────────────────────────────────────
  "de-telefonseelsorge": {
    country: "DE",
    purpose: "crisis",
    names: { de: "TelefonSeelsorge" },
    contacts: [call("0800 111 0 111"), call("0800 111 0 222"), call("116 123")],
    hours: always,
    languages: ["de"],
    source: "https://www.telefonseelsorge.de/",
    checked: CHECKED,
  },
  "at-telefonseelsorge": {
    country: "AT",
    purpose: "crisis",
    names: { de: "TelefonSeelsorge – Notruf 142" },
    contacts: [call("142")],
    hours: always,
    languages: ["de"],
    source: "https://www.telefonseelsorge.at/",
    checked: CHECKED,
  },

  // ── Portuguese ──────────────────────────────────────────────────────────────────────────────────
  "br-cvv": {
    country: "BR",
    purpose: "crisis",
    names: { pt: "CVV – Centro de Valorização da Vida" },
    contacts: [call("188")],
    hours: always,
    languages: ["pt"],
    source: "https://cvv.org.br/",
    checked: CHECKED,
  },
  "br-samu": {
    country: "BR",
    purpose: "emergency",
    names: { pt: "SAMU 192" },
    contacts: [call("192")],
    hours: always,
    languages: ["pt"],
    source: "https://www.gov.br/saude/pt-br/campanhas-da-saude/2025/samu-192",
    checked: CHECKED,
  },
  "pt-sns24": {
    country: "PT",
    purpose: "crisis",
    names: { pt: "SNS 24 – aconselhamento psicológico" },
    contacts: [call("808 24 24 24", 4)],
    hours: always,
    languages: ["pt", "en"],
    source: "https://www.sns24.gov.pt/en/servico/aconselhamento-psicologico-no-sns-24/",
    checked: CHECKED,
  },

  // ── Italian ─────────────────────────────────────────────────────────────────────────────────────
  // Hours left unconfirmed: the association's own and press pages disagree (10–24 or round the clock).
  "it-telefono-amico": {
    country: "IT",
    purpose: "crisis",
    names: { it: "Telefono Amico Italia" },
    contacts: [call("02 2327 2327")],
    hours: null,
    languages: ["it"],
    source: "https://www.telefonoamico.it/",
    checked: CHECKED,
  },

  // ── Chinese ─────────────────────────────────────────────────────────────────────────────────────
  // The National Health Commission's single number for every city's psychological assistance line
  // (since 1 May 2025); each city answers at least 18 hours a day, many round the clock.
  "cn-12356": {
    country: "CN",
    purpose: "crisis",
    names: { zh: "全国统一心理援助热线" },
    contacts: [call("12356")],
    hours: null,
    languages: ["zh"],
    source: "https://www.nhc.gov.cn/",
    checked: CHECKED,
  },
  "tw-1925": {
    country: "TW",
    purpose: "crisis",
    names: { zh: "安心专线（卫生福利部）" },
    contacts: [call("1925")],
    hours: always,
    languages: ["zh"],
    source: "https://www.mohw.gov.tw/",
    checked: CHECKED,
  },
  "hk-18111": {
    country: "HK",
    purpose: "crisis",
    names: { zh: "精神健康支援热线" },
    contacts: [call("18111")],
    hours: always,
    languages: ["yue", "en"],
    source: "https://news.gov.hk/eng/2023/12/20231227/20231227_162155_701.html",
    checked: CHECKED,
  },
  "hk-samaritans": {
    country: "HK",
    purpose: "crisis",
    names: { zh: "撒玛利亚会" },
    contacts: [call("2896 0000")],
    hours: always,
    languages: ["en", "yue", "zh"],
    source: "https://samaritans.org.hk/",
    checked: CHECKED,
  },
  "sg-sos": {
    country: "SG",
    purpose: "crisis",
    names: { zh: { text: "Samaritans of Singapore (SOS)", lang: "en" } },
    contacts: [call("1767")],
    hours: always,
    languages: ["en"],
    source: "https://www.sos.org.sg/",
    checked: CHECKED,
  },

  // ── Hindi and Bengali ───────────────────────────────────────────────────────────────────────────
  "in-112": {
    country: "IN",
    purpose: "emergency",
    names: { hi: "आपातकालीन सहायता (ERSS 112)", bn: "জরুরি সহায়তা (ERSS 112)" },
    contacts: [call("112")],
    hours: always,
    languages: ["hi", "bn", "en"],
    source: "https://112.gov.in/",
    checked: CHECKED,
  },
  "bd-999": {
    country: "BD",
    purpose: "emergency",
    names: { bn: "জাতীয় জরুরি সেবা 999" },
    contacts: [call("999")],
    hours: always,
    languages: ["bn", "en"],
    source: "https://www.999.gov.bd/",
    checked: CHECKED,
  },

  // ── Arabic ──────────────────────────────────────────────────────────────────────────────────────
  "eg-mental-health": {
    country: "EG",
    purpose: "crisis",
    names: { ar: "الخط الساخن للأمانة العامة للصحة النفسية وعلاج الإدمان" },
    contacts: [call("0800 888 0700"), call("02 2081 6831")],
    hours: always,
    languages: ["ar"],
    source: "https://nmhp.mohp.gov.eg/mental/web/ar",
    checked: CHECKED,
  },
  "ae-ehs": {
    country: "AE",
    purpose: "crisis",
    names: { ar: "مبادرة «تحدّث لنسمعك» من مؤسسة الإمارات للخدمات الصحية" },
    contacts: [call("800 8877")],
    hours: { kind: "daily", from: 9, to: 21 },
    languages: ["ar"],
    source: "https://www.ehs.gov.ae/",
    checked: CHECKED,
  },
  // Hours left unconfirmed: reported as 21 hours a day (2021) and round the clock since.
  "lb-embrace": {
    country: "LB",
    purpose: "crisis",
    names: { ar: "الخط الوطني للدعم العاطفي والوقاية من الانتحار (Embrace)" },
    contacts: [call("1564")],
    hours: null,
    languages: ["ar", "en", "fr"],
    source: "https://embracelebanon.org/",
    checked: CHECKED,
  },
} satisfies Record<string, CrisisLine>;

export type CrisisLineId = keyof typeof lines;

/** Every line, by id. */
export const crisisLines: Readonly<Record<CrisisLineId, CrisisLine>> = lines;

/** The US lines, first in every language and in this order (product.md#the-chat-page). */
export const usCrisisLineIds = [
  "us-988",
  "us-crisis-text-line",
  "us-988-chat",
  "us-911",
] as const satisfies readonly CrisisLineId[];

/**
 * After the US lines, the lines for each language's largest audiences, in the order shown: the countries
 * where most of its speakers live first.
 */
export const crisisLinesByLanguage: Readonly<Record<LanguageCode, readonly CrisisLineId[]>> = {
  en: ["ca-988", "gb-samaritans", "ie-samaritans", "au-lifeline", "in-tele-manas"],
  es: ["mx-linea-de-la-vida", "es-024", "ar-salud-mental", "co-linea-106-bogota", "eu-112"],
  fr: ["fr-3114", "be-cps", "ch-143", "ca-988", "eu-112"],
  de: ["de-telefonseelsorge", "at-telefonseelsorge", "ch-143", "eu-112"],
  pt: ["br-cvv", "br-samu", "pt-sns24", "eu-112"],
  zh: ["cn-12356", "tw-1925", "hk-18111", "hk-samaritans", "sg-sos"],
  hi: ["in-tele-manas", "in-112"],
  ar: ["eg-mental-health", "ae-ehs", "lb-embrace"],
  bn: ["bd-999", "in-tele-manas", "in-112"],
  it: ["it-telefono-amico", "ch-143", "eu-112"],
};

export interface ShownCrisisLine extends CrisisLine {
  readonly id: CrisisLineId;
}

const withId = (id: CrisisLineId): ShownCrisisLine => ({ id, ...crisisLines[id] });

/** The lines a visitor reading `language` sees: the US ones, then their language's audiences'. */
export function crisisLinesFor(language: LanguageCode): {
  readonly us: readonly ShownCrisisLine[];
  readonly elsewhere: readonly ShownCrisisLine[];
} {
  return { us: usCrisisLineIds.map(withId), elsewhere: crisisLinesByLanguage[language].map(withId) };
}

/**
 * A line's name for a page in `language`, and the language it is written in. A line always has a name for
 * each language that shows it (a test checks); should one be missing, another language's name is shown,
 * marked as such, rather than no line at all.
 */
export function crisisLineNameOf(
  line: CrisisLine,
  language: LanguageCode,
): { readonly text: string; readonly lang: string } {
  const own = line.names[language];
  if (own !== undefined) return typeof own === "string" ? { text: own, lang: language } : own;
  const [code, other] = Object.entries(line.names)[0] ?? ["en", line.country];
  return typeof other === "string" ? { text: other, lang: code } : other;
}

/** The contacts a visitor reading `language` can use: the line's own, then its ways in for that language. */
export function crisisContactsOf(line: CrisisLine, language: LanguageCode): readonly CrisisContact[] {
  return [...line.contacts, ...(line.inLanguage?.[language] ?? [])];
}

/** The `tel:`, `sms:` or web address of a contact. */
export function crisisContactHref(contact: CrisisContact): string {
  if (contact.kind === "call") return `tel:${contact.dial}`;
  if (contact.kind === "text") {
    return contact.keyword
      ? `sms:${contact.dial}?body=${encodeURIComponent(contact.keyword)}`
      : `sms:${contact.dial}`;
  }
  return contact.url;
}
