import { programme, siteConfig } from "@ember/domain";
import forms from "../i18n/catalogs/en/forms.json";
import type { CardSectionCopy, PageIntroCopy } from "./types.ts";

const { founderName, productName, trialDays } = siteConfig;

export const shareYourFireIntro: PageIntroCopy = {
  meta: {
    title: "Share Your Fire",
    description: `Tell ${productName} what sets your heart on fire. Share your passions, your communities and your plans, earn the Fire Starter badge and book time with ${founderName}.`,
  },
  eyebrow: "Share Your Fire",
  /** The form's name (product.md#the-planning-form) is the page's title. */
  title: forms.firePlan.formName,
  tagline: "The thing you cannot stop thinking about might be the thing you were made for.",
  intro: [
    "Some people know exactly what lights them up. Others only feel a spark they have not named yet. Either way, this is the place to put it into words: the causes you care about, the communities you want to serve and the first steps you could take in the next few months.",
    `Sharing your fire is also how your ${trialDays}-day free trial begins. We use what you tell us to match you with the right mentor or small group of ${programme.groupSize} peers and to shape a ${programme.actionPlanHorizon} action plan around your real life, not a template.`,
    `When you share, you earn the Fire Starter badge and can schedule a conversation with ${founderName}. Whatever you write, you will be met with respect; every fire is worth tending.`,
  ],
};

/** What sharing your fire involves (product.md#the-planning-form). */
export const fireSteps: CardSectionCopy = {
  id: "what-to-expect",
  heading: "What to expect",
  items: [
    { title: "Name your fire", body: "The cause you are committed to, and why it matters to you." },
    {
      title: "Choose your communities",
      body: "Who you hope to serve. We recommend choosing no more than 2 to start.",
    },
    {
      title: `Plan ${programme.actionPlanHorizon}`,
      body: "What specific progress would look like, how you will learn and how you will measure it.",
    },
    {
      title: `Meet ${founderName}`,
      body: "Earn the Fire Starter badge and schedule a one-on-one video call to refine your plan.",
    },
  ],
};

// The planning form's words, its section and its success screen are interface text: catalogs/*/forms.json.
