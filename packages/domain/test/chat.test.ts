import { describe, expect, it } from "vitest";
import { chatFallbackReply, chatInputSchema, chatLimits } from "../src/chat/chat-schema.ts";
import { safetyReplyOf } from "../src/crisis/safety-replies.ts";
import { suggestedQuestions } from "../src/knowledge/assistant-guides.ts";
import { siteConfig } from "../src/site-config.ts";

describe("chat input", () => {
  it.each([
    [{ message: "hi" }, true],
    [{ message: "x".repeat(chatLimits.message) }, true],
    [{ message: "😀".repeat(chatLimits.message) }, true],
    [{ message: "x".repeat(chatLimits.message + 1) }, false],
    [{ message: "   \n " }, false],
    [{ message: 42 }, false],
    [{ message: "hi", history: [{ role: "system", content: "x" }] }, false],
    [{ message: "hi", history: Array(11).fill({ role: "user", content: "x" }) }, false],
    [{ message: "hi", history: Array(10).fill({ role: "assistant", content: "x" }) }, true],
    [{ message: "hi", conversation_id: "abc-123" }, true],
    [{ message: "hi", conversation_id: "a".repeat(65) }, false],
    [{ message: "hi", conversation_id: "a b" }, false],
  ])("%#: accepts %j: %s", (input, ok) => {
    expect(chatInputSchema.safeParse(input).success).toBe(ok);
  });
});

describe("chat texts", () => {
  it("has a tier-specific safety message naming the hotlines (product.md#chat)", () => {
    expect(safetyReplyOf(1, siteConfig)).toContain("call 911 or go to the nearest emergency room now");
    expect(safetyReplyOf(2, siteConfig)).toContain("very difficult time");
    expect(safetyReplyOf(3, siteConfig)).toContain(
      "deserves support from trained professionals".replace("deserves", "deserve"),
    );
    for (const tier of [1, 2, 3] as const) expect(safetyReplyOf(tier, siteConfig)).toContain("988");
  });

  it("has product.md#errors' fallback and product.md#the-chat-page's six questions", () => {
    expect(chatFallbackReply(siteConfig)).toBe(
      "I apologize, but I'm having trouble responding right now. Please try again in a moment, or feel free to reach out directly at hello@ember.example. I'm here to support you.",
    );
    expect(suggestedQuestions(siteConfig)).toHaveLength(6);
    expect(suggestedQuestions(siteConfig)[0]).toBe("How do I know if Ember is the right fit for me?");
  });
});
