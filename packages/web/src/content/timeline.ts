import { figures, pathOf, siteConfig } from "@ember/domain";
import type { Action, FounderStoryCardCopy, FounderTimelineEntryCopy, PageIntroCopy, Stat } from "./types.ts";

const { founderName, productName } = siteConfig;

export const timelineIntro: PageIntroCopy = {
  meta: {
    title: `${founderName}'s Timeline`,
    description: `The milestones of ${founderName}'s journey, from early struggles and music to the founding of ${productName} in ${figures.founded}, and the lessons each one taught.`,
  },
  eyebrow: `${founderName}'s Journey`,
  title: `${founderName}'s Timeline`,
  tagline: "A life is not a straight line. Neither is a calling.",
  intro: [
    `This timeline follows ${founderName} year by year: the setbacks that almost ended the dream, the music and the mentors that kept it alive, and the moment in ${figures.founded} when a $2,000 leap of faith became ${productName}.`,
    `Each chapter ends with why it matters, because the point is not ${founderName}'s résumé. It is what a season of waiting, a closed door or an unexpected yes can teach anyone who is still figuring out their own path. Those lessons now shape conversations with people in ${figures.streamCountries} countries. ${founderName}'s biography has been read by over ${figures.biographyViews} people; we hope the lessons reach even further.`,
  ],
  actions: [
    { label: "Read Full Story", to: pathOf("FounderStory", siteConfig) },
    { label: `${productName} History`, to: pathOf("History", siteConfig), variant: "outline" },
  ],
};

/** The timeline's reading A (product.md#timeline): six chapters, each with what it teaches. */
export const storyCards = {
  heading: "Six chapters, six lessons",
  intro: `The turning points of ${founderName}'s journey, and why each one matters for yours.`,
  lessonLabel: "Why This Matters",
  items: [
    {
      year: "2012",
      title: "A borrowed guitar",
      subtitle: "Finding a voice in the youth room",
      content: `At fifteen, ${founderName} borrowed a guitar from the church youth room and started writing songs to make sense of a noisy home. A youth leader noticed, listened and kept showing up.`,
      lesson:
        "Purpose often starts as the thing you do to survive. One adult who notices can turn it into a gift.",
    },
    {
      year: "2015",
      title: "Almost dropping out",
      subtitle: "A campus minister who made time",
      content: `In the second year of college, ${founderName} was failing two classes and quietly planning to leave. A campus minister, Pastor Ruth Mensah, offered coffee every Thursday. They talked about grades, grief and God, and ${founderName} stayed.`,
      lesson:
        "Nobody finds their way alone. A weekly conversation can be the difference between quitting and finishing.",
    },
    {
      year: "2019",
      title: "The job that looked perfect",
      subtitle: "Success without meaning",
      content: `After graduating, ${founderName} took a well-paid corporate job and felt emptier every month. Evenings went into songwriting and mentoring, and those hours felt more alive than the workday.`,
      lesson:
        "A good job and a calling are not always the same thing. Paying attention to what gives you life is wisdom, not ingratitude.",
    },
    {
      year: "2020",
      title: "Calls in the lockdown",
      subtitle: "Listening when the world stopped",
      content: `When campuses closed, ${founderName} started phoning students who felt isolated, just to ask how they were really doing. A handful of calls became dozens a week.`,
      lesson:
        "Big movements begin with small, faithful habits. You can start serving with the phone in your pocket.",
    },
    {
      year: "2022",
      title: "Songs that travelled",
      subtitle: "An unexpected audience",
      content: `${founderName}'s independent songs about purpose reached ${figures.streams} streams in ${figures.streamCountries} countries and ${figures.streamCities} cities, including ${figures.citiesInSevenDays} cities in just 7 days, with no label and no advertising.`,
      lesson:
        "When you share what is true for you, it reaches people you will never meet. Your story is bigger than your audience.",
    },
    {
      year: "2024",
      title: "A $2,000 leap of faith",
      subtitle: `The founding of ${productName}`,
      content: `In ${figures.founded}, after months of prayer, ${founderName} put ${figures.invested} of personal savings into ${productName}: free conversations, small groups and a promise to answer every message.`,
      lesson: "You do not need everything in place to begin. Faith is taking the next step you can see.",
    },
  ] satisfies readonly FounderStoryCardCopy[],
  actions: [
    { label: `The History of ${productName}`, to: pathOf("History", siteConfig), variant: "outline" },
    { label: `${founderName}'s Biography`, href: siteConfig.links.biography, variant: "outline" },
  ] satisfies readonly Action[],
} as const;

/** The timeline's reading B (product.md#timeline): the dated timeline, alternating left and right. */
export const datedTimeline = {
  heading: "Year by year",
  intro: `The milestones of ${founderName}'s journey at a glance.`,
  items: [
    {
      year: "2012",
      title: "First songs",
      subtitle: "Music as a lifeline",
      content: "Writing and leading worship in a small church youth group.",
      icon: "music",
      colour: "gold",
    },
    {
      year: "2015",
      title: "Weekly mentorship",
      subtitle: "Thursday coffees with Pastor Ruth",
      content: "Mentorship turns a near drop-out into a graduate, and plants a calling.",
      icon: "book",
      colour: "teal",
    },
    {
      year: "2019",
      title: "Graduation and a corporate job",
      subtitle: "Learning what success is not",
      content: "A secure career by day; songwriting and mentoring by night.",
      icon: "briefcase",
      colour: "plum",
    },
    {
      year: "2020",
      title: "Check-in calls",
      subtitle: "Serving students in lockdown",
      content: "Dozens of weekly calls to isolated students become the seed of a community.",
      icon: "heart",
      colour: "rose",
    },
    {
      year: "2022",
      title: "Music reaches the world",
      subtitle: `${figures.streamCountries} countries, ${figures.streamCities} cities`,
      content: `${figures.streams} streams and ${figures.citiesInSevenDays} cities in 7 days, without a label.`,
      icon: "globe",
      colour: "forest",
    },
    {
      year: "2023",
      title: "Stepping out in faith",
      subtitle: "Leaving the safe job",
      content: "More time for mentoring, writing and listening for what comes next.",
      icon: "sprout",
      colour: "teal",
    },
    {
      year: "2024",
      title: `${productName} is founded`,
      subtitle: figures.founded,
      content: `${figures.invested} of savings, a prayer and a promise to answer every message.`,
      icon: "flame",
      colour: "ember",
    },
    {
      year: "2025",
      title: "A movement of volunteers",
      subtitle: `${figures.teamMembers} team members, ${figures.teamCountries} countries`,
      content: `${figures.participants} participants and ${figures.conversations} conversations on about ${figures.monthlyBudget} a month.`,
      icon: "users",
      colour: "gold",
    },
  ] satisfies readonly FounderTimelineEntryCopy[],
} as const;

/** The encyclopedia card of reading B. */
export const encyclopediaCard = {
  heading: "Featured in an online encyclopedia",
  body: `${founderName}'s journey is documented in an online encyclopedia, and the biography has been viewed by over ${figures.biographyViews} people.`,
  link: { label: "Read the Biography", href: siteConfig.links.biography },
} as const;

/** The number cards of reading A. */
export const timelineNumbers = {
  heading: "The journey in numbers",
  stats: [
    { value: figures.satisfaction, label: "satisfaction" },
    { value: figures.streamCountries, label: "countries" },
    { value: figures.investedShort, label: "invested to start" },
    { value: figures.conversationsShort, label: "conversations" },
  ] satisfies readonly Stat[],
} as const;

export const timelineClosing = {
  heading: "Your chapter starts here",
  body: `${founderName}'s story is still being written, and so is yours. Join the people discovering their purpose together.`,
  actions: [
    { label: "Join the Movement", to: pathOf("GetStarted", siteConfig) },
    { label: `Chat with ${productName}`, to: pathOf("Chat", siteConfig) },
  ] satisfies readonly Action[],
  more: [
    { label: "Begin Your Journey", to: pathOf("GetStarted", siteConfig) },
    { label: `${productName} History`, to: pathOf("History", siteConfig), variant: "outline" },
    { label: "Read Full Story", to: pathOf("FounderStory", siteConfig), variant: "outline" },
  ] satisfies readonly Action[],
} as const;
