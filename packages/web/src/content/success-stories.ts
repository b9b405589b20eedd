import { figures, pathOf, programme, siteConfig } from "@ember/domain";
import type { PageIntroCopy, ProfessionalStoryCopy, StudentStoryCopy } from "./types.ts";

const { productName } = siteConfig;

export const successStoriesIntro: PageIntroCopy = {
  meta: {
    title: "Success Stories",
    description: `${figures.studentStories} student stories and ${figures.professionalStories} professional journeys from the ${productName} community: the projects, achievements and impact of people who found their purpose.`,
  },
  eyebrow: "About Us",
  title: "Success Stories",
  tagline: "Ordinary people, faithful steps, remarkable change.",
  intro: [
    `These are the people who make ${productName} what it is. Students who arrived unsure of their major and left leading projects in their communities. Professionals who turned years of experience into mentorship for the next generation. Each of them started with a single conversation.`,
    `Here you will find ${figures.studentStories} student stories, with the hours they invested, the projects they built and the impact that followed, alongside the journeys of professionals who chose to pour back into others. We share them with permission, and with gratitude.`,
    "Read them for encouragement, for ideas, or simply as proof that your own story is not finished yet.",
  ],
  actions: [
    { label: "Start Your Journey", to: pathOf("GetStarted", siteConfig) },
    { label: "Meet the Team", to: pathOf("Team", siteConfig), variant: "outline" },
  ],
};

/** Student stories (product.md#success-stories): names are changed; shared with permission. */
export const studentStories: readonly StudentStoryCopy[] = [
  {
    name: "Amara O.",
    university: "University of Lagos",
    hours: "140 hours",
    project: "A peer study circle for first-generation engineering students",
    achievement: "Grew the circle from 4 to 31 regular members in one semester",
    impact: "Members' pass rate in first-year calculus rose, and three now lead circles of their own.",
  },
  {
    name: "Daniel R.",
    university: "University of Toronto",
    hours: "96 hours",
    project: "Sunday-evening check-in calls for international students far from home",
    achievement: "Held 40 consecutive weekly calls without missing one",
    impact: "Over 60 students found a friendly voice during their first winter in Canada.",
  },
  {
    name: "Keisha M.",
    university: "University of the West Indies, Mona",
    hours: "120 hours",
    project: "A songwriting workshop that helps teens put hard feelings into words",
    achievement: "Recorded a 6-song community EP written entirely by workshop members",
    impact: "Twenty-two teens performed their own songs at a parish youth night.",
  },
  {
    name: "Samuel K.",
    university: "University of Nairobi",
    hours: "150 hours",
    project: "Financial literacy sessions for market traders' families",
    achievement: "Designed a 6-lesson budgeting course in English and Kiswahili",
    impact: "Forty-five families started a savings habit; several opened their first accounts.",
  },
  {
    name: "Priya S.",
    university: "Rutgers University",
    hours: "88 hours",
    project: "A quiet-hour study room with a mentor on call during exam season",
    achievement: "Secured a library room and 12 volunteer mentors for finals week",
    impact: "More than 200 student visits in two weeks, many of them first-years.",
  },
  {
    name: "Kwame A.",
    university: "Kwame Nkrumah University of Science and Technology",
    hours: "160 hours",
    project: "Solar-powered phone charging for a rural secondary school's study hall",
    achievement: "Raised funds locally and installed the kit with two classmates",
    impact: "Students can now study after dark; the head teacher reports fewer missed assignments.",
  },
  {
    name: "Hannah L.",
    university: "Ohio State University",
    hours: "110 hours",
    project: "Letters of encouragement exchanged between students and care-home residents",
    achievement: "Paired 38 students with residents for a full academic year",
    impact: "Friendships across three generations; two residents attended a student's graduation.",
  },
  {
    name: "Thabo N.",
    university: "University of Cape Town",
    hours: "132 hours",
    project: "Mock interview evenings for students who are first in their family at university",
    achievement: "Recruited 15 alumni volunteers to run practice interviews",
    impact: "Nineteen participants landed internships or graduate roles that year.",
  },
  {
    name: "Gabriela T.",
    university: "University of Texas at El Paso",
    hours: "102 hours",
    project: "A bilingual homework club for the children of night-shift workers",
    achievement: "Kept the club open three evenings a week for two semesters",
    impact: "Parents reported calmer evenings; several children moved up a reading level.",
  },
  {
    name: "Joshua E.",
    university: "Covenant University",
    hours: "124 hours",
    project: "A campus-wide 'phone-free hour' challenge with reflection prompts",
    achievement: "Over 500 students took part in the first week",
    impact: "Inspired a student-led discussion series on screen time and purpose.",
  },
  {
    name: "Naomi W.",
    university: "Howard University",
    hours: "115 hours",
    project: "A mentoring pipeline pairing sophomores with incoming freshmen",
    achievement: "Matched 54 pairs and trained every mentor in active listening",
    impact: "Freshmen in the programme reported feeling they belonged sooner.",
  },
  {
    name: "Ethan B.",
    university: "McGill University",
    hours: "90 hours",
    project: "A podcast interviewing local leaders about the turning points of their lives",
    achievement: "Published 14 episodes and built a small, loyal listenership",
    impact: "Two guests now mentor students they met through the show.",
  },
  {
    name: "Fatima Y.",
    university: "Ahmadu Bello University",
    hours: "138 hours",
    project: "Menstrual health kits and dignity talks for girls in nearby schools",
    achievement: "Distributed 600 kits with support from a local women's cooperative",
    impact: "Teachers noted better attendance among girls during the term.",
  },
  {
    name: "Marcus J.",
    university: "Georgia State University",
    hours: "128 hours",
    project: "Basketball-and-breakfast Saturdays with life-skills talks",
    achievement: "Averaged 35 young people every Saturday for a semester",
    impact: "A safe weekend routine for teens; three joined the college's bridge programme.",
  },
  {
    name: "Grace A.",
    university: "University of Ghana",
    hours: "106 hours",
    project: "A prayer-and-planning breakfast for final-year students",
    achievement: "Helped 27 classmates write their first post-graduation plan",
    impact: "Students left with clear next steps, and the breakfast continues under new leaders.",
  },
  {
    name: "Leah C.",
    university: "University of British Columbia",
    hours: "94 hours",
    project: "Digital wellbeing workshops for high-school students and their parents",
    achievement: "Ran 9 workshops across 4 schools with a co-facilitator",
    impact: "Families drafted their own screen agreements at the kitchen table.",
  },
  {
    name: "Brian O.",
    university: "Strathmore University",
    hours: "145 hours",
    project: "A coding club teaching web basics to secondary-school leavers",
    achievement: "Twelve graduates built and published their first websites",
    impact: "Four now earn income from freelance web work while they study.",
  },
];

/** Professional stories (product.md#success-stories). */
export const professionalStories: readonly ProfessionalStoryCopy[] = [
  {
    name: "Monica D.",
    title: "HR Director turned volunteer mentor",
    background:
      "Twenty years in corporate human resources, hiring hundreds of people and quietly wondering why so many of them felt lost in jobs that looked perfect on paper.",
    philosophy: "A title tells you what someone does. A conversation tells you who they are becoming.",
    impact:
      "Mentors eight students a year and has helped more than thirty members prepare for their first professional interviews.",
  },
  {
    name: "Peter A.",
    title: "Civil engineer and small-business founder",
    background:
      "Built roads across West Africa before starting his own firm, and learned the hard way that a business without purpose burns out its people.",
    philosophy: "Measure twice, cut once, and check on your people every single day.",
    impact:
      "Leads a Professional Plan cohort on entrepreneurship; three members have launched small businesses with his guidance.",
  },
  {
    name: "Rachel S.",
    title: "Secondary-school teacher and youth pastor",
    background:
      "Spent a decade in the classroom and the church youth room, watching social media reshape how teenagers see themselves.",
    philosophy:
      "Every young person needs one adult who is not impressed by their followers and is impressed by them.",
    impact:
      "Co-authored our parent resources and trained more than forty volunteers in leading safe, honest small groups.",
  },
];

export const successTabs = {
  label: "Story collections",
  defaultTab: "students",
  students: {
    value: "students",
    label: `Student Success (${figures.studentStories} Stories)`,
    heading: "Student success",
    intro: "Students who turned a spark into a project, and a project into real change.",
    labels: { project: "PROJECT", achievement: "ACHIEVEMENT", impact: "IMPACT", hours: "invested" },
  },
  professionals: {
    value: "professionals",
    label: "Professional Impact",
    heading: "Professional impact",
    intro: "Professionals who chose to pour their experience back into the next generation.",
    labels: { background: "BACKGROUND", impact: "IMPACT" },
  },
} as const;

export const keyThemes = {
  heading: "Key Themes Across All Stories",
  items: [
    {
      title: "It started with one conversation",
      body: "Almost every story begins with someone being asked a good question and truly listened to.",
    },
    {
      title: "Purpose grows in community",
      body: `Small groups of ${programme.groupSize} peers gave people courage to try, fail and try again.`,
    },
    {
      title: "Small, consistent steps",
      body: "Weekly hours, faithfully given, added up to projects that changed neighbourhoods.",
    },
    {
      title: "Serving others",
      body: "The people who grew the most were the ones who turned around and helped someone else.",
    },
  ],
} as const;

export const successClosing = {
  heading: "Your Story Could Be Next",
  body: "Every person on this page started exactly where you are: with a question, a spark and one brave step.",
  actions: [
    { label: "Start Your Journey", to: pathOf("GetStarted", siteConfig) },
    { label: "Meet the Team", to: pathOf("Team", siteConfig) },
  ],
} as const;
