import { figures, pathOf, programme, siteConfig } from "@ember/domain";
import type { HistoryEntryCopy, PageIntroCopy, Stat } from "./types.ts";

const { founderFullName, founderName, productName } = siteConfig;

export const historyIntro: PageIntroCopy = {
  meta: {
    title: `The History of ${productName}`,
    description: `How ${productName} grew from a prayer and a $2,000 leap of faith in ${figures.founded} into a volunteer community serving people worldwide.`,
  },
  eyebrow: `${founderName}'s Journey`,
  title: `The History of ${productName}`,
  tagline: "Founded through prayer. Built by people who said yes.",
  intro: [
    `${productName} began in ${figures.founded} with very little: a prayer, ${figures.invested} of ${founderName}'s own savings, and a handful of friends willing to have honest conversations with students who felt lost. There was no office and no marketing plan, just a belief that purpose is discovered together.`,
    `What followed was a story of ordinary people saying yes: the first volunteer mentor, the first small group, the first university partner, the first conversation with someone on another continent. Today we run on a budget of about ${figures.monthlyBudget} a month and the generosity of ${figures.teamMembers} team members.`,
    `This timeline records those moments and the people behind them. It is still being written, and the newest chapter may well include you.`,
  ],
  actions: [
    { label: `${founderName}'s Complete Timeline`, to: pathOf("Timeline", siteConfig) },
    { label: "Be Part of the Story", to: pathOf("GetStarted", siteConfig), variant: "outline" },
  ],
};

/** The 22 moments of the history timeline (product.md#history), oldest first; the last is 'Ongoing'. */
export const historyEntries: readonly HistoryEntryCopy[] = [
  {
    date: "March 2020",
    person: founderFullName,
    title: "The first check-in calls",
    description: `When campuses closed, ${founderName} began calling a few lonely students every week just to ask how they were really doing. Those calls planted the idea that would become ${productName}.`,
  },
  {
    date: "October 2021",
    person: "Pastor Ruth Mensah",
    title: "A mentor's blessing",
    description: `${founderName}'s college campus minister encouraged turning the calls into something lasting, and prayed over the idea. She remains one of our strategic advisors.`,
  },
  {
    date: "June 2022",
    person: founderFullName,
    title: "Songs that travelled",
    description: `${founderName}'s independent songs about purpose reached listeners in ${figures.streamCountries} countries and ${figures.streamCities} cities, proving that a message of hope could travel far without a marketing budget.`,
  },
  {
    date: "May 2023",
    person: founderFullName,
    title: "Leaving the safe job",
    description: `After months of prayer, ${founderName} left a stable corporate role to spend more time mentoring young people and writing.`,
  },
  {
    date: "August 2024",
    person: "Naledi Khumalo and Daniel Osei",
    title: "Kitchen-table planning",
    description:
      "Two friends from another continent joined video calls to sketch the first mentorship model, the five core values and the small-group format.",
  },
  {
    date: figures.founded,
    person: founderFullName,
    title: `${productName} is founded`,
    description: `With a prayer and ${figures.invested} of personal savings, ${founderName} launched ${productName}: free conversations, a simple application and a promise to answer every message.`,
  },
  {
    date: "December 2024",
    person: "Naledi Khumalo",
    title: "The first volunteer mentor",
    description:
      "Naledi took on six mentees over the holidays and wrote the first version of our mentor guidelines.",
  },
  {
    date: "January 2025",
    person: "Daniel Osei",
    title: "The first small group",
    description: `Six students from three countries met online for the first time. Groups of ${programme.groupSize} peers became the heart of the programme.`,
  },
  {
    date: "February 2025",
    person: "Marcus Reed",
    title: "A home on the web",
    description: `The first ${productName} website and application form went live, built by volunteers on evenings and weekends.`,
  },
  {
    date: "March 2025",
    person: "Dr. Esther Wanjiru",
    title: "The Safe Space Philosophy",
    description:
      "Our commitments to dignity, confidentiality, faith without pressure and clear limits were written down and adopted by every mentor.",
  },
  {
    date: "March 2025",
    person: "Emmanuel Okafor",
    title: "Students from 50 universities",
    description:
      "Word spread campus to campus. Within weeks, students from 50 universities had applied, with no paid advertising.",
  },
  {
    date: "April 2025",
    person: "Dr. Patricia Evans",
    title: "The Student Wellbeing Assessment",
    description:
      "A five-area self-reflection helped students notice what their best days have in common, with a free coaching session to follow.",
  },
  {
    date: "May 2025",
    person: "Kojo Asante",
    title: "Chat with Ember",
    description:
      "A Purpose Discovery Assistant began answering questions day and night, with crisis safeguards that always point to real help first.",
  },
  {
    date: "June 2025",
    person: "Daniel Osei",
    title: `The ${programme.weeks}-week structure`,
    description: `The summer cohort tested an ${programme.weeks}-week journey ending in a ${programme.actionPlanHorizon} action plan. It became our standard path.`,
  },
  {
    date: "June 2025",
    person: "Wanjiru Kamau",
    title: "Badges to celebrate small steps",
    description:
      "Six badge categories began marking milestones, from the First Step Champion to the Wellness Champion.",
  },
  {
    date: "July 2025",
    person: "Sarah Whitfield",
    title: `A team of ${figures.teamMembers}`,
    description: `The volunteer team reached ${figures.teamMembers} members across ${figures.teamCountries} countries and ${figures.teamContinents} continents.`,
  },
  {
    date: "August 2025",
    person: "Emmanuel Okafor",
    title: "Academic credit and stipend tracks",
    description: `Students could now earn academic credit (${programme.weeklyHours.academicCredit} hours a week) or join the stipend track (${programme.weeklyHours.stipend} hours a week).`,
  },
  {
    date: "September 2025",
    person: "Rachel Stone",
    title: "The Great Social Media Lie",
    description:
      "Our first long-form article for parents and young adults on fake engagement, published with the Hearth Families Network.",
  },
  {
    date: "September 2025",
    person: "Camille Baptiste",
    title: `${figures.countries} countries`,
    description: `Participants joined from ${figures.countries} countries, from Kingston to Kampala to Calgary.`,
  },
  {
    date: "October 2025",
    person: "Ifeoma Nwosu",
    title: `${figures.participants} participants`,
    description: `Our impact review counted ${figures.participants} participants, ${figures.students} students mentored and a ${figures.satisfaction} satisfaction rate.`,
  },
  {
    date: "November 2025",
    person: `${founderFullName} and the team`,
    title: "One year of faithfulness",
    description: `${productName} marked its first year with ${figures.conversations} conversations, ${figures.questionsAnswered} questions answered and ${figures.volunteerHours} volunteer hours, still on about ${figures.monthlyBudget} a month.`,
  },
  {
    date: "Ongoing",
    person: "You",
    title: "The next chapter",
    description: "Every new member adds a line to this story. The next one could be yours.",
  },
];

export const historyTimeline = {
  heading: "Moment by moment",
  intro: "Twenty-two moments, and the people who made them happen.",
  fullTimeline: { label: `See ${founderName}'s Complete Timeline`, to: pathOf("Timeline", siteConfig) },
} as const;

/** 'Where We Are Today' (product.md#history; figures of #marketing-figures). */
export const whereWeAreToday = {
  heading: "Where We Are Today",
  intro: "Numbers only tell part of the story, but they are worth celebrating.",
  stats: [
    { value: figures.participants, label: "participants" },
    { value: figures.satisfaction, label: "satisfaction rate" },
    { value: figures.countries, label: "countries reached" },
    { value: figures.students, label: "students mentored" },
    { value: figures.streamCountries, label: "countries reached by music" },
    { value: figures.streamCities, label: "cities" },
    { value: figures.invested, label: "invested to start" },
    { value: figures.monthlyBudget, label: "monthly budget" },
  ] satisfies readonly Stat[],
} as const;

export const historyClosing = {
  heading: "The story is still being written",
  body: `Read how it began for ${founderName}, or take your own first step with ${productName}.`,
  actions: [
    { label: `Read ${founderName}'s Journey`, to: pathOf("FounderStory", siteConfig) },
    { label: "Be Part of the Story", to: pathOf("GetStarted", siteConfig) },
  ],
} as const;
