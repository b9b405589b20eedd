import { siteConfig } from "@ember/domain";
import type { CardSectionCopy, PageIntroCopy } from "./types.ts";

const { founderName, productName } = siteConfig;

export const assessmentsIntro: PageIntroCopy = {
  meta: {
    title: "Student Wellbeing Assessment",
    description: `A free, five-minute self-reflection on five areas of student wellbeing, with a personal score, recommendations and a free coaching session with ${founderName}.`,
  },
  eyebrow: "Wellbeing Assessment",
  title: "Student Wellbeing Assessment",
  tagline: "Our best days can inspire excellence.",
  intro: [
    "Most of us can remember a day when everything clicked: we slept well, felt connected, knew why our work mattered and had energy to spare for others. This self-reflection helps you notice what makes those days possible, and what gets in the way of them.",
    "In five short steps you will rate 25 simple statements about five areas of your life as a student. There are no right answers and nothing to prepare; it takes about five minutes. At the end you will see an overall score, how each area is doing and five personal recommendations.",
    `This is a reflection tool, not a clinical test or diagnosis. Your results are e-mailed to you, and you are invited to a free leadership and career coaching session with ${founderName} to talk them through with someone from ${productName}.`,
  ],
};

/** The five areas of the assessment (product.md#assessment-answers). */
export const assessmentAreas: CardSectionCopy = {
  id: "areas",
  heading: "Five Areas of Student Wellbeing",
  intro: "Five areas, five statements each, answered from Never to Consistently.",
  items: [
    { title: "Academics", body: "How you study, plan and keep up with your coursework." },
    {
      title: "Finances",
      body: "How you manage money and the stress that comes with it. Be open and honest with yourself.",
    },
    {
      title: "Social Connections",
      body: "Friendships, belonging and support. There are no right or wrong answers.",
    },
    { title: "Precision", body: "Attention to detail, follow-through and turning plans into action." },
    {
      title: "Physical Wellbeing",
      body: "Sleep, movement, food and rest. There are no right or wrong answers.",
    },
  ],
};

/**
 * The contact step's page copy, translated on demand (Tx); the wizard's interface text (labels, buttons,
 * statements, scale, tiers) is in the assessment catalog (i18n/catalogs/en/assessment.json).
 */
export const assessmentContactBody = [
  "Wellbeing is not a fixed trait; it is a set of habits you can notice, practise and grow. Taking a few honest minutes to look at them shows you where you are already strong and where a small change could make the biggest difference.",
  "Your answers give you a starting point, not a grade. Come back in a month and see how far you have come.",
] as const;
