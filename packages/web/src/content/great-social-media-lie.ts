import { pathOf, siteConfig } from "@ember/domain";
import type { Action, PageIntroCopy, Stat } from "./types.ts";

const { productName } = siteConfig;

/**
 * The partner organisation the article is co-branded with (product.md#the-social-media-article). A fictional
 * network.
 */
export const articlePartner = {
  name: "Hearth Families Network",
  byline: `Published by ${productName} in partnership with the Hearth Families Network`,
} as const;

/** The article's publication date (product.md#the-social-media-article). */
export const articlePublished = { iso: "2025-09-25", label: "September 25, 2025" } as const;

export const greatSocialMediaLieIntro: PageIntroCopy = {
  meta: {
    title: "The Great Social Media Lie",
    description:
      "Fake followers, bought likes and bot comments: what parents and young adults need to know about fake social-media engagement, and how to spot it.",
  },
  eyebrow: "For parents and young adults",
  title: "The Great Social Media Lie",
  tagline: "Not everything that looks popular is real.",
  intro: [
    "Scroll for a few minutes and it can feel as if everyone else is more liked, more followed and more successful than you. Much of that picture is manufactured. Followers can be bought by the thousand, likes and comments can come from automated accounts, and whole audiences can be rented for an afternoon.",
    "For young adults, measuring your worth against numbers that were never real is exhausting and unfair. For parents, it is hard to guide a child through a world whose rules keep changing. This article explains how fake engagement works, how to recognise it and how to talk about it at home, with separate guidance for parents and for young adults.",
    `Our hope is simple: that you measure your life by the purpose you live out, not by a count that someone may have paid for. We wrote it in partnership with the ${articlePartner.name}, who care about young people as much as we at ${productName} do.`,
  ],
  actions: [
    { label: `Join ${productName}`, to: pathOf("GetStarted", siteConfig) },
    { label: `Chat with ${productName}`, to: pathOf("Chat", siteConfig), variant: "outline" },
  ],
};

/**
 * The statistics grid (product.md#the-social-media-article); each figure is from the sources listed at the
 * end.
 */
export const articleStats = {
  heading: "The numbers behind the feed",
  stats: [
    { value: "Up to 95%", label: "of US teens aged 13–17 report using social media" },
    { value: "3+ hours", label: "a day doubles teens' risk of poor mental health outcomes" },
    { value: "9–15%", label: "of active accounts on one major platform estimated to be bots" },
    { value: "46%", label: "of US teens say they are online almost constantly" },
  ] satisfies readonly Stat[],
} as const;

export interface AudienceGuide {
  readonly value: string;
  readonly label: string;
  readonly heading: string;
  readonly factsHeading: string;
  readonly facts: readonly string[];
  readonly strategiesHeading: string;
  readonly strategies: readonly { readonly title: string; readonly body: string }[];
}

/** The tabs 'For Parents' (default) and 'For Young Adults'. */
export const audienceGuides = {
  label: "Guidance by reader",
  defaultTab: "parents",
  tabs: [
    {
      value: "parents",
      label: "For Parents",
      heading: "What parents need to know",
      factsHeading: "The facts",
      facts: [
        "Followers, likes, views and comments can all be bought, often for less than the cost of a meal.",
        "Automated accounts can comment, follow and share around the clock, making content look more popular than it is.",
        "Young people compare their real lives with these manufactured numbers, and the comparison is never fair.",
        "The US Surgeon General has warned that heavy social media use is linked with poorer mental health in adolescents.",
      ],
      strategiesHeading: "Strategies for home",
      strategies: [
        {
          title: "Ask, don't lecture",
          body: "Scroll together and ask, 'Which of these accounts do you think are real?' Curiosity opens more doors than warnings.",
        },
        {
          title: "Name the business model",
          body: "Explain that platforms profit from attention, and that some accounts pay to look influential.",
        },
        {
          title: "Agree on rhythms",
          body: "Make a family screen agreement together: phone-free meals, devices out of bedrooms at night, and adults who keep it too.",
        },
        {
          title: "Celebrate real-world wins",
          body: "Praise effort, kindness and character out loud, so worth is measured by who they are, not what they post.",
        },
      ],
    },
    {
      value: "young-adults",
      label: "For Young Adults",
      heading: "What young adults need to know",
      factsHeading: "The facts",
      facts: [
        "Many accounts that look hugely popular have inflated their numbers with purchased followers and engagement pods.",
        "Viral success is rarely as sudden as it looks; the failures, edits and paid promotion are off camera.",
        "Comparing your behind-the-scenes with someone else's highlight reel, and their bought numbers, will always leave you short.",
        "Your value was never a metric. Purpose is lived offline, in the people you serve and the work you do well.",
      ],
      strategiesHeading: "Strategies for you",
      strategies: [
        {
          title: "Audit your feed",
          body: "Unfollow accounts that leave you feeling smaller, and follow people who teach, build or serve.",
        },
        {
          title: "Check before you compare",
          body: "Look at the comments and the ratio of engagement to followers before you believe the numbers.",
        },
        {
          title: "Create more than you consume",
          body: "Make something each week, a song, a drawing, a meal, a project, and share it with people who know you.",
        },
        {
          title: "Talk to someone real",
          body: "A mentor or a small group can help you measure your life by purpose instead of popularity.",
        },
      ],
    },
  ] satisfies readonly AudienceGuide[],
} as const;

/** 'How to Spot Fake Influencers'. */
export const redFlags = {
  heading: "How to Spot Fake Influencers",
  intro: "No single sign proves an account is fake, but several together should make you pause.",
  items: [
    "A huge follower count but only a handful of likes or comments on each post.",
    "Comments that are generic ('Nice pic!', strings of emoji) or repeated word for word across posts.",
    "Followers with no profile photo, random-looking usernames or no posts of their own.",
    "Sudden jumps of thousands of followers overnight with no viral post to explain them.",
    "Most followers coming from countries where the account never posts in the local language.",
    "Pressure to buy a course or product that promises you the same 'overnight' success.",
  ],
} as const;

/** Platform engagement reality checks. */
export const realityChecks = {
  heading: "Platform engagement reality checks",
  intro:
    "Genuine engagement usually looks modest. For many real accounts, only a few percent of followers interact with any single post.",
  items: [
    {
      platform: "Photo and video feeds",
      check:
        "A big account whose likes are a tiny fraction of a percent of its followers, or whose likes far outnumber views, deserves a second look.",
    },
    {
      platform: "Short-form video",
      check:
        "Views are cheap to inflate. Look for real conversation in the comments and for shares, not just a large view count.",
    },
    {
      platform: "Microblogging and news feeds",
      check:
        "Many replies arriving within seconds, from new accounts, all saying the same thing, is a sign of automation.",
    },
    {
      platform: "Video channels",
      check:
        "Subscriber counts that dwarf typical views, or comments unrelated to the video, suggest bought numbers.",
    },
  ],
} as const;

export const articleClosing = {
  heading: "Measure your life by purpose, not popularity",
  body: `${productName} is a community where people are known by name, not by follower count. Join us, or ask us anything.`,
  actions: [
    { label: `Join ${productName}`, to: pathOf("GetStarted", siteConfig) },
    { label: `Chat with ${productName}`, to: pathOf("Chat", siteConfig) },
  ] satisfies readonly Action[],
} as const;

export const articleSources = {
  heading: "Sources",
  body: "Office of the U.S. Surgeon General, “Social Media and Youth Mental Health: The U.S. Surgeon General's Advisory” (2023); Pew Research Center, “Teens, Social Media and Technology 2022” (2022); Varol, Ferrara, Davis, Menczer & Flammini, “Online Human-Bot Interactions: Detection, Estimation, and Characterization”, Proceedings of the International AAAI Conference on Web and Social Media (2017). Price observations for bought followers come from publicly advertised services and vary widely. This article is for general education; it is not clinical advice.",
} as const;
