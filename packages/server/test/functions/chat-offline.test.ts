import { siteConfig, suggestedQuestions } from "@ember/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOfflineAssistant } from "../../src/ember-app/assistant/offline-assistant.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { invoke } from "./submission-fixtures.ts";

const [fit, different, time, international, after, purpose] = suggestedQuestions(siteConfig);

// What a specific answer to each suggested question (product.md#the-chat-page) must say, from
// product.md#plans and #the-programme and the FAQ.
const expectations: [string | undefined, string[]][] = [
  [fit, ["right place", "14-day free trial", "no payment information"]],
  [different, ["live mentorship", "small group", "action plan"]],
  [time, ["5–10 hours a week", "10–15 hours a week", "stipend track"]],
  [international, ["34+ countries", "time zones"]],
  [after, ["action plan", "become mentors"]],
  [purpose, ["Purpose Discovery Assessment", "8-week", "naming your fire"]],
];

describe("the offline assistant, when no model is configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { RATE_LIMIT_CHAT_PER_MINUTE: "1000" });
  });
  afterAll(() => t?.close());

  it.each(expectations)(
    "answers %j specifically, in 2-3 paragraphs with a next step",
    async (question, musts) => {
      const answer = await invoke(t, "chat", { message: question });
      expect(answer.status).toBe(200);
      expect(answer.body.crisis).toBeNull();
      const reply = String(answer.body.reply);
      for (const must of musts) expect(reply).toContain(must);
      const paragraphs = reply.split("\n\n");
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(3);
      expect(paragraphs.at(-1)).toMatch(/^Your next step: /);
      // The programme's voice: never clinical, never promising treatment.
      expect(reply).not.toMatch(/\b(diagnos\w*|cure[sd]?|treatment plan|we will treat)\b/i);
    },
  );

  it("answers a greeting or an unknown topic with what it can help with and a way to reach a person", async () => {
    const answer = await invoke(t, "chat", { message: "hello" });
    const reply = String(answer.body.reply);
    expect(reply).toContain("I'm the Ember Assistant");
    expect(reply).toContain("hello@ember.example");
    expect(reply.split("\n\n")).toHaveLength(3);
  });

  it("answers about plans and badges from the same knowledge the pages show", async () => {
    const plans = String(
      (await invoke(t, "chat", { message: "What does the Student Plan cost?" })).body.reply,
    );
    expect(plans).toContain("$25 per week");
    const badges = String((await invoke(t, "chat", { message: "How do I earn a Mentor badge?" })).body.reply);
    expect(badges).toContain("Mentored Another Student");
  });

  it("returns texts unchanged from translateBatch, having no model to translate with", async () => {
    const offline = createOfflineAssistant(siteConfig);
    expect(await offline.translateBatch(["Hello", "World"], "es")).toEqual({
      ok: true,
      value: ["Hello", "World"],
    });
  });
});
