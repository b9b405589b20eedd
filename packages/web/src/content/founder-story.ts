import { figures, pathOf, siteConfig } from "@ember/domain";
import type { Action, CardSectionCopy, PageIntroCopy } from "./types.ts";

const { founderName, productName } = siteConfig;

export const founderStoryIntro: PageIntroCopy = {
  meta: {
    title: `${founderName}'s Story`,
    description: `How ${founderName} went from searching for purpose to founding ${productName}, a faith-inspired mentorship community built one conversation at a time.`,
  },
  eyebrow: `${founderName}'s Journey`,
  title: `${founderName}'s Story`,
  tagline: "Every fire starts with a single spark.",
  intro: [
    `${founderName} did not set out to start a movement. Like many of the students we now walk alongside, ${founderName} spent years asking quiet, stubborn questions: What am I actually here for? Does my work matter? Who will help me figure this out without judging me along the way?`,
    `The answers came slowly, through prayer, through music, through mentors who made time when they did not have to, and through a lot of honest failure. What ${founderName} learned is that purpose is rarely found alone. It is discovered in conversation, tested in community and sharpened by people who believe in you before you believe in yourself.`,
    `${productName} is ${founderName}'s way of passing that gift on. This is the story of the detours, the small acts of faith and the people who made it possible, told so that you might recognise a little of your own story in it.`,
  ],
  actions: [
    { label: `See ${founderName}'s Timeline`, to: pathOf("Timeline", siteConfig) },
    { label: `Chat with ${productName}`, to: pathOf("Chat", siteConfig), variant: "outline" },
  ],
};

/**
 * The founder's story in chapters (product.md#the-founders-story does not give its text; written here in the
 * programme's voice).
 */
export const storyChapters: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[] =
  [
    {
      heading: "A noisy house and a borrowed guitar",
      paragraphs: [
        `${founderName} grew up in a loving but loud house where money was tight and feelings were rarely named. The church youth room was the one quiet place, and a borrowed guitar became the way ${founderName} said what could not be said out loud.`,
        "A youth leader noticed the songs, asked about them and kept asking. It was the first time an adult had treated those scribbled lyrics as something worth hearing.",
      ],
    },
    {
      heading: "The year it almost fell apart",
      paragraphs: [
        `In the second year of college, ${founderName} was failing two classes, working nights and quietly planning to drop out. Pastor Ruth Mensah, a campus minister, offered coffee every Thursday. She did not fix anything. She listened, prayed and asked good questions, week after week.`,
        `${founderName} stayed, graduated and never forgot what those Thursdays felt like: being known by someone who had nothing to gain.`,
      ],
    },
    {
      heading: "Success that felt empty",
      paragraphs: [
        `A corporate job followed, with a good salary and a title that impressed people at family gatherings. But ${founderName} felt most alive in the evenings, writing songs and mentoring students from the old campus ministry.`,
        "When the world locked down in 2020, those evenings turned into dozens of check-in calls a week with students who felt alone. Many of the conversations began the same way: 'I don't know what I'm supposed to do with my life.'",
      ],
    },
    {
      heading: "Songs that went further than expected",
      paragraphs: [
        `${founderName} released songs about purpose and perseverance independently, without a label or an advertising budget. They found listeners in ${figures.streamCountries} countries and ${figures.streamCities} cities. Messages arrived from strangers asking the same questions the students had asked.`,
      ],
    },
    {
      heading: "A $2,000 leap of faith",
      paragraphs: [
        `After months of prayer, ${founderName} put ${figures.invested} of personal savings into an idea: free conversations, small groups and a promise to answer every message. ${productName} was founded in ${figures.founded}.`,
        `Friends from other continents joined. Volunteers followed. Today ${figures.teamMembers} team members across ${figures.teamCountries} countries carry the work, on a budget of about ${figures.monthlyBudget} a month.`,
      ],
    },
  ];

export const founderBeliefs: CardSectionCopy = {
  id: "beliefs",
  heading: `What ${founderName} believes`,
  items: [
    {
      title: "Purpose is discovered together",
      body: "Nobody should have to figure out their life alone. Good questions and patient friends change everything.",
    },
    {
      title: "Faith shows up in how we treat people",
      body: "Welcome everyone, pressure no one and listen more than you speak.",
    },
    {
      title: "Small, faithful steps count",
      body: "A weekly conversation, kept for a year, can change the direction of a life.",
    },
  ],
};

export const founderStoryClosing = {
  heading: "Every fire starts with a single spark",
  body: `${founderName}'s story began with one person who made time. Yours can start with one conversation.`,
  actions: [
    { label: "Begin Your Journey", to: pathOf("GetStarted", siteConfig) },
    { label: `See ${founderName}'s Timeline`, to: pathOf("Timeline", siteConfig) },
  ] satisfies readonly Action[],
} as const;
