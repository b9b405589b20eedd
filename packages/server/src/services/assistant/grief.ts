import { hotlines, type SiteConfig } from "@ember/domain";

// A loss someone is living through: a death, a funeral, mourning. Not a crisis by itself (the offline
// detector decides that), but never a moment for the plans and their prices.
const bereavement =
  /\b(?:passed away|passed on|died|dying|death of|funeral|grie(?:f|ving|ve)|mourn(?:ing)?|bereave(?:d|ment)|lost my (?:\w+ ){0,2}(?:mum|mom|mother|dad|father|grand\w+|brother|sister|friend|son|daughter|husband|wife|partner|baby|uncle|aunt|cousin))\b/i;

export const isBereavement = (message: string): boolean => bereavement.test(message);

/**
 * The answer to someone grieving (ADR 0055): warm, with the gentle help of the tier-3 resources, and
 * nothing about plans or prices. Written here, not by a model, so it is the same whatever the model says.
 */
export function griefReply(site: SiteConfig): string {
  return [
    "I'm so sorry for your loss. Grief can be heavy and confusing, and whatever you are feeling right now is okay. Thank you for telling me.",
    `You deserve support from people who can walk with you through it. If it ever feels like too much, in the US you can call or text ${hotlines.crisisLine} or text ${hotlines.textWord} to ${hotlines.textLine}, any time; outside the US, your local crisis line is there for you too.`,
    `When you feel ready, our mentors and small groups are a place to be heard and not to carry this alone. You can also write to us at ${site.contactEmail}, and a real person will answer.`,
  ].join("\n\n");
}
