import { figures, pathOf, siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { PageIntroCopy } from "./types.ts";

const { productName } = siteConfig;

export const successStoriesIntro: PageIntroCopy = {
  meta: {
    title: pageTitle("Success Stories"),
    description: `${figures.studentStories} student stories and ${figures.professionalStories} professional journeys from the ${productName} community: the projects, achievements and impact of people who found their purpose.`,
  },
  eyebrow: "About Us",
  title: "Success Stories",
  tagline: "Ordinary people, faithful steps, remarkable change.",
  intro: [
    `These are the people who make ${productName} what it is. Students who arrived unsure of their major and left leading projects in their communities. Professionals who turned years of experience into mentorship for the next generation. Each of them started with a single conversation.`,
    `Here you will find ${figures.studentStories} student stories, with the hours they invested, the projects they built and the impact that followed, alongside the journeys of professionals who chose to pour back into others. We share them with permission, and with gratitude.`,
    "Read them for encouragement, for ideas, or simply as proof that your own story is not finished yet.",
  ],
  actions: [
    { label: "Start Your Journey", to: pathOf("GetStarted", siteConfig) },
    { label: "Meet the Team", to: pathOf("Team", siteConfig), variant: "outline" },
  ],
};
