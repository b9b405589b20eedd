import { figures, pathOf, siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { PageIntroCopy } from "./types.ts";

const { founderName, productName } = siteConfig;

export const timelineIntro: PageIntroCopy = {
  meta: {
    title: pageTitle(`${founderName}'s Timeline`),
    description: `The milestones of ${founderName}'s journey, from early struggles and music to the founding of ${productName} in ${figures.founded}, and the lessons each one taught.`,
  },
  eyebrow: `${founderName}'s Journey`,
  title: `${founderName}'s Timeline`,
  tagline: "A life is not a straight line. Neither is a calling.",
  intro: [
    `This timeline follows ${founderName} year by year: the setbacks that almost ended the dream, the music and the mentors that kept it alive, and the moment in ${figures.founded} when a $2,000 leap of faith became ${productName}.`,
    `Each chapter ends with why it matters, because the point is not ${founderName}'s résumé. It is what a season of waiting, a closed door or an unexpected yes can teach anyone who is still figuring out their own path. Those lessons now shape conversations with people in ${figures.streamCountries} countries. ${founderName}'s biography has been read by over ${figures.biographyViews} people; we hope the lessons reach even further.`,
  ],
  actions: [
    { label: "Read Full Story", to: pathOf("FounderStory", siteConfig) },
    { label: `${productName} History`, to: pathOf("History", siteConfig), variant: "outline" },
  ],
};
