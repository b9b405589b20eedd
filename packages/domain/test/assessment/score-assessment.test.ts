import { describe, expect, it } from "vitest";
import {
  type AssessmentAnswers,
  assessmentCategories,
  assessmentCategoryKeys,
  assessmentTiers,
  formatScore,
  scoreAssessment,
  tierForScore,
} from "../../src/index.ts";

/** Five answers for a category, as product.md#assessment-answers keeps them ({0: a, 1: b, ...}). */
const five = (...values: number[]) => Object.fromEntries(values.map((v, i) => [i, v]));
const all = (value: number): AssessmentAnswers =>
  Object.fromEntries(assessmentCategoryKeys.map((key) => [key, five(value, value, value, value, value)]));

const tierNames = assessmentTiers.map((t) => t.name);

describe("tierForScore (product.md#the-assessment-wizard thresholds 1, 2, 3.25)", () => {
  it.each([
    [0, "Beginning - The Listener"],
    [0.5, "Beginning - The Listener"],
    [1.0, "Beginning - The Listener"],
    [1.05, "Developing - The Explorer"],
    [2.0, "Developing - The Explorer"],
    [2.04, "Discovering - The Collaborator"],
    [3.25, "Discovering - The Collaborator"],
    [3.3, "Excelling - The Humble Guide"],
    [4, "Excelling - The Humble Guide"],
  ])("%s is %s", (score, name) => {
    expect(tierForScore(score).name).toBe(name);
  });
});

describe("scoreAssessment (product.md#the-assessment-wizard)", () => {
  // Each row: answers, expected category scores (academics, finances, social, precision, physical),
  // overall and tier. Overalls at the thresholds come from real answer sets, where floating point
  // would otherwise put the mean of 0.2, 0.2, 4, 0.2 and 0.4 a hair above 1.
  it.each<[string, AssessmentAnswers, number[], number, string]>([
    ["all zeros", all(0), [0, 0, 0, 0, 0], 0, "Beginning - The Listener"],
    ["nothing answered", {}, [0, 0, 0, 0, 0], 0, "Beginning - The Listener"],
    ["all ones: exactly 1.0", all(1), [1, 1, 1, 1, 1], 1, "Beginning - The Listener"],
    [
      "1.0 from fractions that floating point sums to 1.0000000000000002",
      {
        academics: five(1, 0, 0, 0, 0),
        finances: five(0, 1, 0, 0, 0),
        social: five(4, 4, 4, 4, 4),
        precision: five(0, 0, 1, 0, 0),
        physical: five(1, 0, 1, 0, 0),
      },
      [0.2, 0.2, 4, 0.2, 0.4],
      1,
      "Beginning - The Listener",
    ],
    [
      "1.05: four categories at 1, 1, 1, 1.2, one left at 0",
      {
        academics: five(1, 1, 1, 1, 1),
        finances: five(1, 1, 1, 1, 1),
        social: five(1, 1, 1, 1, 1),
        precision: five(1, 1, 1, 1, 2),
        physical: five(0, 0, 0, 0, 0),
      },
      [1, 1, 1, 1.2, 0],
      1.05,
      "Developing - The Explorer",
    ],
    ["all twos: exactly 2.0", all(2), [2, 2, 2, 2, 2], 2, "Developing - The Explorer"],
    [
      "3.25: 3.2, 3.2, 3.4, 3.2 and one category at 0",
      {
        academics: five(3, 3, 3, 3, 4),
        finances: five(3, 3, 3, 3, 4),
        social: five(3, 3, 3, 4, 4),
        precision: five(3, 3, 3, 3, 4),
        physical: five(0, 0, 0, 0, 0),
      },
      [3.2, 3.2, 3.4, 3.2, 0],
      3.25,
      "Discovering - The Collaborator",
    ],
    [
      "3.3: 3.2, 3.4, 3.4, 3.2 and one category at 0",
      {
        academics: five(3, 3, 3, 3, 4),
        finances: five(3, 3, 3, 4, 4),
        social: five(3, 3, 3, 4, 4),
        precision: five(3, 3, 3, 3, 4),
        physical: five(0, 0, 0, 0, 0),
      },
      [3.2, 3.4, 3.4, 3.2, 0],
      3.3,
      "Excelling - The Humble Guide",
    ],
    ["all fours", all(4), [4, 4, 4, 4, 4], 4, "Excelling - The Humble Guide"],
    [
      "a mixed set: 2.4, 1.6, 3, 4, 0.4",
      {
        academics: five(2, 3, 2, 3, 2),
        finances: five(1, 2, 2, 1, 2),
        social: five(3, 3, 3, 3, 3),
        precision: five(4, 4, 4, 4, 4),
        physical: five(0, 1, 0, 1, 0),
      },
      [2.4, 1.6, 3, 4, 0.4],
      2.28,
      "Discovering - The Collaborator",
    ],
    [
      "a partly answered category counts what was answered; a missing one scores 0",
      { academics: { 0: 4, 2: 2 }, social: five(1, 1, 1, 1, 1) },
      [3, 0, 1, 0, 0],
      2,
      "Developing - The Explorer",
    ],
  ])("%s", (_name, answers, categories, overall, tier) => {
    const score = scoreAssessment(answers);
    expect(assessmentCategoryKeys.map((key) => score.categories[key])).toEqual(categories);
    expect(score.overall).toBe(overall);
    expect(score.tier.name).toBe(tier);
  });

  it("leaves categories averaging 0 out of the overall score", () => {
    const answers = { ...all(0), precision: five(4, 4, 4, 4, 4) };
    expect(scoreAssessment(answers).overall).toBe(4);
  });
});

describe("formatScore", () => {
  it.each([
    [0, "0.0"],
    [1, "1.0"],
    [1.05, "1.1"],
    [2.28, "2.3"],
    [3.25, "3.3"],
    [4, "4.0"],
  ])("%s reads %s", (score, text) => {
    expect(formatScore(score)).toBe(text);
  });
});

describe("the content of the assessment", () => {
  it("has product.md#assessment-answers' five categories with subtitles and five statements each", () => {
    expect(assessmentCategories.map((c) => [c.key, c.name, c.subtitle])).toEqual([
      ["academics", "Academics", null],
      ["finances", "Finances", "Be open and honest with yourself"],
      ["social", "Social Connections", "There are no right or wrong answers"],
      ["precision", "Precision", null],
      ["physical", "Physical Wellbeing", "There are no right or wrong answers"],
    ]);
    const statements = assessmentCategories.flatMap((c) => c.statements);
    expect(statements).toHaveLength(25);
    expect(new Set(statements).size).toBe(25);
    for (const statement of statements) {
      // First person and positively worded: "Never" is always the weak answer.
      expect(statement).toMatch(/^I /);
      expect(statement).not.toMatch(/\b(not|never|don't|can't|worry)\b/i);
    }
  });

  it("has the tiers and recommendation titles of product.md#the-assessment-wizard, with advice", () => {
    expect(tierNames).toEqual([
      "Beginning - The Listener",
      "Developing - The Explorer",
      "Discovering - The Collaborator",
      "Excelling - The Humble Guide",
    ]);
    expect(assessmentTiers.map((t) => t.description)).toEqual([
      "You're at the beginning of your wellbeing journey.",
      "You're developing awareness of what works for you.",
      "You have strong foundations in place.",
      "You've developed effective wellbeing practices.",
    ]);
    expect(assessmentTiers.map((t) => t.recommendations.map((r) => r.title))).toEqual([
      [
        "Microhabits",
        "Structured Connection",
        "Resource Orientation",
        "Daily Wins Journal",
        "Comfort Boundaries",
      ],
      [
        "Strength Focus",
        "Consistency Building",
        "Strategic Scheduling",
        "Peer Connection",
        "Reflection Routine",
      ],
      [
        "Systems Refinement",
        "Knowledge Sharing",
        "Proactive Planning",
        "Skill Expansion",
        "Integration Focus",
      ],
      [
        "Legacy Planning",
        "Future Adaptation",
        "Challenge Seeking",
        "Community Contribution",
        "Continued Learning",
      ],
    ]);
    for (const { advice } of assessmentTiers.flatMap((t) => t.recommendations)) {
      const sentences = advice.split(/(?<=[.!?])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
    }
  });
});
