import { describe, expect, it } from "vitest";
import { newConversationId } from "../src/features/chat/conversation-id.ts";
import { parseChatReply } from "../src/features/chat/parse-chat-reply.ts";

describe("parseChatReply", () => {
  it("reads a reply with no crisis", () => {
    expect(parseChatReply({ reply: "Hi", crisis: null })).toEqual({ reply: "Hi", crisis: null });
    expect(parseChatReply({ reply: "Hi" })).toEqual({ reply: "Hi", crisis: null });
  });

  it("reads the server's crisis verdict", () => {
    expect(parseChatReply({ reply: "Please call", crisis: { tier: 2, keyword: "no way out" } })).toEqual({
      reply: "Please call",
      crisis: { tier: 2, keyword: "no way out" },
    });
  });

  it.each([
    ["nothing", undefined],
    ["a string", "<html>502 Bad Gateway</html>"],
    ["no reply", { crisis: null }],
    ["a reply that is not text", { reply: 42, crisis: null }],
    ["an unknown tier", { reply: "x", crisis: { tier: 4, keyword: "x" } }],
    ["a crisis that is not an object", { reply: "x", crisis: true }],
  ])("treats %s as a failure", (_label, data) => {
    expect(parseChatReply(data)).toBeNull();
  });
});

describe("newConversationId", () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("uses randomUUID where the browser has it", () => {
    expect(newConversationId()).toMatch(uuidV4);
  });

  it("makes a v4 UUID without randomUUID (plain http, not a secure context)", () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) } as Crypto;
    const a = newConversationId(insecure);
    expect(a).toMatch(uuidV4);
    expect(newConversationId(insecure)).not.toBe(a);
  });
});
