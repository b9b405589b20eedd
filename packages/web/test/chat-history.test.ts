import { describe, expect, it } from "vitest";
import { GREETING_ID, previousUserMessages, trimHistory } from "../src/features/chat/chat-history.ts";
import { type ChatMessage, HISTORY_TURNS, MESSAGE_MAX } from "../src/features/chat/chat-message.ts";

const greeting: ChatMessage = { id: GREETING_ID, role: "assistant", content: "Hello" };

function turns(count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i}`,
    role: i % 2 === 0 ? "user" : "assistant",
    content: `turn ${i}`,
  }));
}

describe("trimHistory", () => {
  it("keeps the last ten turns, oldest first, as role and content only", () => {
    const history = trimHistory([greeting, ...turns(15)]);
    expect(history).toHaveLength(HISTORY_TURNS);
    expect(history[0]).toEqual({ role: "assistant", content: "turn 5" });
    expect(history.at(-1)).toEqual({ role: "user", content: "turn 14" });
  });

  it("sends nothing before the first message: the greeting is our copy, not conversation", () => {
    expect(trimHistory([greeting])).toEqual([]);
  });

  it("leaves out safety replies and blank turns but keeps the message that caused them", () => {
    const history = trimHistory([
      greeting,
      { id: "a", role: "user", content: "I feel trapped" },
      { id: "b", role: "assistant", content: "Please call 988", crisis: true },
      { id: "c", role: "assistant", content: "   " },
    ]);
    expect(history).toEqual([{ role: "user", content: "I feel trapped" }]);
  });

  it("sends a suggested question picked in another language as its English wording", () => {
    const history = trimHistory([
      greeting,
      {
        id: "a",
        role: "user",
        content: "¿Cómo descubro mi propósito?",
        sentAs: "How do I discover my purpose?",
      },
    ]);
    expect(history).toEqual([{ role: "user", content: "How do I discover my purpose?" }]);
  });

  it("cuts a turn to the length the server accepts", () => {
    const long = "x".repeat(MESSAGE_MAX + 500);
    const [turn] = trimHistory([{ id: "a", role: "assistant", content: long }]);
    expect(turn?.content).toHaveLength(MESSAGE_MAX);
  });

  it("honours a smaller limit and returns nothing for zero", () => {
    expect(trimHistory(turns(5), 2).map((t) => t.content)).toEqual(["turn 3", "turn 4"]);
    expect(trimHistory(turns(5), 0)).toEqual([]);
  });
});

describe("previousUserMessages", () => {
  it("lists only what the visitor wrote, oldest first", () => {
    expect(previousUserMessages([greeting, ...turns(4)])).toEqual(["turn 0", "turn 2"]);
  });
});
