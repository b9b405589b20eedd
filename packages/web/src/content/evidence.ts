import { figures, pathOf, programme, siteConfig } from "@ember/domain";
import type { Action, PageIntroCopy, Stat, StudyCopy, TabCopy } from "./types.ts";

const { founderName, productName } = siteConfig;

export const evidenceIntro: PageIntroCopy = {
  meta: {
    title: "Evidence & Research",
    description: `The research behind ${productName}: why a sense of purpose, safe spaces and real mentorship help people flourish, and what our own model has shown so far.`,
  },
  eyebrow: "Why it works",
  title: "Evidence & Research",
  tagline: "Faith gives us the why. Research helps us get the how right.",
  intro: [
    `We believe every person is made with a purpose, and we also believe in checking our work. ${productName} is built on what decades of research keep finding: people who can name what they are living for tend to be healthier, more resilient and more engaged, and people grow fastest in places where they feel safe enough to be honest.`,
    "Long-running studies have linked a sense of purpose in life with better wellbeing and even longer lives across adulthood, and organisational research on psychological safety shows that groups where people can speak up without fear learn and perform better. Mentorship studies add a simple truth: one caring, consistent adult can change a young person's trajectory.",
    `On this page we gather that research in three places: purpose, safe spaces, and our own model, which has reached people in ${figures.streamCountries} countries with a ${figures.satisfaction} satisfaction rate on a budget of about ${figures.monthlyBudget} a month. We share it plainly, with its sources, so you can weigh it for yourself.`,
  ],
  actions: [
    { label: "Start Your Journey", to: pathOf("GetStarted", siteConfig) },
    { label: "Meet the Team", to: pathOf("Team", siteConfig), variant: "outline" },
  ],
};

/**
 * The research tabs (product.md#evidence); 'purpose' is open by default. Citations are real, published
 * studies.
 */
export const evidenceTabs = {
  heading: "What the research says",
  intro:
    "Findings describe groups of people, not promises about any one person. We share them because they shape how we work.",
  defaultTab: "purpose",
  tabs: [
    {
      value: "purpose",
      label: "Purpose",
      heading: "A sense of purpose",
      intro: "People who can name what they live for tend to live longer, healthier and more engaged lives.",
      items: [
        {
          title: "Purpose in Life as a Predictor of Mortality Across Adulthood",
          source: "Hill & Turiano, Psychological Science (2014)",
          finding:
            "Following more than 6,000 US adults for 14 years, researchers found that people who reported a greater sense of purpose were less likely to die during the follow-up, and the link held for younger, middle-aged and older adults alike.",
        },
        {
          title: "Association Between Life Purpose and Mortality Among US Adults Older Than 50 Years",
          source: "Alimujiang et al., JAMA Network Open (2019)",
          finding:
            "In a national sample of nearly 7,000 adults over 50, those with the strongest sense of life purpose had markedly lower all-cause mortality than those with the weakest, suggesting purpose is worth cultivating at every age.",
        },
        {
          title: "Purpose in Life Is Associated With Mortality Among Community-Dwelling Older Persons",
          source: "Boyle, Barnes, Buchman & Bennett, Psychosomatic Medicine (2009)",
          finding:
            "Among roughly 1,200 older adults followed for several years, a higher purpose-in-life score was associated with a substantially lower risk of death, even after accounting for depression, disability and chronic illness.",
        },
        {
          title: "The Development of Purpose During Adolescence",
          source: "Damon, Menon & Bronk, Applied Developmental Science (2003)",
          finding:
            "Purpose is a stable intention to accomplish something that is both meaningful to the self and of consequence to the world beyond it. The authors argue it is a central, teachable strength of healthy development in young people, best grown with the support of caring adults.",
        },
      ],
    },
    {
      value: "safe-spaces",
      label: "Safe Spaces",
      heading: "Safe spaces and belonging",
      intro: "People learn, speak up and grow where they feel safe, known and connected.",
      items: [
        {
          title: "Psychological Safety and Learning Behavior in Work Teams",
          source: "Edmondson, Administrative Science Quarterly (1999)",
          finding:
            "In a study of 51 work teams, teams whose members believed it was safe to take interpersonal risks asked more questions, sought more feedback and talked about mistakes more openly, and that learning behaviour was linked to better team performance.",
        },
        {
          title: "Social Relationships and Mortality Risk: A Meta-analytic Review",
          source: "Holt-Lunstad, Smith & Layton, PLoS Medicine (2010)",
          finding:
            "Combining 148 studies of more than 300,000 people, stronger social relationships were associated with about a 50% greater likelihood of survival over the follow-up periods, an effect comparable to well-known lifestyle risk factors.",
        },
        {
          title:
            "A Brief Social-Belonging Intervention Improves Academic and Health Outcomes of Minority Students",
          source: "Walton & Cohen, Science (2011)",
          finding:
            "A one-hour exercise helping first-year students see that worries about belonging are common and temporary raised grades over the following three years and improved self-reported health and wellbeing for the students most likely to feel they did not belong.",
        },
        {
          title: "How Effective Are Mentoring Programs for Youth? A Systematic Assessment of the Evidence",
          source:
            "DuBois, Portillo, Rhodes, Silverthorn & Valentine, Psychological Science in the Public Interest (2011)",
          finding:
            "Across 73 evaluations of youth mentoring programmes, mentoring had positive effects on behavioural, social, emotional and academic outcomes. Effects were modest on average and larger when mentors and young people shared goals and met consistently.",
        },
      ],
    },
    {
      value: "model",
      label: `The ${productName} Model`,
      heading: `The ${productName} model`,
      intro: `What we have seen since ${figures.founded}, measured by our own feedback forms and public platform data. We report it honestly, knowing it is not a controlled study.`,
      items: [
        {
          title: "Participants who would recommend the experience",
          source: `${productName} participant feedback forms`,
          finding: `${figures.satisfaction} of participants who completed our feedback forms rated their experience as satisfying, across ${figures.participants} participants in ${figures.countries} countries.`,
        },
        {
          title: "Reach without an advertising budget",
          source: "Public music-streaming listener data",
          finding: `${founderName}'s music, shared freely as an invitation to purpose, has reached listeners in ${figures.streamCountries} countries and ${figures.streamCities} cities, with ${figures.streams} streams, including ${figures.citiesInSevenDays} cities in a single 7-day stretch.`,
        },
        {
          title: "A lean, volunteer-powered model",
          source: `${productName} operating budget`,
          finding: `${productName} began with ${figures.invested} of ${founderName}'s savings and runs on about ${figures.monthlyBudget} a month. ${figures.volunteerHours} volunteer hours, not paid advertising, have carried the work to ${figures.students} students.`,
        },
        {
          title: "Conversations before curriculum",
          source: `${productName} conversation and question logs`,
          finding: `More than ${figures.conversations} one-to-one conversations and ${figures.questionsAnswered} answered questions have shaped our FAQ, our groups of ${programme.groupSize} peers and our ${programme.weeks}-week structure.`,
        },
      ],
    },
  ] satisfies readonly TabCopy<StudyCopy>[],
} as const;

/** Model stats (product.md#evidence). */
export const modelStats = {
  heading: `The ${productName} model in numbers`,
  intro: "Small budget, wide reach, people who say it helped.",
  stats: [
    { value: figures.satisfaction, label: "satisfaction" },
    { value: figures.streamCountries, label: "countries" },
    { value: figures.monthlyBudget, label: "monthly budget" },
  ] satisfies readonly Stat[],
} as const;

export const evidenceClosing = {
  heading: "Research is a starting point. Your story is the point.",
  body: `Studies tell us what tends to help. A conversation helps us find what will help you. ${productName} mentors are not licensed mental health professionals, and nothing here is a promise of treatment; it is an invitation to walk together.`,
  actions: [
    { label: "Start Your Journey", to: pathOf("GetStarted", siteConfig) },
    { label: "Meet the Team", to: pathOf("Team", siteConfig) },
  ] satisfies readonly Action[],
} as const;
