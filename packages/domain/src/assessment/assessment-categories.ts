/**
 * The five areas of the Student Wellbeing Assessment (product.md#assessment-answers) and the statements a
 * student rates. The product description withholds the original statements; these are ours
 * (docs/decisions/0018-assessment-scoring-statements-and-chart.md): each describes a helpful habit in the
 * first person and in the positive, so that "Consistently" is always the strong answer and a higher score
 * always means more wellbeing.
 */
export const assessmentCategoryKeys = ["academics", "finances", "social", "precision", "physical"] as const;
export type AssessmentCategoryKey = (typeof assessmentCategoryKeys)[number];

export interface AssessmentCategory {
  readonly key: AssessmentCategoryKey;
  readonly name: string;
  readonly subtitle: string | null;
  readonly statements: readonly [string, string, string, string, string];
}

export const assessmentCategories: readonly AssessmentCategory[] = [
  {
    key: "academics",
    name: "Academics",
    subtitle: null,
    statements: [
      "I keep up with my coursework and hand in assignments on time.",
      "I plan my study time for the week ahead.",
      "I ask a teacher, tutor or classmate for help when I am stuck.",
      "I can see how what I am learning connects to my goals.",
      "I have a place and a time where I can study with focus.",
    ],
  },
  {
    key: "finances",
    name: "Finances",
    subtitle: "Be open and honest with yourself",
    statements: [
      "I know how much money comes in and goes out each month.",
      "I follow a budget or spending plan.",
      "I set aside some money for savings or unexpected costs.",
      "I know where to find financial aid, scholarships or money advice.",
      "I can think about my finances calmly and make a plan.",
    ],
  },
  {
    key: "social",
    name: "Social Connections",
    subtitle: "There are no right or wrong answers",
    statements: [
      "I have at least one person I can talk to when things are hard.",
      "I spend time with friends or family in ways that recharge me.",
      "I feel that I belong in my school or community.",
      "I reach out to check in on the people around me.",
      "I take part in a group, club, team or faith community.",
    ],
  },
  {
    key: "precision",
    name: "Precision",
    subtitle: null,
    statements: [
      "I finish what I start.",
      "I check my work for mistakes before I hand it in.",
      "I write down my tasks and deadlines so nothing slips.",
      "I break big goals into small, concrete steps.",
      "I keep the promises I make to myself and to others.",
    ],
  },
  {
    key: "physical",
    name: "Physical Wellbeing",
    subtitle: "There are no right or wrong answers",
    statements: [
      "I get at least seven hours of sleep on school nights.",
      "I move my body for at least 30 minutes a day.",
      "I eat regular meals that give me energy.",
      "I drink enough water through the day.",
      "I take breaks to rest and recover when I need them.",
    ],
  },
];

/** Questions per category and the answer scale (product.md#assessment-answers, #behaviour-limits). */
export const QUESTIONS_PER_CATEGORY = 5;
export const MAX_ANSWER = 4;

export const answerScale = [
  { value: 0, label: "Never" },
  { value: 1, label: "Rarely" },
  { value: 2, label: "Sometimes" },
  { value: 3, label: "Most Times" },
  { value: 4, label: "Consistently" },
] as const;
export type AnswerValue = (typeof answerScale)[number]["value"];

/** Answers as product.md#assessment-answers keeps them: per category, question index (0-4) to score (0-4). */
export type CategoryAnswers = Readonly<Partial<Record<number, number>>>;
export type AssessmentAnswers = Readonly<Partial<Record<AssessmentCategoryKey, CategoryAnswers>>>;
