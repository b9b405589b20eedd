import { describe, expect, it } from "vitest";
import { answerLabel, answersOf } from "../src/features/admin/sections/planning-form-answers.ts";
import { ownValue } from "../src/lib/own-value.ts";

const labels = { why: { label: "Why does it matter? (at most {max})" } };

describe("a planning form's answers in the staff console", () => {
  it("labels a known answer with the form's question, and any other key with the key itself", () => {
    expect(answerLabel(labels, "why", { max: 3 })).toBe("Why does it matter? (at most 3)");
    expect(answerLabel(labels, "something_else", { max: 3 })).toBe("something_else");
  });

  it("shows a submitter's hostile keys as text instead of breaking the page", () => {
    // The reported record: its JSON names keys every object inherits.
    const answers = answersOf(
      '{"constructor":"boom","__proto__":{"label":1},"toString":"x","hasOwnProperty":"y","valueOf":"z","why":"x"}',
    );
    expect(answers?.map(([key]) => key)).toEqual([
      "constructor",
      "__proto__",
      "toString",
      "hasOwnProperty",
      "valueOf",
      "why",
    ]);
    for (const [key] of answers ?? []) {
      expect(() => answerLabel(labels, key, { max: 3 })).not.toThrow();
    }
    expect(answers?.map(([key]) => answerLabel(labels, key, { max: 3 }))).toEqual([
      "constructor",
      "__proto__",
      "toString",
      "hasOwnProperty",
      "valueOf",
      "Why does it matter? (at most 3)",
    ]);
  });

  it("finds only what an object holds itself", () => {
    const statuses = { sent: "Sent", failed: "Failed" } as Record<string, string>;
    expect(ownValue(statuses, "sent")).toBe("Sent");
    for (const key of ["constructor", "__proto__", "toString", "prototype"])
      expect(ownValue(statuses, key)).toBeUndefined();
  });
});
