import { coreValues, figures, pathOf, programme, siteConfig } from "@ember/domain";
import type { PageMetaCopy } from "./types.ts";

const { founderName, productName, trialDays } = siteConfig;
const trialLabel = `Start ${trialDays}-Day Free Trial`;

export interface HeroSlide {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** Home (product.md#home). Every figure comes from the domain's `figures`. */
export const homeContent = {
  meta: {
    title: "Connecting People to Purpose",
    description: `${productName} is a faith-inspired, evidence-minded mentorship community connecting people to purpose, one conversation at a time. Start with a ${trialDays}-day free trial.`,
  } satisfies PageMetaCopy,

  hero: {
    eyebrow: "Faith-inspired · Evidence-minded · Volunteer-led",
    title: "Discover the purpose you were made for",
    tagline: "Connecting people to purpose, one conversation at a time.",
    body: `Mentorship, a caring community and a clear next step for students, professionals and anyone asking what their life is for. Building better health, careers and lives, together.`,
    primary: { label: trialLabel, to: pathOf("Subscriptions", siteConfig) },
    secondary: { label: "Apply Now", to: pathOf("GetStarted", siteConfig) },
    carouselLabel: `Scenes from the ${productName} community`,
    slides: [
      {
        src: "/images/hero-campfire.svg",
        alt: "A warm campfire glowing under a deep evening sky, sparks rising toward the first stars.",
        width: 1200,
        height: 900,
      },
      {
        src: "/images/hero-mentor-conversation.svg",
        alt: "Two people sitting together on a bench at golden hour, leaning in to a quiet, encouraging conversation.",
        width: 1200,
        height: 900,
      },
      {
        src: "/images/hero-group-circle.svg",
        alt: "A small circle of friends gathered around a soft glowing light, sharing stories.",
        width: 1200,
        height: 900,
      },
      {
        src: "/images/hero-sunrise-path.svg",
        alt: "A winding path through gentle hills leading toward a bright sunrise.",
        width: 1200,
        height: 900,
      },
    ] satisfies readonly HeroSlide[],
  },

  mission: {
    heading: "Our Mission",
    body: [
      `We believe every person carries a God-given spark, and that purpose is discovered in relationship, not in isolation. ${productName} pairs people with caring mentors and small groups of ${programme.groupSize} peers, so that big questions about faith, family, leadership and career can be asked out loud and answered together.`,
    ],
    trialNotice: {
      title: `Try ${productName} free for ${trialDays} days`,
      body: "No payment information, no obligation, cancel anytime. Your trial includes a live meeting with our founder, a Purpose Discovery Assessment and full access to the community.",
    },
    disclaimer: {
      title: "Mentorship, not therapy",
      body: `Our team are mentors and volunteers, not licensed mental health professionals, and ${productName} is not a clinical or crisis service. We will always help you find professional support when you need it.`,
    },
    links: [
      { label: "Our Safe Space Philosophy", to: pathOf("SafeSpace", siteConfig) },
      { label: "Read the FAQ", to: pathOf("FAQ", siteConfig) },
    ],
  },

  stats: {
    heading: "Our impact so far",
    items: [
      { value: figures.participants, label: "Total Participants" },
      { value: figures.satisfaction, label: "Satisfaction Rate" },
      { value: figures.countries, label: "Countries Reached" },
      { value: figures.universities, label: "Universities" },
    ],
  },

  grassroots: {
    heading: "A grassroots movement",
    body: `No advertising budget, no celebrity endorsements: just volunteers who keep showing up. ${productName} has grown one honest conversation at a time, carried by a team that gives its evenings and weekends so that someone else can find their way.`,
    items: [
      { value: figures.conversations, label: "conversations held" },
      { value: figures.questionsAnswered, label: "questions answered" },
      { value: figures.volunteerHours, label: "volunteer hours given" },
      {
        value: figures.teamMembers,
        label: `team members across ${figures.teamCountries} countries and ${figures.teamContinents} continents`,
      },
    ],
    actions: [
      { label: "Explore the FAQ", to: pathOf("FAQ", siteConfig) },
      { label: "Meet the Team", to: pathOf("Team", siteConfig) },
      { label: `Chat with ${productName}`, to: pathOf("Chat", siteConfig) },
    ],
  },

  evidence: {
    heading: "Grounded in evidence",
    body: "Research keeps confirming what faith has long taught: people who know what they live for are more resilient, and people grow best where they feel safe to be honest. Our model brings both together: purpose-centred mentorship in small, safe communities.",
    link: { label: "See the Research", to: pathOf("Evidence", siteConfig) },
  },

  values: {
    heading: "Our five core values",
    intro: "Five simple commitments shape every conversation, group and plan.",
    items: coreValues,
  },

  whyItWorks: {
    heading: "Why it works",
    items: [
      {
        title: "Real people, real conversations",
        description:
          "Live mentorship with someone who knows your name, not another course to click through alone.",
      },
      {
        title: `Small groups of ${programme.groupSize}`,
        description:
          "Big enough for fresh perspectives, small enough that everyone is heard and nobody hides.",
      },
      {
        title: "Faith and evidence together",
        description:
          "Timeless principles meet what research shows about purpose, belonging and lasting change.",
      },
      {
        title: "A clear path forward",
        description: `An ${programme.weeks}-week structure and a personalised roadmap turn reflection into action.`,
      },
    ],
  },

  finalCta: {
    heading: "Your story is still being written",
    body: `Take the first step today. Try ${productName} free for ${trialDays} days, or see how ${founderName}'s own journey began.`,
    primary: { label: trialLabel, to: pathOf("Subscriptions", siteConfig) },
    secondary: { label: `See ${founderName}'s Timeline`, to: pathOf("Timeline", siteConfig) },
  },
} as const;
