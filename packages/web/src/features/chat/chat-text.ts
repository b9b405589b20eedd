import { siteConfig } from "@ember/domain";
import { formatMessage } from "../../i18n/format-message.ts";

/** The values every chat catalog text may name: {product} and {email}. */
const siteValues = { product: siteConfig.productName, email: siteConfig.contactEmail } as const;

/** A chat catalog text with its placeholders filled. */
export function chatText(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return formatMessage(template, { ...siteValues, ...values });
}
