import type { BadgeCategory, LanguageCode, PlanId } from "@ember/domain";
import { defaultLanguage } from "@ember/domain";
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

/** A passage the assistant composes itself: its question or heading, words for retrieval, and its text. */
export interface PassageText {
  readonly title: string;
  /** Extra words people use for the topic, for retrieval only (space-separated). */
  readonly keywords: string;
  readonly text: string;
}

/** A plan card's texts, as the pricing page shows them in the language ({days} is the trial's length). */
export interface PlanText {
  readonly name: string;
  readonly price: string;
  readonly period: string;
  readonly audience?: string;
  readonly featuresLead?: string;
  readonly features: readonly string[];
  readonly note: string;
}

/**
 * What English takes from packages/domain (the plans, the badge catalogue, the assistant's guides) and
 * the other languages take from here: the plans and badges in the words of the pricing and badges pages
 * (packages/web/src/i18n/catalogs/{language}/badges.json), the guides translated. The FAQ and the core
 * values are not here: their reviewed translations are the page texts' (docs/translations.md).
 */
export interface TranslatedKnowledge {
  readonly plans: Readonly<Record<PlanId, PlanText>>;
  /** {weeks} and {brand} as in the domain's catalogue. */
  readonly badgeCategories: Readonly<
    Record<BadgeCategory, { readonly name: string; readonly howToEarn: readonly string[] }>
  >;
  /** By the ids of the domain's assistantGuides. */
  readonly guides: Readonly<Record<string, PassageText>>;
}

/**
 * The chat's own words in one language (docs/translations.md): the fixed replies (the apology, the
 * safety messages, the answer to grief), the offline assistant's phrasings and the passages it composes
 * from the programme's facts. English reproduces the texts the assistant has always written; the other
 * languages state the programme's figures as their style sheets write them.
 */
export interface AssistantTexts {
  /** product.md#errors: the apology when no reply can be given ({email}). */
  readonly fallback: string;
  /**
   * The safety message of each crisis tier around the crisis lines: English's is the domain's own
   * (safetyReplyOf, which names the lines for English readers); the other languages name the US lines
   * the product requires and point everyone else to their local line, as the site shows each language's
   * own lines under the reply (decision 0063).
   */
  readonly safety: {
    readonly resources: string;
    readonly notAlone: string;
    readonly tiers: { readonly 1: string; readonly 2: string; readonly 3: string };
  };
  /** The answer to someone grieving, one paragraph each. */
  readonly grief: readonly string[];
  /** Joins two sentences ('{first} {second}'; Chinese needs no space). */
  readonly sentences: string;
  readonly offline: {
    /** What the assistant can help with, when nothing on the site answers the message. */
    readonly intro: string;
    /** Who we are, when only one passage answers. */
    readonly about: string;
    readonly askMore: string;
    /** One of them ends every answer; the same question always gets the same one. */
    readonly closings: readonly string[];
  };
  readonly knowledge: {
    /** The next step each passage ends with; {getStarted}, {pricing}, {faq}, {shareYourFire}, {badges} are pages. */
    readonly steps: {
      readonly apply: string;
      readonly trial: string;
      readonly faq: string;
      readonly fire: string;
      readonly badges: string;
      readonly contact: string;
    };
    /** An FAQ answer's retrieval words: its category's name and description. */
    readonly faqKeywords: string;
    readonly plan: {
      readonly title: string;
      readonly text: string;
      /** The plan's audience inside the text. */
      readonly audience: string;
      /** The features after their lead line ('Everything in Student Plan, plus:'). */
      readonly featuresLead: string;
      readonly keywords: string;
    };
    readonly pricingHelp: PassageText;
    readonly programmeTime: PassageText;
    readonly values: PassageText & { readonly value: string };
    readonly figures: PassageText;
    readonly crisisResources: PassageText;
    readonly badge: PassageText;
    /** Between the items of a list in running text (', ', Chinese '、'). */
    readonly listSeparator: string;
    /** Between the ways to earn a badge. */
    readonly badgeSeparator: string;
    /** Whether a plan's audience starts with a small letter inside a sentence. */
    readonly lowerAudience: boolean;
    /** Words retrieval skips: they say nothing about the topic (space-separated). */
    readonly stopWords: string;
  };
  /** Null for English, whose plans, badges and guides are the domain's. */
  readonly translated: TranslatedKnowledge | null;
}

const byLanguage: Readonly<Record<LanguageCode, AssistantTexts>> = { en, es, fr, de, pt, zh, hi, ar, bn, it };

const isSiteLanguage = (language: string): language is LanguageCode => Object.hasOwn(byLanguage, language);

/** The chat's texts in a language; English without one (or for a language the site does not have). */
export const assistantTextsOf = (language: string = defaultLanguage): AssistantTexts =>
  byLanguage[isSiteLanguage(language) ? language : defaultLanguage];

/** Every language's texts, for the tests that hold them to English's. */
export const allAssistantTexts = byLanguage;
