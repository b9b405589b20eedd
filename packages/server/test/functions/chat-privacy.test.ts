import { chatFallbackReply, safetyReplyOf, siteConfig } from "@ember/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedBaseUrl } from "../setup/fake-openai.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { invoke } from "./submission-fixtures.ts";

// Words that appear only in what the person typed: none may reach a log line.
const SECRET = "Zanzibar-quokka";

describe("chat with the model unreachable, its logs captured, and a low rate limit", () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(
      "pglite",
      { LLM_BASE_URL: await closedBaseUrl(), LLM_MODEL: "test-model", RATE_LIMIT_CHAT_PER_MINUTE: "4" },
      { logger: { level: "trace", stream: { write: (line: string) => lines.push(line) } } },
    );
  });
  afterAll(() => t?.close());

  it("answers the fallback when the connection is refused, the safety message on a crisis, and 429 past the limit", async () => {
    const ordinary = await invoke(t, "chat", {
      message: `Tell me about ${SECRET}`,
      history: [{ role: "user", content: `My friend ${SECRET}` }],
      conversation_id: "privacy-1",
    });
    expect(ordinary.status).toBe(200);
    expect(ordinary.body).toEqual({ reply: chatFallbackReply(siteConfig), crisis: null });

    const crisis = await invoke(t, "chat", {
      message: `${SECRET}: I want to end my life`,
      conversation_id: "privacy-1",
    });
    expect(crisis.body).toEqual({
      reply: safetyReplyOf(1, siteConfig),
      crisis: { tier: 1, keyword: "end my life" },
    });

    const invalid = await invoke(t, "chat", { message: `${SECRET} ${"x".repeat(2001)}` });
    expect(invalid.status).toBe(422);
    expect((await invoke(t, "chat", { message: "What does it cost?" })).status).toBe(200);

    const refused = await invoke(t, "chat", { message: `${SECRET} again` });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error_type: "TooManyRequests",
      message: expect.stringContaining("Too many chat messages from this address: at most 4 a minute"),
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(JSON.stringify(refused.body)).not.toContain(SECRET);
  });

  it("stores the conversation only in the crisis alert, and writes none of it to the log", async () => {
    const { rows } = await t.app.db.query<{ data: { message: string } }>("select data from e_crisis_alert");
    expect(rows.map((r) => r.data.message)).toEqual([`${SECRET}: I want to end my life`]);
    // Staff only: the public records API neither lists nor creates alerts.
    const url = `${t.baseUrl}/api/apps/${t.config.appId}/entities/CrisisAlert`;
    const listed = await fetch(url);
    expect(listed.status === 403 || JSON.stringify(await listed.json()) === "[]").toBe(true);
    const forged = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        tier: 1,
        keyword: "x",
        message: "x",
        detected_at: new Date().toISOString(),
        group_id: "g",
        notice: "immediate",
      }),
    });
    expect(forged.status).toBe(403);
    const log = lines.join("");
    expect(log).toContain("chat reply failed; fallback sent");
    expect(log).toContain('"error":"connection failed"');
    expect(log).not.toContain(SECRET);
    expect(log.toLowerCase()).not.toContain("end my life");
  });
});
