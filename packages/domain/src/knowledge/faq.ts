import { siteConfig } from "../site-config.ts";
import { figures, programme } from "../site-figures.ts";

export interface QuestionAnswer {
  readonly question: string;
  readonly answer: string;
}

/** An FAQ category (product.md#static-content): one of the five foundational principles. */
export interface FaqCategory {
  /** The tab's id: 'faith', 'connection', ... */
  readonly value: string;
  readonly name: string;
  readonly description: string;
  readonly items: readonly QuestionAnswer[];
}

const { founderName, productName, trialDays } = siteConfig;
const { groupSize, weeks, actionPlanHorizon, weeklyHours } = programme;

/**
 * The FAQ by the five foundational principles (product.md#who-it-is-for, #faq); 'faith' is open by default.
 * Figures from product.md#the-programme. Shared by the FAQ page and the chat assistant, so the two never tell
 * different stories.
 */
export const faqCategories: readonly FaqCategory[] = [
  {
    value: "faith",
    name: "Faith",
    description:
      "Our work is founded through prayer and built on faith. Here is what that means for you, whatever you believe.",
    items: [
      {
        question: `Do I have to be a Christian, or religious at all, to join ${productName}?`,
        answer: `No. ${productName} is faith-inspired, and many of us pray for the people we serve, but faith is never a condition for being welcome. Members come from many traditions and from none. You will never be pressured to believe anything, and you are free to leave faith conversations aside entirely.`,
      },
      {
        question: "How does faith actually show up in the programme?",
        answer: `Mostly in how we treat people: with patience, humility and the conviction that every person is made with a purpose. Some mentors open or close sessions with a short prayer if the group wants it, and our reflection prompts sometimes draw on scripture. Your mentor will always ask first, and "no thank you" is always a good answer.`,
      },
      {
        question: "Is this a church or a ministry?",
        answer: `${productName} is a mentorship and purpose-discovery community, not a church, and we do not replace one. Several of our volunteers serve in ministry, and we are happy to encourage your own faith community, but our focus is helping you discover your purpose and act on it.`,
      },
      {
        question: `Is ${productName} counselling or therapy?`,
        answer: `No. Our mentors are not licensed mental health professionals, and ${productName} is not a clinical or crisis service. We listen, encourage and help you plan; we do not diagnose or treat. If you are struggling, we will help you find professional care, and if you are in crisis, please call or text 988 in the US or contact your local emergency services.`,
      },
    ],
  },
  {
    value: "connection",
    name: "Connection",
    description:
      "Purpose is discovered in relationship, so we build small, steady communities where you are known.",
    items: [
      {
        question: "How big are the small groups?",
        answer: `Small groups have ${groupSize} peers and a mentor. That is big enough for fresh perspectives and small enough that everyone is heard. Groups are matched by schedule, season of life and the causes you care about.`,
      },
      {
        question: "How is the programme structured?",
        answer: `Each cohort follows an ${weeks}-week structure: discovering your story and strengths, naming your fire, testing it in your community, and shaping a plan. You finish with a personal action plan for the next ${actionPlanHorizon}, and you can keep meeting with your group afterwards.`,
      },
      {
        question: "Can international students participate?",
        answer: `Yes. We have welcomed participants from ${figures.countries} countries. Sessions are online, we schedule across time zones, and our team itself spans ${figures.teamCountries} countries. If English is not your first language, tell us; your mentor will slow down and the site can be translated.`,
      },
      {
        question: "Can I choose one-on-one mentorship instead of a group?",
        answer: `Absolutely. You can choose one-on-one mentorship, a small group of ${groupSize} peers, or both. If you are not sure, choose "not sure" on the application and we will talk it through in your free session with ${founderName}.`,
      },
    ],
  },
  {
    value: "family",
    name: "Family",
    description:
      "We honour the people who raised you and the families you are building, and we walk with parents too.",
    items: [
      {
        question: "I am a parent. Can I be involved in my young adult's journey?",
        answer: `We love it when families walk together. With your young adult's permission, mentors can share the goals and action plan they are working on. Our article "The Great Social Media Lie" also offers practical conversations to have at home.`,
      },
      {
        question: "How do I balance the programme with family responsibilities?",
        answer: `Commitments are set with you, not for you. Many members are parents or carers; your mentor will help you fit the work into your week and adjust when family needs come first. Patience is one of our five principles for a reason.`,
      },
      {
        question: "Can siblings or spouses join the same group?",
        answer: `They can join ${productName}, but we usually place family members in different small groups so that each person has room to speak freely. Families are welcome to work on a shared project, and many do.`,
      },
    ],
  },
  {
    value: "leadership",
    name: "Leadership",
    description:
      "Leadership starts with serving well. We grow leaders who listen first and help others rise.",
    items: [
      {
        question: "How much time do I need to commit each week?",
        answer: `It depends on your track. On the volunteer track, plan for ${weeklyHours.volunteer} hours a week. If you are earning academic credit, plan for ${weeklyHours.academicCredit} hours a week, and the stipend track asks ${weeklyHours.stipend} hours a week. That includes your mentorship session, your group and your project work.`,
      },
      {
        question: "Can I earn academic credit?",
        answer: `Yes, where your university allows it. Academic credit participants commit ${weeklyHours.academicCredit} hours a week, keep a project portfolio and have monthly progress reviews. We provide documentation for your advisor; the credit itself is awarded by your institution.`,
      },
      {
        question: "Is there a paid or stipend option?",
        answer: `A limited number of stipend positions are available for members leading community projects. Stipend participants commit ${weeklyHours.stipend} hours a week and report on their project's progress. Ask about it in your free session.`,
      },
      {
        question: "What happens after my internship ends?",
        answer: `Your story does not end with the ${weeks} weeks. Many members keep working their ${actionPlanHorizon} action plan with their group, become mentors to newer members or join our volunteer team. We will also write references and make introductions where we can.`,
      },
    ],
  },
  {
    value: "career",
    name: "Career",
    description:
      "Your work can be an expression of your purpose. We help you find where your gifts meet real needs.",
    items: [
      {
        question: `How do I know if ${productName} is the right fit for me?`,
        answer: `If you are asking what your life is for, want a community that takes that question seriously, and are willing to do some honest work, you are in the right place. The ${trialDays}-day free trial, with no payment information, lets you find out for yourself.`,
      },
      {
        question: "What makes it different from other programs?",
        answer: `Real people and real conversations. Instead of a course to click through, you get live mentorship, a small group that knows your name and an action plan for the next ${actionPlanHorizon} built around your life. It is faith-inspired, evidence-minded and priced so cost is not the barrier.`,
      },
      {
        question: "Does the Professional Plan help with career changes?",
        answer: `Yes. Professionals get career transition support, executive mentorship, leadership training modules and work-life integration coaching, alongside everything in the Student Plan. Many use the ${weeks}-week structure to test a new direction before they leap.`,
      },
      {
        question: "Do you guarantee a job?",
        answer:
          "No one honestly can. We offer job placement support, introductions, portfolio feedback and encouragement, and we celebrate every offer. What we can promise is that you will not be figuring it out alone.",
      },
    ],
  },
];
