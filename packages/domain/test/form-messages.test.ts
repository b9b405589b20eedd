import { describe, expect, it } from "vitest";
import {
  applicationSchema,
  type FormMessageKey,
  firePlanSchema,
  formMessageOf,
  formMessages,
  tooLongMessage,
} from "../src/index.ts";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe("formMessages: the schemas' messages under stable keys", () => {
  it.each(Object.keys(formMessages) as FormMessageKey[])("finds %s again from its text", (key) => {
    const text = key === "tooLong" ? tooLongMessage(5000) : formMessages[key];
    expect(formMessageOf(text)).toEqual({ key, values: key === "tooLong" ? { max: 5000 } : {} });
  });

  it("keeps the English the server has always sent", () => {
    expect(tooLongMessage(50)).toBe("must be at most 50 characters");
    expect(formMessages.required).toBe("is required");
    expect(formMessages.validEmail).toBe("must be a valid e-mail address");
  });

  it("does not claim other messages", () => {
    expect(formMessageOf("must be a JSON object")).toBeNull();
    expect(formMessageOf("must be at most many characters")).toBeNull();
    expect(formMessageOf("")).toBeNull();
  });

  it("identifies every message the form schemas give", () => {
    const application = applicationSchema.safeParse({
      full_name: "a\nb",
      email: "x".repeat(300),
      phone: 5,
      program_interest: "solo",
      goals: "\u0000",
      heard_about_us: "\ud800",
    });
    const plan = firePlanSchema.safeParse({
      user_email: "nope",
      communities_impacted: ["Nobody"],
      enrolled_leadership_series: "maybe",
    });
    const emptyList = firePlanSchema.safeParse({ communities_impacted: [] });
    const notAList = firePlanSchema.safeParse({ communities_impacted: "Teens" });
    const messages = [application, plan, emptyList, notAList].flatMap(messagesOf);
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) expect(formMessageOf(message), message).not.toBeNull();
  });
});
