import type { SiteConfig } from "../site-config.ts";
import { hotlines } from "../site-figures.ts";
import type { CrisisTier } from "./phrase-types.ts";

/**
 * The tier-specific safety message of product.md#chat, shown instead of an AI reply when crisis language
 * is detected. One text for the browser (which shows it at once) and the server (whose answer is
 * authoritative), so both say the same thing. Never clinical: it points to people who can help now.
 */
export function safetyReplyOf(tier: CrisisTier, site: Pick<SiteConfig, "productName">): string {
  const resources = `In the US, call or text ${hotlines.crisisLine} (Suicide & Crisis Lifeline) any time, or text ${hotlines.textWord} to ${hotlines.textLine}. Outside the US, please contact your local crisis line or emergency services.`;
  const notAlone = `You are not alone, and you matter. I'm the ${site.productName} Assistant, not a counsellor, so please reach out to people trained to help right now. A member of our team has also been told, so a real person knows you reached out.`;
  if (tier === 1) {
    return `I'm really concerned about what you've shared. If you are in immediate danger or might act on these thoughts, please call ${hotlines.emergency} or go to the nearest emergency room now.\n\n${resources}\n\n${notAlone}`;
  }
  if (tier === 2) {
    return `It sounds like you're going through a very difficult time, and I'm glad you said something. These feelings are heavy, and you don't have to carry them alone.\n\n${resources} If you ever feel you might act on these thoughts, call ${hotlines.emergency}.\n\n${notAlone}`;
  }
  return `Thank you for trusting me with this. What you're facing matters, and you deserve support from trained professionals who can walk with you through it.\n\n${resources} If you are in danger, call ${hotlines.emergency}.\n\n${notAlone}`;
}
