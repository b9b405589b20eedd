import type { SiteConfig } from "../site-config.ts";
import { hotlines } from "../site-figures.ts";
import { type CrisisCountry, type CrisisLine, crisisLineNameOf, crisisLinesFor } from "./crisis-lines.ts";
import type { CrisisTier } from "./phrase-types.ts";

/** "in Canada", for the server's English replies (the site's own country names are in its catalogs). */
const inCountry: Readonly<Record<CrisisCountry, string>> = {
  US: "in the US",
  CA: "in Canada",
  GB: "in the UK",
  IE: "in Ireland",
  AU: "in Australia",
  IN: "in India",
  MX: "in Mexico",
  ES: "in Spain",
  AR: "in Argentina",
  CO: "in Colombia",
  FR: "in France",
  BE: "in Belgium",
  CH: "in Switzerland",
  DE: "in Germany",
  AT: "in Austria",
  BR: "in Brazil",
  PT: "in Portugal",
  IT: "in Italy",
  CN: "in mainland China",
  TW: "in Taiwan",
  HK: "in Hong Kong",
  SG: "in Singapore",
  EG: "in Egypt",
  AE: "in the UAE",
  LB: "in Lebanon",
  BD: "in Bangladesh",
  EU: "in the European Union",
};

/** How to reach a line, in English: "call or text 988", "call 808 24 24 24 (then press 4)". */
export function howToReachInEnglish(line: CrisisLine): string {
  const calls = line.contacts.flatMap((contact) => (contact.kind === "call" ? [contact] : []));
  const texts = line.contacts.flatMap((contact) => (contact.kind === "text" ? [contact] : []));
  const alsoTexted = (dial: string) => texts.some((t) => !t.keyword && t.dial === dial);
  const both = calls.filter((c) => alsoTexted(c.dial) && c.option === undefined);
  const onlyCalled = calls.filter((c) => !both.includes(c));
  const onlyTexted = texts.filter((t) => t.keyword || !both.some((c) => c.dial === t.dial));
  const ways: string[] = [];
  if (both.length > 0) ways.push(`call or text ${both.map((c) => c.number).join(" or ")}`);
  if (onlyCalled.length > 0) {
    const numbers = onlyCalled.map((c) => (c.option ? `${c.number} (then press ${c.option})` : c.number));
    ways.push(`call ${numbers.join(" or ")}`);
  }
  for (const t of onlyTexted) ways.push(t.keyword ? `text ${t.keyword} to ${t.number}` : `text ${t.number}`);
  return ways.join(", or ");
}

/**
 * The lines for English readers outside the US (crisis-lines.ts), as one sentence: "Outside the US: in
 * Canada, call or text 988 (9-8-8 Suicide Crisis Helpline); ... Anywhere else, ...".
 */
function elsewhereInEnglish(): string {
  const lines = crisisLinesFor("en").elsewhere.map(
    (line) =>
      `${inCountry[line.country]}, ${howToReachInEnglish(line)} (${crisisLineNameOf(line, "en").text})`,
  );
  return `Outside the US: ${lines.join("; ")}. Anywhere else, please contact your local crisis line or emergency services.`;
}

/**
 * The tier-specific safety message of product.md#chat, shown instead of an AI reply when crisis language
 * is detected. One text for the browser (which shows it at once) and the server (whose answer is
 * authoritative), so both say the same thing. Never clinical: it points to people who can help now. The
 * server answers in English, so it names the lines for English readers (crisis-lines.ts) after the US ones;
 * the site shows each language's own lines under its reply (decision 0063).
 */
export function safetyReplyOf(tier: CrisisTier, site: Pick<SiteConfig, "productName">): string {
  const resources = `In the US, call or text ${hotlines.crisisLine} (Suicide & Crisis Lifeline) any time, or text ${hotlines.textWord} to ${hotlines.textLine}. ${elsewhereInEnglish()}`;
  const notAlone = `You are not alone, and you matter. I'm the ${site.productName} Assistant, not a counsellor, so please reach out to people trained to help right now. A member of our team has also been told, so a real person knows you reached out.`;
  if (tier === 1) {
    return `I'm really concerned about what you've shared. If you are in immediate danger or might act on these thoughts, please call ${hotlines.emergency} or go to the nearest emergency room now.\n\n${resources}\n\n${notAlone}`;
  }
  if (tier === 2) {
    return `It sounds like you're going through a very difficult time, and I'm glad you said something. These feelings are heavy, and you don't have to carry them alone.\n\n${resources} If you ever feel you might act on these thoughts, call ${hotlines.emergency}.\n\n${notAlone}`;
  }
  return `Thank you for trusting me with this. What you're facing matters, and you deserve support from trained professionals who can walk with you through it.\n\n${resources} If you are in danger, call ${hotlines.emergency}.\n\n${notAlone}`;
}
