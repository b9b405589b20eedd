import { pathOf, siteConfig } from "@ember/domain";
import type { PageMetaCopy } from "./types.ts";

const { productName } = siteConfig;

/**
 * The Badges page's content: its head and opening paragraphs (translated on demand). The interface
 * text (title, search, board, categories, explainer, buttons) is in the badges catalog.
 */
export const badgesPage: {
  readonly meta: PageMetaCopy;
  readonly intro: readonly string[];
  readonly links: { readonly apply: { readonly to: string }; readonly stories: { readonly to: string } };
} = {
  meta: {
    title: "Badges",
    description: `See the badges earned across the ${productName} community, find any badge by name and learn how to earn the next one.`,
  },
  intro: [
    `Purpose is built one faithful step at a time, and at ${productName} we like to notice those steps. Badges mark the moments that matter: applying for the first time, sharing your fire, showing up for your group, helping someone else find their way.`,
    "Find any badge by its name, browse what the community has achieved recently and cheer on the people who keep showing up for others. Nobody's name or e-mail address is ever shown here: every badge appears as earned by a participant.",
    "Badges are not a scoreboard. They are reminders that growth is happening, even on the days it does not feel like it.",
  ],
  links: {
    apply: { to: pathOf("GetStarted", siteConfig) },
    stories: { to: pathOf("SuccessStories", siteConfig) },
  },
};
