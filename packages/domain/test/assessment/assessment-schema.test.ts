import { describe, expect, it } from "vitest";
import { assessmentCategoryKeys, assessmentSubmissionSchema } from "../../src/index.ts";

const five = (v: number) => ({ 0: v, 1: v, 2: v, 3: v, 4: v });
const answers = Object.fromEntries(assessmentCategoryKeys.map((key) => [key, five(3)]));
const valid = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.org", answers };

const problems = (input: unknown) => {
  const result = assessmentSubmissionSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("assessmentSubmissionSchema (product.md#assessment-answers, #assessment-rules)", () => {
  it("accepts the contact and 25 answers with string or number question keys, dropping anything else", () => {
    const parsed = assessmentSubmissionSchema.parse({
      ...valid,
      first_name: "  Ada ",
      overall: 4,
      tier: "Excelling - The Humble Guide",
      answers: { ...answers, academics: { "0": 0, "1": 1, "2": 2, "3": 3, "4": 4 } },
    });
    expect(parsed).toEqual({
      ...valid,
      answers: { ...answers, academics: { 0: 0, 1: 1, 2: 2, 3: 3, 4: 4 } },
    });
  });

  it.each([
    [
      "an answer of 5",
      { ...answers, finances: { ...five(2), 3: 5 } },
      "answers.finances.3: must be a whole number from 0 to 4",
    ],
    [
      "an answer of -1",
      { ...answers, social: { ...five(2), 0: -1 } },
      "answers.social.0: must be a whole number from 0 to 4",
    ],
    [
      "a fraction",
      { ...answers, social: { ...five(2), 0: 1.5 } },
      "answers.social.0: must be a whole number from 0 to 4",
    ],
    [
      "a string answer",
      { ...answers, social: { ...five(2), 0: "3" } },
      "answers.social.0: must be a whole number from 0 to 4",
    ],
    [
      "a missing answer",
      { ...answers, precision: { 0: 1, 1: 1, 2: 1, 3: 1 } },
      "answers.precision.4: is required",
    ],
    [
      "a sixth question",
      { ...answers, precision: { ...five(1), 5: 1 } },
      "answers.precision: has no question 5",
    ],
    ["a missing category", { ...answers, physical: undefined }, "answers.physical: is required"],
    ["an unknown category", { ...answers, spiritual: five(1) }, "answers: has no category spiritual"],
  ])("refuses %s", (_name, badAnswers, problem) => {
    expect(problems({ ...valid, answers: badAnswers })).toEqual([problem]);
  });

  it.each([
    ["first_name", "", "first_name: is required"],
    ["last_name", "x".repeat(101), "last_name: must be at most 100 characters"],
    ["first_name", "Ada\r\nBcc: x@example.org", "first_name: must be a single line"],
    ["email", "not an address", "email: must be a valid e-mail address"],
  ])("refuses a bad %s", (field, value, problem) => {
    expect(problems({ ...valid, [field]: value })).toEqual([problem]);
  });

  it("refuses missing answers altogether", () => {
    expect(problems({ ...valid, answers: undefined })).toEqual(["answers: is required"]);
  });
});
