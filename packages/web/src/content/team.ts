import { figures, pathOf, siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { PageIntroCopy } from "./types.ts";

const { founderName, productName } = siteConfig;

export const teamIntro: PageIntroCopy = {
  meta: {
    title: pageTitle("Our Team"),
    description: `Meet the ${figures.teamMembers} volunteers behind ${productName}, across ${figures.teamCountries} countries and ${figures.teamContinents} continents: leadership, technology, wellness and ministry, education and family impact, and our advisors.`,
  },
  eyebrow: "About Us",
  title: "Our Team",
  tagline: `${figures.teamMembers} people, ${figures.teamCountries} countries, ${figures.teamContinents} continents, one calling.`,
  intro: [
    `${productName} is carried by a team of ${figures.teamMembers} people who give their time because someone once gave theirs to them. We are students and professionals, engineers and pastors, teachers and parents, spread across ${figures.teamCountries} countries and ${figures.teamContinents} continents and joined by a shared belief that nobody should have to find their purpose alone.`,
    `Led by ${founderName}, we are organised into leadership, technology and innovation, wellness and ministry, and education and family impact, with strategic advisors who keep us honest. We are mentors, not clinicians: none of us practises as a licensed mental health professional here, and we will always point you to the right help when you need more than a conversation.`,
  ],
  actions: [
    { label: "Our Safe Space Philosophy", to: pathOf("SafeSpace", siteConfig) },
    { label: `${founderName}'s Story`, to: pathOf("FounderStory", siteConfig), variant: "outline" },
    { label: `${founderName}'s Timeline`, to: pathOf("Timeline", siteConfig), variant: "outline" },
  ],
};
