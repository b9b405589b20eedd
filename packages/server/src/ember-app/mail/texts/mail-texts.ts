import {
  type AssessmentCategoryKey,
  type AssessmentTier,
  defaultLanguage,
  type LanguageCode,
  languages,
} from "@ember/domain";
import { ar } from "./ar.ts";
import { bn } from "./bn.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { hi } from "./hi.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";
import { zh } from "./zh.ts";

/** A tier of the wellbeing assessment as the results e-mail names it. */
export interface TierText {
  readonly name: string;
  readonly description: string;
  readonly recommendations: readonly { readonly title: string; readonly advice: string }[];
}

/**
 * The texts of the e-mails a visitor receives, in one language (docs/translations.md). Placeholders are
 * `{name}`; each language has the same keys and the same placeholders as English (a test holds them to
 * it). Staff notices are not here: staff read English.
 */
export interface MailTexts {
  /** A label before its value or list: 'Overall score:'. */
  readonly label: string;
  /** A label and what follows it on one line: 'Overall score: 2.1/4.0' ({title} may be bold in HTML). */
  readonly titled: string;
  /** A numbered line of the plain-text part: '1. …' ({number} written as the language writes it). */
  readonly numbered: string;
  /** A bulleted line of the plain-text part. */
  readonly bulleted: string;
  /** The salutation of the application's welcome. */
  readonly dear: string;
  /** The salutation of the other e-mails. */
  readonly hi: string;
  /** The team's signature. */
  readonly signature: string;
  /** The closing line with the contact address ({email} is a link in HTML). */
  readonly questions: string;
  /** The welcome to an applicant (product.md#sending-e-mail). */
  readonly application: {
    readonly subject: string;
    readonly heading: string;
    readonly intro: string;
    /** {badge} is the badge's name, bold in HTML. */
    readonly badge: string;
    readonly badgeName: string;
    readonly nextHeading: string;
    readonly steps: readonly string[];
    readonly trialTitle: string;
    readonly trialBody: string;
    readonly spam: string;
    readonly closing: string;
  };
  /** The welcome to someone who shared their plan ('Do You Have That Fire?'). */
  readonly firePlan: {
    readonly subject: string;
    readonly heading: string;
    readonly intro: string;
    readonly badge: string;
    readonly badgeName: string;
    readonly nextHeading: string;
    readonly steps: readonly { readonly title: string; readonly detail: string }[];
    readonly closing: string;
    /** Habakkuk 2:2 in a public-domain Bible of the language. */
    readonly scripture: { readonly text: string; readonly source: string };
    /** The verse and its source as the plain-text part writes them. */
    readonly quoted: string;
    readonly cited: string;
    /** … and as the HTML part writes them. */
    readonly quotedHtml: string;
    readonly citedHtml: string;
  };
  /** The results of the wellbeing assessment (product.md#the-wellbeing-assessment). */
  readonly assessment: {
    readonly subject: string;
    readonly heading: string;
    readonly congratulations: string;
    readonly result: string;
    readonly overall: string;
    /** A score out of the top of the scale: '2.1/4.0'. */
    readonly score: string;
    readonly scoresLead: string;
    readonly scoresHeading: string;
    readonly recommendationsHeading: string;
    readonly session: string;
    readonly book: string;
    readonly community: string;
    readonly closing: string;
    readonly signature: string;
    /** The areas and the tiers by the domain's keys (the same words as the assessment page). */
    readonly categories: Readonly<Record<AssessmentCategoryKey, string>>;
    readonly tiers: Readonly<Record<AssessmentTier["key"], TierText>>;
  };
}

const byLanguage: Readonly<Record<LanguageCode, MailTexts>> = { en, es, fr, de, pt, zh, hi, ar, bn, it };

/** The visitor's e-mail texts; English without a language. */
export const mailTextsOf = (language: LanguageCode = defaultLanguage): MailTexts => byLanguage[language];

/** Every language's texts, for the test that holds them to English's keys and placeholders. */
export const allMailTexts = byLanguage;

/** The `lang` and `dir` of an e-mail's HTML part. */
export function mailDirection(language: LanguageCode = defaultLanguage): {
  lang: LanguageCode;
  dir: "ltr" | "rtl";
} {
  return { lang: language, dir: languages.find((l) => l.code === language)?.dir ?? "ltr" };
}
