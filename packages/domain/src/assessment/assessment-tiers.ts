/**
 * One of the five recommendations of a tier: the title of product.md#the-assessment-wizard and practical
 * advice of our own.
 */
export interface AssessmentRecommendation {
  readonly title: string;
  readonly advice: string;
}

export interface AssessmentTier {
  /** Stable key for storage and styling; `name` is what people read. */
  readonly key: "beginning" | "developing" | "discovering" | "excelling";
  readonly name: string;
  readonly description: string;
  /** The highest overall score in this tier (inclusive); the last tier has none. */
  readonly upTo: number | null;
  readonly recommendations: readonly AssessmentRecommendation[];
}

/**
 * The tiers of product.md#the-assessment-wizard from the lowest; the thresholds are 1, 2 and 3.25
 * inclusive (product.md#behaviour-limits).
 */
export const assessmentTiers: readonly AssessmentTier[] = [
  {
    key: "beginning",
    name: "Beginning - The Listener",
    description: "You're at the beginning of your wellbeing journey.",
    upTo: 1,
    recommendations: [
      {
        title: "Microhabits",
        advice:
          "Pick one habit so small it is hard to skip, such as two minutes of planning each morning. Do it daily for two weeks before adding another.",
      },
      {
        title: "Structured Connection",
        advice:
          "Put one regular meeting with a friend, mentor or small group in your calendar each week. A fixed time makes connection happen even on hard weeks.",
      },
      {
        title: "Resource Orientation",
        advice:
          "Find out where your school's tutoring, counselling and financial aid offices are and how to book them. Knowing the door makes it easier to knock.",
      },
      {
        title: "Daily Wins Journal",
        advice:
          "Each evening, write down one thing that went well, however small. Over a month it shows you what already works.",
      },
      {
        title: "Comfort Boundaries",
        advice:
          "Notice what drains you and say no to one of those things this week. Protecting your energy is a skill, not selfishness.",
      },
    ],
  },
  {
    key: "developing",
    name: "Developing - The Explorer",
    description: "You're developing awareness of what works for you.",
    upTo: 2,
    recommendations: [
      {
        title: "Strength Focus",
        advice:
          "Look at your highest-scoring area and ask what makes it work. Borrow that approach for your lowest area.",
      },
      {
        title: "Consistency Building",
        advice:
          "Choose two habits you already do some of the time and tie each to something you do every day, like a meal or your commute.",
      },
      {
        title: "Strategic Scheduling",
        advice:
          "Block time each week for study, rest and people before the week fills up. Treat those blocks like appointments.",
      },
      {
        title: "Peer Connection",
        advice:
          "Join or start a small group of 3 to 8 peers working on similar goals. Checking in with others keeps you moving.",
      },
      {
        title: "Reflection Routine",
        advice:
          "Spend ten minutes at the end of each week on what worked, what did not and what you will try next. Write it down so you can see your progress.",
      },
    ],
  },
  {
    key: "discovering",
    name: "Discovering - The Collaborator",
    description: "You have strong foundations in place.",
    upTo: 3.25,
    recommendations: [
      {
        title: "Systems Refinement",
        advice:
          "Review the routines you rely on and remove one step that no longer helps. Small adjustments keep a good system from going stale.",
      },
      {
        title: "Knowledge Sharing",
        advice:
          "Teach one thing that works for you to a classmate or younger student. Explaining it deepens your own understanding.",
      },
      {
        title: "Proactive Planning",
        advice:
          "Look three to four months ahead and note the busy periods and deadlines. Prepare for them now rather than reacting later.",
      },
      {
        title: "Skill Expansion",
        advice:
          "Choose one new skill that supports your goals, such as public speaking or budgeting, and practise it weekly.",
      },
      {
        title: "Integration Focus",
        advice:
          "Connect your areas of life: study with a friend, walk while you plan, or budget for things that keep you well.",
      },
    ],
  },
  {
    key: "excelling",
    name: "Excelling - The Humble Guide",
    description: "You've developed effective wellbeing practices.",
    upTo: null,
    recommendations: [
      {
        title: "Legacy Planning",
        advice:
          "Think about what you want to leave behind in your school or community and take one step toward it this month.",
      },
      {
        title: "Future Adaptation",
        advice:
          "Ask how your routines will need to change for your next season, such as a new job or graduate study, and try the change early.",
      },
      {
        title: "Challenge Seeking",
        advice:
          "Take on one goal that stretches you beyond what feels comfortable. Growth keeps strong habits meaningful.",
      },
      {
        title: "Community Contribution",
        advice:
          "Offer your time as a mentor or group leader. Helping others stay well is one of the best ways to stay well yourself.",
      },
      {
        title: "Continued Learning",
        advice:
          "Keep reading, listening and asking for feedback. Humble guides stay students of their own wellbeing.",
      },
    ],
  },
];
