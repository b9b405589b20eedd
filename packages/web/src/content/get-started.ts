import { programInterestLabels, programme, siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { CardCopy, PageIntroCopy } from "./types.ts";

const { founderName, productName } = siteConfig;

export const getStartedIntro: PageIntroCopy = {
  meta: {
    title: pageTitle("Get Started"),
    description: `Apply to ${productName}: choose one-on-one mentorship or a small group of ${programme.groupSize} peers, earn your First Step Champion badge and book a free session with ${founderName}.`,
  },
  eyebrow: "Apply Now",
  title: "Get Started",
  tagline: "Your first step is a conversation.",
  intro: [
    `Applying to ${productName} takes a few minutes and asks for nothing you cannot answer honestly today. Tell us a little about where you are, what you care about and what you hope could change, and we will take it from there, usually within 24 hours.`,
    `You can walk the path one-on-one with a mentor, or join a small group of ${programme.groupSize} peers who meet, build and pray through the same questions together over ${programme.weeks} weeks. Both paths lead to the same place: a clearer sense of purpose and a plan you can act on.`,
    `When you apply you earn your First Step Champion badge, and you will be invited to book a free meeting with ${founderName}. No pressure and no obligation; just a real person who wants to hear your story.`,
  ],
};

/** The two path cards (SPEC 2.9). */
export const pathCards = {
  heading: "Choose your path",
  items: [
    {
      title: "Individual Path",
      body: `One-on-one mentorship with a trained mentor who walks with you at your pace, through weekly conversations and a personalised ${programme.actionPlanHorizon} action plan.`,
      points: [
        "Weekly one-on-one sessions",
        "A personalised roadmap",
        "Flexible scheduling across time zones",
      ],
    },
    {
      title: "Small Group Path",
      body: `A small group of ${programme.groupSize} peers and a mentor, meeting over an ${programme.weeks}-week structure to discover, test and act on your purpose together.`,
      points: [
        `Groups of ${programme.groupSize} peers`,
        `An ${programme.weeks}-week structure`,
        "Group mentorship and lifelong friends",
      ],
    },
  ] satisfies readonly (CardCopy & { readonly points: readonly string[] })[],
} as const;

/** The application form's section (SPEC 2.9, 3.1). */
export const applicationSection = {
  heading: "Application Form",
  intro: "It takes about five minutes. We reply within 24 hours.",
} as const;

/** The Application Form's words (SPEC 3.1, 5.1; the failure alert is SPEC 8's). */
export const applicationFormCopy = {
  formName: "Application Form",
  labels: {
    full_name: "Full name",
    email: "Email",
    phone: "Phone (optional)",
    program_interest: "Which path interests you?",
    current_situation: "Tell us about your current situation (optional)",
    goals: "What do you hope to gain? (optional)",
    heard_about_us: "How did you hear about us? (optional)",
  },
  programChoices: programInterestLabels,
  submit: "Submit Application",
  submitting: "Submitting...",
  submitHint: "Fill in your name, email and path to submit.",
  fieldErrorsSummary: (count: number) =>
    count === 1 ? "One answer needs your attention." : `${count} answers need your attention.`,
  failureAlert: `There was an error submitting your application. Please try again or email us directly at ${siteConfig.contactEmail}`,
} as const;

/** The success screen after applying (SPEC 2.9). */
export const applicationSuccessCopy = {
  heading: "Application Submitted!",
  body: `Thank you for taking the first step. ${founderName} and the team will read your application and reply within 24 hours.`,
  badgeEarned: "Badge earned",
  nextHeading: "What happens next",
  nextSteps: [
    "Check your inbox: a welcome email is on its way.",
    `Book your free session with ${founderName}, a relaxed conversation about where you are and where you want to go.`,
    `Together we choose your path, one-on-one or a small group of ${programme.groupSize} peers, and shape your first ${programme.actionPlanHorizon} plan.`,
  ],
  book: "Book Your Free Session",
  redirecting: "Redirecting automatically in 5 seconds...",
  viewBadge: "View Your Badge",
  backHome: "Back to Home",
} as const;
