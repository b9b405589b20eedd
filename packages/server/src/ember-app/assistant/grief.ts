import { defaultLanguage, hotlines, type LanguageCode, type SiteConfig } from "@ember/domain";
import { fillText } from "../../platform/fill-template.ts";
import { assistantTextsOf } from "./texts/assistant-texts.ts";

// A loss someone is living through: a death, a funeral, mourning. Not a crisis by itself (the offline
// detector decides that), but never a moment for the plans and their prices.
const bereavement =
  /\b(?:passed away|passed on|died|dying|death of|funeral|grie(?:f|ving|ve)|mourn(?:ing)?|bereave(?:d|ment)|lost my (?:\w+ ){0,2}(?:mum|mom|mother|dad|father|grand\w+|brother|sister|friend|son|daughter|husband|wife|partner|baby|uncle|aunt|cousin))\b/i;

export const isBereavement = (message: string): boolean => bereavement.test(message);

/**
 * The answer to someone grieving (ADR 0055): warm, with the gentle help of the tier-3 resources, and
 * nothing about plans or prices, in the page's language (ember-app/assistant/texts). Written here, not by
 * a model, so it is the same whatever the model says.
 */
export function griefReply(site: SiteConfig, language: LanguageCode = defaultLanguage): string {
  const values = { ...hotlines, email: site.contactEmail };
  return assistantTextsOf(language)
    .grief.map((paragraph) => fillText(paragraph, values))
    .join("\n\n");
}
