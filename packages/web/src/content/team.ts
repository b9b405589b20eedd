import { figures, pathOf, siteConfig } from "@ember/domain";
import type { AdvisorCopy, PageIntroCopy, TeamMemberCopy } from "./types.ts";

const { founderFullName, founderName, productName } = siteConfig;

export const teamIntro: PageIntroCopy = {
  meta: {
    title: "Our Team",
    description: `Meet the ${figures.teamMembers} volunteers behind ${productName}, across ${figures.teamCountries} countries and ${figures.teamContinents} continents: leadership, technology, wellness and ministry, education and family impact, and our advisors.`,
  },
  eyebrow: "About Us",
  title: "Our Team",
  tagline: `${figures.teamMembers} people, ${figures.teamCountries} countries, ${figures.teamContinents} continents, one calling.`,
  intro: [
    `${productName} is carried by a team of ${figures.teamMembers} people who give their time because someone once gave theirs to them. We are students and professionals, engineers and pastors, teachers and parents, spread across ${figures.teamCountries} countries and ${figures.teamContinents} continents and joined by a shared belief that nobody should have to find their purpose alone.`,
    `Led by ${founderName}, we are organised into leadership, technology and innovation, wellness and ministry, and education and family impact, with strategic advisors who keep us honest. We are mentors, not clinicians: none of us practises as a licensed mental health professional here, and we will always point you to the right help when you need more than a conversation.`,
  ],
  actions: [
    { label: "Our Safe Space Philosophy", to: pathOf("SafeSpace", siteConfig) },
    { label: `${founderName}'s Story`, to: pathOf("FounderStory", siteConfig), variant: "outline" },
    { label: `${founderName}'s Timeline`, to: pathOf("Timeline", siteConfig), variant: "outline" },
  ],
};

/** Leadership (product.md#team): the founder's card. */
export const founderCard: TeamMemberCopy = {
  name: founderFullName,
  title: "Founder & Executive Director",
  credentials: "BA Communications; songwriter; certified life coach",
  location: "Atlanta, Georgia, USA",
  journey: `Nearly dropped out of college until a campus minister made time every week. After years in a corporate job, ${founderName} founded ${productName} in ${figures.founded} with ${figures.invested} and a prayer.`,
  superpower: "Turning one conversation into a lifelong friendship.",
  impact: `Has held hundreds of the ${figures.conversations} conversations that shaped ${productName}, and mentors every new mentor.`,
};

/**
 * The team sections (product.md#team): with the founder, 21 members in 7 countries (figures.teamMembers).
 */
export const teamSections: readonly {
  readonly id: string;
  readonly heading: string;
  readonly intro: string;
  readonly members: readonly TeamMemberCopy[];
}[] = [
  {
    id: "core",
    heading: "Core Leadership",
    intro: "The people who keep mentorship, groups and operations running week after week.",
    members: [
      {
        name: "Naledi Khumalo",
        title: "Director of Mentorship",
        credentials: "BA Psychology; certified life coach",
        location: "Johannesburg, South Africa",
        journey: "Joined on a video call in 2024 and became our first volunteer mentor.",
        superpower: "Asking the question behind the question.",
        impact: "Wrote our mentor guidelines and has trained every mentor since.",
      },
      {
        name: "Daniel Osei",
        title: "Director of Small Groups",
        credentials: "MA Organisational Leadership",
        location: "Accra, Ghana",
        journey: "Led youth fellowships for a decade before shaping our first small group.",
        superpower: "Turning strangers into a circle of friends.",
        impact: "Designed the 8-week structure used by every cohort.",
      },
      {
        name: "Sarah Whitfield",
        title: "Director of Operations",
        credentials: "MBA; certified project manager",
        location: "Toronto, Canada",
        journey: "Left logistics consulting to make a volunteer team run like a family business.",
        superpower: "Calm spreadsheets in stormy weeks.",
        impact: "Keeps the whole programme running on about $16 a month.",
      },
      {
        name: "Tobi Adewale",
        title: "Community Director",
        credentials: "BSc Mass Communication",
        location: "Lagos, Nigeria",
        journey: "Found Ember through one of Jordan's songs and stayed to build the community.",
        superpower: "Remembering everyone's name and story.",
        impact: "Welcomes every new member within 24 hours.",
      },
      {
        name: "Camille Baptiste",
        title: "Director of Partnerships",
        credentials: "MA International Development",
        location: "Kingston, Jamaica",
        journey: "Spent years connecting churches and schools across the Caribbean.",
        superpower: "Finding the door nobody else noticed.",
        impact: "Opened partnerships that brought members from new countries.",
      },
    ],
  },
  {
    id: "tech",
    heading: "Technology & Innovation Team",
    intro: "Volunteers who build the tools that make every conversation easier to start.",
    members: [
      {
        name: "Marcus Reed",
        title: "Head of Technology",
        credentials: "BSc Computer Science",
        location: "Austin, Texas, USA",
        journey: "A software engineer who mentors on the side and built our first website in a weekend.",
        superpower: "Making complicated things simple.",
        impact: "Leads the platform that handles applications, badges and chat.",
      },
      {
        name: "Wanjiru Kamau",
        title: "Product Designer",
        credentials: "BA Design; UX certificate",
        location: "Nairobi, Kenya",
        journey: "Designs with students, not for them, testing every screen on a cheap phone.",
        superpower: "Seeing a page through a nervous first-timer's eyes.",
        impact: "Designed the badge system and the assessment experience.",
      },
      {
        name: "Ifeoma Nwosu",
        title: "Data & Impact Analyst",
        credentials: "MSc Statistics",
        location: "Abuja, Nigeria",
        journey: "Believes good stories deserve honest numbers.",
        superpower: "Finding the signal in a messy survey.",
        impact: "Runs our impact reviews and feedback forms.",
      },
      {
        name: "Liam Carter",
        title: "Platform Engineer",
        credentials: "BEng Software Engineering",
        location: "Vancouver, Canada",
        journey: "Joined after his younger brother found purpose in an Ember small group.",
        superpower: "Fixing things before anyone notices they broke.",
        impact: "Keeps the site fast, secure and accessible on any device.",
      },
      {
        name: "Kojo Asante",
        title: "Chat Experience Lead",
        credentials: "BSc Information Technology",
        location: "Kumasi, Ghana",
        journey: "Trained as a teacher before turning to technology.",
        superpower: "Writing words a machine can say kindly.",
        impact: "Shaped the Purpose Discovery Assistant and its crisis safeguards.",
      },
    ],
  },
  {
    id: "wellness",
    heading: "Wellness & Ministry Leadership",
    intro:
      "Mentors who care for the whole person: body, mind, spirit and community. They are not clinicians and always refer to professional care when it is needed.",
    members: [
      {
        name: "Rev. Grace Adjei",
        title: "Ministry Lead",
        credentials: "Master of Divinity",
        location: "Houston, Texas, USA",
        journey: "A hospital chaplain for twelve years who now mentors young leaders.",
        superpower: "Sitting with people in silence without rushing them.",
        impact: "Leads our optional prayer gatherings and mentor retreats.",
      },
      {
        name: "Dr. Esther Wanjiru",
        title: "Wellness Lead",
        credentials: "PhD Public Health; certified health coach",
        location: "Nairobi, Kenya",
        journey: "Researches healthy habits in young adults and volunteers as a mentor.",
        superpower: "Turning big goals into tiny daily habits.",
        impact: "Wrote our Safe Space Philosophy and wellness badge pathway.",
      },
      {
        name: "Michael Brooks",
        title: "Prayer & Care Coordinator",
        credentials: "BA Theology",
        location: "Chicago, Illinois, USA",
        journey: "Found his own purpose in a prison ministry and never stopped serving.",
        superpower: "Following up when everyone else forgets.",
        impact: "Coordinates care notes and referrals so no one slips through.",
      },
      {
        name: "Aaliyah Grant",
        title: "Wellbeing Programme Coordinator",
        credentials: "BSc Nutrition; certified fitness instructor",
        location: "Montego Bay, Jamaica",
        journey: "A former athlete who learned that rest is part of strength.",
        superpower: "Getting a group moving and laughing.",
        impact: "Runs the 30-day consistent-practice challenge.",
      },
      {
        name: "Sipho Dlamini",
        title: "Youth Ministry Mentor",
        credentials: "Diploma in Youth Work",
        location: "Durban, South Africa",
        journey: "Grew up in a township youth club that changed his life.",
        superpower: "Earning the trust of teenagers quickly.",
        impact: "Mentors our youngest members and their parents.",
      },
    ],
  },
  {
    id: "education",
    heading: "Education & Family Impact",
    intro: "Educators and parents helping students learn well and families talk well.",
    members: [
      {
        name: "Dr. Patricia Evans",
        title: "Education Director",
        credentials: "EdD Educational Leadership",
        location: "Charlotte, North Carolina, USA",
        journey: "A retired high-school principal who still believes in every student.",
        superpower: "Spotting potential in a failing grade.",
        impact: "Built the Student Wellbeing Assessment and academic credit track.",
      },
      {
        name: "Rachel Stone",
        title: "Family Resources Lead",
        credentials: "MEd; secondary-school teacher",
        location: "Columbus, Ohio, USA",
        journey: "A teacher and youth pastor who watched social media reshape her students.",
        superpower: "Saying hard things gently.",
        impact: "Co-authored The Great Social Media Lie for parents.",
      },
      {
        name: "Emmanuel Okafor",
        title: "University Partnerships Lead",
        credentials: "MSc Education Management",
        location: "Enugu, Nigeria",
        journey: "Former student-affairs officer who knows how lonely campus can be.",
        superpower: "Making a university office say yes.",
        impact: "Connected students from over 200 universities.",
      },
      {
        name: "Jasmine Lee",
        title: "Parent Engagement Coordinator",
        credentials: "BA Child & Youth Care",
        location: "Calgary, Canada",
        journey: "A mother of three who joined as a parent and stayed as a volunteer.",
        superpower: "Making every parent feel less alone.",
        impact: "Hosts our monthly parent conversations.",
      },
      {
        name: "Anthony Mwangi",
        title: "Student Success Coach",
        credentials: "BEd Mathematics",
        location: "Mombasa, Kenya",
        journey: "A maths teacher who tutors students across three time zones.",
        superpower: "Explaining anything twice without a sigh.",
        impact: "Coaches students on the stipend and credit tracks.",
      },
    ],
  },
];

export const leadershipSection = {
  heading: "Leadership",
  labels: {
    credentials: "Credentials",
    location: "Location",
    journey: "Journey",
    superpower: "Superpower",
    impact: "Impact",
  },
} as const;

/** Strategic Advisors (product.md#team). */
export const advisors = {
  heading: "Strategic Advisors",
  intro: "Wise friends who keep us faithful, focused and honest.",
  labels: { story: "Story", lesson: "Lesson" },
  items: [
    {
      name: "Pastor Ruth Mensah",
      role: "Spiritual Advisor",
      story: `As a campus minister, Ruth met ${founderName} for coffee every Thursday during the hardest year of college, and later prayed over the first idea for ${productName}.`,
      lesson: "Consistency is a form of love. Show up on the ordinary Thursdays.",
    },
    {
      name: "James Whitaker",
      role: "Nonprofit & Finance Advisor",
      story:
        "A retired nonprofit finance director who has seen good missions fail for want of simple systems.",
      lesson: "Small budgets, kept honestly, earn big trust.",
    },
    {
      name: "Dr. Helen Park",
      role: "Research Advisor",
      story:
        "A professor of education who studies belonging on campus and helps us measure our work truthfully.",
      lesson: "Let the evidence correct you; that is how you keep your promises.",
    },
  ] satisfies readonly AdvisorCopy[],
} as const;

export const teamClosing = {
  heading: "Want to serve with us?",
  body: `Every member of this team started as someone who needed a conversation. Read about how we keep our spaces safe, or follow ${founderName}'s journey.`,
  actions: [
    { label: "Our Safe Space Philosophy", to: pathOf("SafeSpace", siteConfig) },
    { label: `${founderName}'s Story`, to: pathOf("FounderStory", siteConfig) },
    { label: `${founderName}'s Timeline`, to: pathOf("Timeline", siteConfig) },
  ],
} as const;
