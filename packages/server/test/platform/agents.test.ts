import { Writable } from "node:stream";
import { chatFallbackReply, siteConfig } from "@ember/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_MESSAGES } from "../../src/platform/agents/conversations-store.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../setup/fake-openai.ts";
import { createRecordingHub, type RecordingHub } from "../setup/recording-hub.ts";
import { waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

const AGENT = "ember_assistant";

/** The agents' HTTP edge cases, on PGlite; the SDK contract runs on both engines (contract/agents). */
describe("agents over HTTP", () => {
  let t: TestApp;
  let hub: RecordingHub;
  let token: string;
  const api = (path: string, init: { method?: string; body?: unknown; auth?: string } = {}) =>
    fetch(`${t.baseUrl}/api/apps/${t.config.appId}/agents${path}`, {
      method: init.method ?? "GET",
      headers: {
        "content-type": "application/json",
        ...(init.auth === "" ? {} : { authorization: `Bearer ${init.auth ?? token}` }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  const create = async () =>
    (await (await api("/conversations", { method: "POST", body: { agent_name: AGENT } })).json()) as {
      id: string;
    };

  beforeAll(async () => {
    hub = createRecordingHub();
    // No LLM_BASE_URL: the offline assistant answers.
    t = await startTestApp(
      "pglite",
      { RATE_LIMIT_CHAT_PER_MINUTE: "30", AGENTS_FOR_USERS: "true" },
      { realtime: hub },
    );
    ({ token } = await createMember(t, "carol@ember.test", { is_member: true }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers with the offline assistant when no model is configured", async () => {
    const { id } = await create();
    const sent = await api(`/conversations/v2/${id}/messages`, {
      method: "POST",
      body: { content: "How much time does it take each week?", file_urls: ["https://example.com/a.pdf"] },
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ role: "user", file_urls: ["https://example.com/a.pdf"] });
    await waitFor(() => hub.inRoom(`/agent-conversations/${id}`).length === 2, 10_000, "the reply");
    const conversation = (await (await api(`/conversations/${id}`)).json()) as {
      messages: { role: string; content: string; model?: string }[];
    };
    const reply = conversation.messages[1];
    expect(reply?.role).toBe("assistant");
    expect(reply?.content).toMatch(/hours/);
    expect(reply?.content.split("\n\n")).toHaveLength(3);
    expect(reply).not.toHaveProperty("model");
  });

  it("refuses bad input with a clear 4xx and stores nothing", async () => {
    const { id } = await create();
    const cases: [string, { method?: string; body?: unknown; auth?: string }, number, string][] = [
      ["/conversations", { method: "POST", body: {} }, 422, "Error in field agent_name: must be a string"],
      ["/conversations", { method: "POST", body: { agent_name: "Bad Name" } }, 422, "must be an agent name"],
      ["/conversations", { method: "POST", body: { agent_name: AGENT, metadata: [] } }, 422, "metadata"],
      [
        "/conversations",
        { method: "POST", body: { agent_name: AGENT, metadata: { x: "y".repeat(3_000) } } },
        422,
        "at most 2048 characters",
      ],
      [`/conversations/${id}/messages`, { method: "POST", body: { content: 5 } }, 422, "must be a string"],
      [`/conversations/${id}/messages`, { method: "POST", body: [] }, 422, "body"],
      [
        `/conversations/${id}/messages`,
        { method: "POST", body: { content: "hi", file_urls: ["not a url"] } },
        422,
        "must be a list of URLs",
      ],
      [
        `/conversations/${id}/messages`,
        { method: "POST", body: { content: "hi" }, auth: "" },
        401,
        "Sign in",
      ],
      [
        `/conversations/${id}/messages`,
        { method: "POST", body: { content: "hi" }, auth: "forged" },
        401,
        "Sign in",
      ],
      ["/conversations/0123456789abcdef01234567", {}, 404, "not found"],
      ["/conversations?limit=abc", {}, 400, "limit must be a non-negative integer"],
    ];
    for (const [path, init, status, message] of cases) {
      const response = await api(path, init);
      expect({ path, status: response.status }).toEqual({ path, status });
      const body = (await response.json()) as { message: string; error_type: string };
      expect(body.message).toContain(message);
    }
    const wrongApp = await fetch(`${t.baseUrl}/api/apps/other-app/agents/conversations`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(wrongApp.status).toBe(404);
    const conversation = (await (await api(`/conversations/${id}`)).json()) as { messages: unknown[] };
    expect(conversation.messages).toEqual([]);
  });

  it("answers 409 once a conversation is full, keeping room for the last reply", async () => {
    const { id } = await create();
    // Fill it directly: MAX_MESSAGES - 1 stored, so a user message and its reply would not both fit.
    await t.app.db.query(
      `insert into agent_messages (id, conversation_id, role, content)
       select lpad(to_hex(g), 24, '0'), $1, 'user', 'x' from generate_series(1, $2::int) g`,
      [id, MAX_MESSAGES - 1],
    );
    const full = await api(`/conversations/${id}/messages`, {
      method: "POST",
      body: { content: "one more" },
    });
    expect(full.status).toBe(409);
    expect(((await full.json()) as { message: string }).message).toMatch(/start a new conversation/);
  });

  it("limits messages per address with the chat's allowance", async () => {
    const { id } = await create();
    let status = 200;
    for (let i = 0; i < 40 && status !== 429; i++) {
      status = (
        await api(`/conversations/${id}/messages`, { method: "POST", body: { content: `hello ${i}` } })
      ).status;
    }
    expect(status).toBe(429);
    await t.app.agentReplies.settled();
  });
});

describe("agent replies and closing", () => {
  let model: FakeOpenAi;
  beforeAll(async () => {
    model = await startFakeOpenAi();
  });
  afterAll(async () => {
    await model?.stop();
  });

  it("answers the fallback when the model fails, and close() waits for a reply in flight", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const hub = createRecordingHub();
    const t = await startTestApp(
      "pglite",
      { LLM_BASE_URL: model.baseUrl, LLM_MODEL: "m", AGENTS_FOR_USERS: "true" },
      { realtime: hub, llm: { replyTimeoutMs: 2000 }, logger: { level: "warn", stream } },
    );
    let id = "";
    try {
      const { token } = await createMember(t, "dan@ember.test", { is_member: true });
      const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
      const base = `${t.baseUrl}/api/apps/${t.config.appId}/agents/conversations`;
      ({ id } = (await (
        await fetch(base, { method: "POST", headers, body: JSON.stringify({ agent_name: AGENT }) })
      ).json()) as { id: string });

      model.mode = { kind: "status", status: 503 };
      await fetch(`${base}/v2/${id}/messages`, {
        method: "POST",
        headers,
        body: JSON.stringify({ content: "What does it cost?" }),
      });
      await t.app.agentReplies.settled();
      const after = (await (await fetch(`${base}/${id}`, { headers })).json()) as {
        messages: { content: string }[];
      };
      expect(after.messages[1]?.content).toBe(chatFallbackReply(siteConfig));

      model.mode = { kind: "slow", delayMs: 400, content: "Worth the wait." };
      await fetch(`${base}/v2/${id}/messages`, {
        method: "POST",
        headers,
        body: JSON.stringify({ content: "And the trial?" }),
      });
    } finally {
      await t.close();
    }
    // The slow reply was stored and published before the database closed.
    const last = hub.inRoom(`/agent-conversations/${id}`).at(-1);
    expect(JSON.parse(last?.data ?? "{}")._message).toMatchObject({
      role: "assistant",
      content: "Worth the wait.",
    });
    expect(lines.join("")).not.toContain("agent reply failed");
  });
});
