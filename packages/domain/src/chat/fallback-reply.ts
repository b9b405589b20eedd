import type { SiteConfig } from "../site-config.ts";

/**
 * product.md#errors: the assistant message when the AI reply fails. Its own module, free of the chat schema
 * (and so of zod), for what needs only this text. The browser's English interface catalog writes it out
 * word for word, with `{email}` (packages/web/test/catalogs.test.ts compares).
 */
export const chatFallbackReply = (site: Pick<SiteConfig, "contactEmail">): string =>
  `I apologize, but I'm having trouble responding right now. Please try again in a moment, or feel free to reach out directly at ${site.contactEmail}. I'm here to support you.`;
