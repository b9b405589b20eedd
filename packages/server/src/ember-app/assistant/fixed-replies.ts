import {
  type CrisisTier,
  chatFallbackReply,
  defaultLanguage,
  hotlines,
  type LanguageCode,
  type SiteConfig,
  safetyReplyOf,
} from "@ember/domain";
import { fillText } from "../../platform/fill-template.ts";
import { assistantTextsOf } from "./texts/assistant-texts.ts";

/**
 * The safety message of a crisis tier (product.md#chat) in the page's language. English is the domain's
 * own text, which the browser shows too; the other languages say the same around the US lines and the
 * visitor's local line (ember-app/assistant/texts), the site showing each language's own lines with it.
 */
export function safetyReplyIn(
  language: LanguageCode = defaultLanguage,
  tier: CrisisTier,
  site: Pick<SiteConfig, "productName">,
): string {
  if (language === defaultLanguage) return safetyReplyOf(tier, site);
  const { safety } = assistantTextsOf(language);
  const values = { ...hotlines, product: site.productName };
  return fillText(safety.tiers[tier], {
    ...values,
    resources: fillText(safety.resources, values),
    notAlone: fillText(safety.notAlone, values),
  });
}

/** product.md#errors: the apology when no reply can be given, in the page's language. */
export function fallbackReplyIn(
  language: LanguageCode = defaultLanguage,
  site: Pick<SiteConfig, "contactEmail">,
): string {
  if (language === defaultLanguage) return chatFallbackReply(site);
  return fillText(assistantTextsOf(language).fallback, { email: site.contactEmail });
}
