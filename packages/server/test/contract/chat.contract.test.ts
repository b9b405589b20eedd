import { createClient } from "@base44/sdk";
import { chatFallbackReply, safetyReplyOf, siteConfig, suggestedQuestions } from "@ember/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../setup/fake-openai.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

// functions.invoke() rejects with axios's own error, as the official SDK does.
interface AxiosLikeError {
  readonly isAxiosError: boolean;
  readonly response?: { readonly status: number; readonly data: unknown };
}

async function rejection(promise: Promise<unknown>): Promise<AxiosLikeError> {
  try {
    await promise;
  } catch (error) {
    return error as AxiosLikeError;
  }
  throw new Error("expected a rejection");
}

// The contract the chat page codes against, through the official client, unmodified.
describe("chat through the official SDK", () => {
  let offline: TestApp;
  let online: TestApp;
  let model: FakeOpenAi;
  const client = (t: TestApp) => createClient({ serverUrl: t.baseUrl, appId: t.config.appId });

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    model = await startFakeOpenAi();
    offline = await startTestApp("pglite", { RATE_LIMIT_CHAT_PER_MINUTE: "2" });
    online = await startTestApp(
      "pglite",
      { LLM_BASE_URL: model.baseUrl, LLM_MODEL: "m" },
      { llm: { replyTimeoutMs: 300 } },
    );
  });
  afterAll(async () => {
    await offline?.close();
    await online?.close();
    await model?.stop();
    vi.restoreAllMocks();
  });

  it("answers { reply, crisis: null } from the model, with history and conversation_id", async () => {
    model.mode = { kind: "reply", content: "Welcome! Let's talk." };
    const response = await client(online).functions.invoke("chat", {
      message: suggestedQuestions(siteConfig)[0],
      history: [{ role: "assistant", content: "Hi, I'm the Ember Assistant." }],
      conversation_id: "3f1c2a9e-0b7d-4e59-9a51-2c3d4e5f6a7b",
    });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ reply: "Welcome! Let's talk.", crisis: null });
    model.mode = { kind: "status", status: 503 };
    const fallback = await client(online).functions.invoke("chat", { message: "What does it cost?" });
    expect(fallback.data).toEqual({ reply: chatFallbackReply(siteConfig), crisis: null });
  });

  it("answers a crisis with { reply: safety message, crisis: { tier, keyword } }", async () => {
    const response = await client(offline).functions.invoke("chat", {
      message: "there is no point in living",
    });
    expect(response.data).toEqual({
      reply: safetyReplyOf(2, siteConfig),
      crisis: { tier: 2, keyword: "no point in living" },
    });
  });

  it("rejects a too-long message with 422 naming the field, and too many with 429", async () => {
    const tooLong = await rejection(client(offline).functions.invoke("chat", { message: "x".repeat(2001) }));
    expect(tooLong.isAxiosError).toBe(true);
    expect(tooLong.response).toMatchObject({
      status: 422,
      data: {
        error_type: "ValidationError",
        message: "Error in field message: must be at most 2000 characters",
        extra_data: { errors: [{ field: "message", message: "must be at most 2000 characters" }] },
      },
    });
    const tooMany = await rejection(client(offline).functions.invoke("chat", { message: "hello" }));
    expect(tooMany.response).toMatchObject({ status: 429, data: { error_type: "TooManyRequests" } });
  });
});
