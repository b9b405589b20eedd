import { siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { CardSectionCopy, PageIntroCopy } from "./types.ts";

const { founderName, productName } = siteConfig;

export const assessmentsIntro: PageIntroCopy = {
  meta: {
    title: pageTitle("Student Wellbeing Assessment"),
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

/** The five areas of the assessment (SPEC 3.6). */
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

/** The wizard's words (SPEC 2.17); the statements and tiers are domain data. */
export const assessmentWizardCopy = {
  section: {
    heading: "Take the Assessment",
    intro: "About five minutes. Answer honestly: this is for you.",
  },
  intro: {
    heading: "Why This Self Reflection Matters",
    body: [
      "Wellbeing is not a fixed trait; it is a set of habits you can notice, practise and grow. Taking a few honest minutes to look at them shows you where you are already strong and where a small change could make the biggest difference.",
      "Your answers give you a starting point, not a grade. Come back in a month and see how far you have come.",
    ],
    labels: { first_name: "First Name *", last_name: "Last Name *", email: "Best Email Contact *" },
    receive: `What you'll receive: Personalized results emailed to you, plus a free leadership and career coaching session with ${founderName}`,
    begin: "Begin Assessment",
    beginHint: "Enter your first name, last name and e-mail to begin.",
  },
  step: {
    progressLabel: "Assessment progress",
    stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
    scaleHint: "How often is each statement true for you?",
    back: "Back",
    next: "Continue",
    finish: "See Results",
    incompleteHint: "Answer all five statements to continue.",
  },
  results: {
    heading: "🎉 Assessment Complete!",
    congratulations: (firstName: string) =>
      `Congratulations, ${firstName}! You've taken an important step toward understanding your wellbeing journey.`,
    overallLabel: "Overall score",
    categoriesHeading: "Your scores by area",
    categoriesNote: "Each area's average answer, from 0 (Never) to 4 (Consistently).",
    recommendationsHeading: "Your Personalized Recommendations",
    nextHeading: "What Happens Next?",
    emailed: (email: string) => `Your full results have been emailed to ${email}.`,
    emailFailed: `We couldn't e-mail your results just now. Your results are all here on this page; you can also write to us at ${siteConfig.contactEmail}.`,
    schedule: `Next, you'll be redirected to schedule your free leadership and career coaching session with ${founderName} to talk through your results.`,
    community: `Join the ${productName} community to retake the assessment and track your progress monthly.`,
    book: "Schedule Your Free Coaching Session",
    redirecting: "You'll be automatically redirected in 5 seconds...",
  },
} as const;
