import { badgeCategoryTexts, planTexts } from "@ember/domain";

/**
 * English interface text: the Badges page and the plan cards of Pricing and Subscriptions. Every other
 * language mirrors this shape. The badge catalogue and the plans come from packages/domain (the server's
 * assistant quotes them too); `{weeks}`, `{brand}` and `{days}` are filled from the site configuration.
 */
export const badges = {
  page: {
    eyebrow: "Celebrate the journey",
    title: "Badges",
    tagline: "Small steps deserve to be celebrated.",
    applyAction: "Apply Now & Earn First Badge",
    storiesAction: "Read Success Stories",
  },
  /** The search of badges by name and the panel of what it found; it knows nothing of holders. */
  search: {
    heading: "Find a badge",
    intro:
      "Type the name of a badge, or part of it, to see when it was last earned. Who earned it is never shown.",
    label: "Badge name",
    button: "Search",
    searching: "Searching...",
    results: "Badges found ({count})",
    more: "Showing the 50 most recent. Type more of the name to narrow them down.",
    none: "No badge by that name has been earned yet.",
    failed: "The search did not work just now. Please try again in a minute.",
  },
  /** The live board: counts, recent achievements, top contributors. */
  board: {
    loading: "Loading the latest badges...",
    failed: "The live badge figures are unavailable right now. Please try again later.",
    /** A plural message (i18n/plural.ts), as is `badgeCount`: each language has its own forms. */
    earners: { one: "{count} person has earned this", other: "{count} people have earned this" },
    /** Who holds a badge on the board and in the search: never anyone's name or address. */
    holder: "A participant",
    recent: {
      heading: "Recent Achievements",
      intro: "The twelve newest badges across the community.",
      empty: "No badges have been earned yet. Yours could be the first.",
    },
    top: {
      heading: "Top Contributors",
      intro:
        "The people who have earned the most badges, shown by rank only: never by name or e-mail address.",
      empty: "Nobody has earned a badge yet.",
      badgeCount: { one: "{count} badge", other: "{count} badges" },
      rank: "Rank {rank}",
      /** A contributor's name on the board: their rank, since the board knows no names. */
      name: "Participant {rank}",
      /** Ranks 1 to 3, read to screen readers. */
      medals: ["gold", "silver", "bronze"],
    },
  },
  /** The six categories of product.md#the-badge-catalogue, by the domain's category ids. */
  categories: {
    heading: "Badge categories",
    intro: "Six ways to grow, and how to earn each one.",
    howToEarn: "How to Earn",
    /** 'Purpose Seeker Badge' under a badge's name. */
    badgeLabel: "{category} Badge",
    items: badgeCategoryTexts,
  },
  /**
   * The badges the forms award, for display, by the English name they are stored under (see
   * features/badges/badge-text.ts); the stored badge_name stays English.
   */
  awards: {
    firstStepChampion: {
      name: "First Step Champion",
      description: "Took the first step by applying to {brand} University",
    },
    fireStarter: {
      name: "Fire Starter",
      description: "Shared their fire and committed to making positive change",
    },
  },
  /** 'How to Earn Badges' (product.md#the-badges-page). */
  explainer: {
    heading: "How to Earn Badges",
    intro: "Every badge marks a real step on your journey. Here is how they come to you.",
    steps: [
      {
        title: "Take the first step",
        body: "Apply on the Get Started page and the First Step Champion badge is yours straight away.",
      },
      {
        title: "Share your fire",
        body: "Tell us the cause you are committed to on Share Your Fire and earn the Fire Starter badge.",
      },
      {
        title: "Grow with your group",
        body: "Join a small group, lead a discussion, mentor someone: the categories above list every way to earn.",
      },
      {
        title: "Private by design",
        body: "The board never shows your name or e-mail address. Every badge appears as earned by a participant.",
      },
    ],
  },
  /** Pricing and Subscriptions ('Choose Your Path', product.md#plans-and-subscriptions, #plans). */
  pricing: {
    pricingEyebrow: "Pricing",
    subscriptionsEyebrow: "Subscriptions",
    title: "Choose Your Path",
    tagline: "Start free. Grow at your own pace.",
    trialAction: "Start {days}-Day Free Trial",
    afford: "Can't afford it? Apply anyway",
    /** The '14 Days Completely FREE' banner. */
    banner: {
      title: "{days} Days Completely FREE",
      points: ["No Payment Information Required", "No Obligation", "Cancel Anytime"],
    },
    plans: {
      heading: "Plans for every season",
      intro: "Begin with {days} days free, then continue on the plan that fits where you are.",
      popular: "MOST POPULAR",
      /** The three cards by plan id. */
      cards: planTexts,
    },
    /** 'Compare the Value' (product.md#plans). */
    compare: {
      heading: "Compare the Value",
      intro: "What it usually costs to find direction, and what it costs here.",
      best: "BEST VALUE",
      college: { option: "Traditional college", cost: "$40,000+ per year" },
      therapy: { option: "Therapy", cost: "$200+" },
      ember: { cost: "$100–140 per month" },
    },
    /** 'Can't Afford It? We'll Help.' (product.md#plans-and-subscriptions, #plans). */
    help: {
      heading: "Can't Afford It? We'll Help.",
      conditions: ["Show up consistently", "Practise the 5 principles", "Complete the work", "Help others"],
      action: "Apply Now",
    },
  },
} as const;
