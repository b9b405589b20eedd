import { type AssessmentTier, assessmentCategories, assessmentTiers } from "@ember/domain";
import type { MailTexts, TierText } from "./mail-texts.ts";

// The English texts are the product description's; the areas and tiers are the domain's own words.
const tier = (key: AssessmentTier["key"]): TierText => {
  const found = assessmentTiers.find((t) => t.key === key);
  if (!found) throw new Error(`No assessment tier ${key}`);
  const { name, description, recommendations } = found;
  return {
    name,
    description,
    recommendations: recommendations.map(({ title, advice }) => ({ title, advice })),
  };
};
const category = (key: (typeof assessmentCategories)[number]["key"]): string =>
  assessmentCategories.find((c) => c.key === key)?.name ?? key;

/** The visitor's e-mails in English. */
export const en: MailTexts = {
  label: "{label}:",
  titled: "{title} {text}",
  numbered: "{number}. {text}",
  bulleted: "- {text}",
  dear: "Dear {name},",
  hi: "Hi {name},",
  signature: "The {brand} Team",
  questions: "Questions? Write to us at {email}.",
  application: {
    subject: "🎉 Welcome to {brand} - Your Journey Begins!",
    heading: "🎉 Welcome to {brand}!",
    intro: "Welcome to {brand}! Thank you for applying: you have taken the first step on your journey.",
    badge: "🏆 You earned the {badge} badge for taking the first step by applying to {brand} University.",
    badgeName: "First Step Champion",
    nextHeading: "What happens next",
    steps: [
      "We will respond to your application within 24 hours.",
      "You will be invited to a free meeting with {founder} to talk about where you are and where you want to go.",
      "We will match you with a mentor or a small group that fits your path.",
    ],
    trialTitle: "Your {days}-day free trial",
    trialBody:
      "full access to the platform for {days} days. No payment information is needed, there is no obligation, and the trial simply ends with no charge.",
    spam: "Can't find our e-mails? Please check your spam or junk folder and mark us as a safe sender.",
    closing: "Welcome to the community,",
  },
  firePlan: {
    subject: "Welcome Fire Starter - Your Plan Has Been Received!",
    heading: "Welcome, Fire Starter!",
    intro: "Thank you for sharing your fire with {brand}! Your plan has been received.",
    badge:
      "🔥 You earned the {badge} badge (Purpose Seeker): you shared your fire and committed to making positive change.",
    badgeName: "Fire Starter",
    nextHeading: "Next steps",
    steps: [
      {
        title: "One-on-one video call",
        detail: "{founder} will invite you to a one-on-one video call to talk through your plan.",
      },
      {
        title: "Feedback and refinement",
        detail: "Together we will give feedback and refine your plan for the next 3-4 months.",
      },
      { title: "Begin your journey", detail: "Put your plan into action, with the community behind you." },
    ],
    closing: "Keep the fire burning,",
    // King James Version (public domain): a plan written down so that others can run with it.
    scripture: {
      text: "Write the vision, and make it plain upon tables, that he may run that readeth it.",
      source: "Habakkuk 2:2",
    },
    quoted: '"{text}"',
    cited: "- {source}",
    quotedHtml: "“{text}”",
    citedHtml: "— {source}",
  },
  assessment: {
    subject: "Your {brand} Wellbeing Assessment Results: {tier}",
    heading: "🎉 Your Wellbeing Assessment Results",
    congratulations:
      "Congratulations on completing the Student Wellbeing Assessment! You've taken an important step toward understanding your wellbeing journey.",
    result: "Your result",
    overall: "Overall score",
    score: "{score}/{max}",
    scoresLead: "Your scores by area (out of {max})",
    scoresHeading: "Your scores by area",
    recommendationsHeading: "Your personalized recommendations",
    session: "Book your free leadership and career coaching session with {founder}:",
    book: "Schedule Your Free Coaching Session",
    community: "Join the {brand} community to retake the assessment and track your progress every month.",
    closing: "With you on the journey,",
    signature: "{founder} and the {brand} Team",
    categories: {
      academics: category("academics"),
      finances: category("finances"),
      social: category("social"),
      precision: category("precision"),
      physical: category("physical"),
    },
    tiers: {
      beginning: tier("beginning"),
      developing: tier("developing"),
      discovering: tier("discovering"),
      excelling: tier("excelling"),
    },
  },
};
