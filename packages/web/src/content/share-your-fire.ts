import { programme, recommendedMaxCommunities, siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { CardSectionCopy, PageIntroCopy } from "./types.ts";

const { founderName, productName, trialDays } = siteConfig;

export const shareYourFireIntro: PageIntroCopy = {
  meta: {
    title: pageTitle("Share Your Fire"),
    description: `Tell ${productName} what sets your heart on fire. Share your passions, your communities and your plans, earn the Fire Starter badge and book time with ${founderName}.`,
  },
  eyebrow: "Share Your Fire",
  title: "Do You Have That Fire?",
  tagline: "The thing you cannot stop thinking about might be the thing you were made for.",
  intro: [
    "Some people know exactly what lights them up. Others only feel a spark they have not named yet. Either way, this is the place to put it into words: the causes you care about, the communities you want to serve and the first steps you could take in the next few months.",
    `Sharing your fire is also how your ${trialDays}-day free trial begins. We use what you tell us to match you with the right mentor or small group of ${programme.groupSize} peers and to shape a ${programme.actionPlanHorizon} action plan around your real life, not a template.`,
    `When you share, you earn the Fire Starter badge and can schedule a conversation with ${founderName}. Whatever you write, you will be met with respect; every fire is worth tending.`,
  ],
};

/** What sharing your fire involves (SPEC 2.10). */
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

/** The planning form's section (SPEC 2.10, 3.3). */
export const fireFormSection = {
  heading: "Share your fire",
  intro: `Answer in your own words; there are no wrong answers. Everything here helps us shape the plan for your next ${programme.actionPlanHorizon}.`,
} as const;

/** The planning form's words (SPEC 2.10, 3.3, 5.2; the failure alert is SPEC 8's). */
export const fireFormCopy = {
  /** The form's name (SPEC 2.10): the page's title, since the page is the form. */
  title: shareYourFireIntro.title,
  groups: {
    you: "About you",
    fire: "Your fire",
    plan: "Your plan",
    emergency: "Emergency contact",
    next: "Next steps",
  },
  labels: {
    first_name: "First name",
    last_name: "Last name",
    user_email: "Best Email Contact - Use School or Organization Email",
    cause_commitment: "What cause are you committed to? What sets your heart on fire?",
    why_important: "Why is this important to you?",
    communities_impacted: `Which communities do you hope to impact? (We recommend choosing no more than ${recommendedMaxCommunities})`,
    specific_progress_3_4_months: `What specific progress would you like to see in ${programme.actionPlanHorizon}?`,
    success_definition: "How will you define success?",
    research_approach: "How will you research and learn more about this cause?",
    interested_audiences: "Who else might be interested in this cause?",
    communication_methods: "How will you communicate with the people you hope to reach?",
    tracking_lessons: "How will you track what you learn along the way?",
    feedback_methods: "How will you gather feedback?",
    safety_risks: "Are there any safety risks we should know about? (optional)",
    ready_to_continue: "Are you ready to continue? Anything else you want to tell us? (optional)",
    emergency_contact_first: "Emergency contact first name",
    emergency_contact_last: "Emergency contact last name",
    emergency_phone: "Emergency contact phone",
    enrolled_leadership_series: "Are you enrolled in the leadership series? (optional)",
  },
  hints: {
    communities_impacted: `Choose at least one. Picking no more than ${recommendedMaxCommunities} keeps your first plan focused.`,
    safety_risks: "Type 'no' if there are no risks.",
  },
  yesNo: { yes: "Yes", no: "No" },
  submit: "Share My Fire",
  submitting: "Submitting Your Fire...",
  submitHint: "Add your email, your cause and at least one community to submit.",
  fieldErrorsSummary: (count: number) =>
    count === 1 ? "One answer needs your attention." : `${count} answers need your attention.`,
  failureAlert: `Error submitting your form. Please try again or email us directly at ${siteConfig.contactEmail}`,
} as const;

/** The success screen after sharing (SPEC 2.10). */
export const fireSuccessCopy = {
  heading: "Your Fire Has Been Shared!",
  body: `Thank you for putting your fire into words. ${founderName} will read every answer before you meet.`,
  badgeEarned: "Badge earned",
  schedule: "Schedule Now",
  scheduleLead: `Book a one-on-one video call with ${founderName} to refine your plan.`,
  redirecting: "Redirecting automatically in 5 seconds...",
  viewBadge: "View Your Badge",
  backHome: "Back to Home",
} as const;
