import { type AgentConversation, Base44Error, createClient } from "@base44/sdk";
import { safetyReplyOf, siteConfig } from "@ember/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { issueServiceToken, toCallerUser } from "../../src/platform/auth/tokens.ts";
import { findUserByEmail } from "../../src/platform/auth/users.ts";
import { anonymous, type Caller } from "../../src/platform/caller.ts";
import { contractRuns, emberTarget } from "../setup/contract-targets.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../setup/fake-openai.ts";
import { createRecordingHub, type RecordingHub } from "../setup/recording-hub.ts";
import { type SmtpSink, startSmtpSink, waitFor } from "../setup/smtp-sink.ts";
import { type TestApp, testAdmin } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

const STAFF = "staff@ember.test";
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ID = /^[0-9a-f]{24}$/;

async function rejection(promise: Promise<unknown>): Promise<Base44Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Base44Error) return error;
    throw error;
  }
  throw new Error("expected a rejection");
}

// The agents module of the official client, unmodified, against our server (the SDK's agents and
// conversations routes), with one agent of each app the suite hosts.
describe.each(contractRuns)("agents through the official SDK: %s", (_label, target, engine) => {
  const AGENT = target.agent;
  let t: TestApp;
  let hub: RecordingHub;
  let model: FakeOpenAi;
  let sink: SmtpSink;
  let alice: { token: string; caller: Caller; id: string };
  let bob: { token: string; caller: Caller; id: string };
  let admin: Caller;
  const client = (token?: string) =>
    createClient({ serverUrl: t.baseUrl, appId: t.config.appId, ...(token ? { token } : {}) });
  const room = (id: string) => `/agent-conversations/${id}`;
  /** The reply is written after addMessage answers: wait until its event is published. */
  const replyPublished = (id: string, count: number) =>
    waitFor(() => hub.inRoom(room(id)).length >= count, 10_000, "the agent's reply");

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    hub = createRecordingHub();
    model = await startFakeOpenAi();
    sink = await startSmtpSink();
    t = await target.start(
      engine,
      {
        // The agents are off for ordinary users by default; these tests are about the agents themselves.
        AGENTS_FOR_USERS: "true",
        // The model's second opinion on crisis risk is its own suite's; here each message asks only its reply.
        LLM_RISK_CHECK: "false",
        LLM_BASE_URL: model.baseUrl,
        LLM_MODEL: "test-model",
        SMTP_URL: sink.url,
        STAFF_EMAIL: STAFF,
        RATE_LIMIT_CHAT_PER_MINUTE: "1000",
      },
      { realtime: hub, llm: { replyTimeoutMs: 2000 }, mail: { worker: { pollIntervalMs: 50 } } },
    );
    const a = await createMember(t, "alice@ember.test", { is_member: true });
    const b = await createMember(t, "bob@ember.test", { is_member: true });
    alice = { token: a.token, caller: { kind: "user", user: toCallerUser(a.user) }, id: a.user.id };
    bob = { token: b.token, caller: { kind: "user", user: toCallerUser(b.user) }, id: b.user.id };
    const adminUser = await findUserByEmail(t.app.db, testAdmin.email);
    if (!adminUser) throw new Error("no admin");
    admin = { kind: "user", user: toCallerUser(adminUser) };
  });
  afterAll(async () => {
    await t?.close();
    await model?.stop();
    await sink?.stop();
    vi.restoreAllMocks();
  });
  beforeEach(() => {
    model.mode = { kind: "reply", content: "A reply from the model." };
  });

  it("creates a conversation, takes a message, and the model's reply arrives in the conversation's room", async () => {
    const base44 = client(alice.token);
    const conversation = await base44.agents.createConversation({
      agent_name: AGENT,
      metadata: { topic: "purpose" },
    });
    expect(conversation).toEqual({
      id: expect.stringMatching(ID),
      app_id: t.config.appId,
      agent_name: AGENT,
      created_by_id: alice.id,
      created_date: expect.stringMatching(ISO),
      updated_date: expect.stringMatching(ISO),
      messages: [],
      metadata: { topic: "purpose" },
    });

    const prompts = model.prompts.length;
    const sent = await base44.agents.addMessage(conversation, {
      role: "user",
      content: "How do small groups work?",
    });
    expect(sent).toEqual({
      id: expect.stringMatching(ID),
      role: "user",
      content: "How do small groups work?",
      created_date: expect.stringMatching(ISO),
      updated_date: expect.stringMatching(ISO),
      metadata: {
        created_date: expect.stringMatching(ISO),
        created_by_email: "alice@ember.test",
        created_by_full_name: "",
      },
    });

    await replyPublished(conversation.id, 2);
    const stored = (await base44.agents.getConversation(conversation.id)) as AgentConversation;
    expect(stored.messages).toEqual([
      sent,
      {
        id: expect.stringMatching(ID),
        role: "assistant",
        content: "A reply from the model.",
        model: "test-model",
        created_date: expect.stringMatching(ISO),
        updated_date: expect.stringMatching(ISO),
      },
    ]);
    expect(model.prompts.length).toBe(prompts + 1);
    expect(model.prompts.at(-1)?.messages.at(-1)).toEqual({
      role: "user",
      content: "How do small groups work?",
    });

    // Two events, the user's message then the reply: the whole conversation plus `_message`, which
    // SDK 0.8.50 merges by id and 0.8.17 reads as the conversation.
    const [first, second] = hub.inRoom(room(conversation.id));
    const [userMessage, reply] = stored.messages as [
      AgentConversation["messages"][0],
      AgentConversation["messages"][0],
    ];
    expect(JSON.parse(first?.data ?? "")).toEqual({
      ...stored,
      updated_date: expect.stringMatching(ISO),
      messages: [userMessage],
      _message: userMessage,
    });
    expect(second?.room).toBe(room(conversation.id));
    expect(second?.data).toBe(JSON.stringify({ ...stored, _message: reply }));

    // Only the owner, admins and the service role are in the audience.
    for (const event of [first, second]) {
      if (!event) throw new Error("missing event");
      expect(await hub.admits(event, alice.caller)).toBe(true);
      expect(await hub.admits(event, bob.caller)).toBe(false);
      expect(await hub.admits(event, anonymous)).toBe(false);
      expect(await hub.admits(event, { kind: "service", onBehalfOf: null })).toBe(true);
      expect(await hub.admits(event, admin)).toBe(true);
    }
  });

  it("gives the model the conversation so far, on the 0.8.17 path without v2", async () => {
    const base44 = client(alice.token);
    const conversation = await base44.agents.createConversation({ agent_name: AGENT });
    await base44.agents.addMessage(conversation, { role: "user", content: "What does it cost?" });
    await replyPublished(conversation.id, 2);
    model.mode = { kind: "reply", content: "Second answer." };
    const response = await fetch(
      `${t.baseUrl}/api/apps/${t.config.appId}/agents/conversations/${conversation.id}/messages`,
      {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${alice.token}` },
        body: JSON.stringify({ role: "user", content: "And the trial?" }),
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ role: "user", content: "And the trial?" });
    await replyPublished(conversation.id, 4);
    expect(model.prompts.at(-1)?.messages.slice(1)).toEqual([
      { role: "user", content: "What does it cost?" },
      { role: "assistant", content: "A reply from the model." },
      { role: "user", content: "And the trial?" },
    ]);
    const stored = await base44.agents.getConversation(conversation.id);
    expect(stored?.messages.map((m) => [m.role, m.content])).toEqual([
      ["user", "What does it cost?"],
      ["assistant", "A reply from the model."],
      ["user", "And the trial?"],
      ["assistant", "Second answer."],
    ]);
  });

  it("lists conversations with the q[...] form the SDK sends, sorted, paged and with fields", async () => {
    const base44 = client(bob.token);
    const a = await base44.agents.createConversation({
      agent_name: AGENT,
      metadata: { topic: "plans", priority: "high", level: 3 },
    });
    const b = await base44.agents.createConversation({
      agent_name: AGENT,
      metadata: { topic: "plans", priority: "low" },
    });
    const c = await base44.agents.createConversation({ agent_name: AGENT, metadata: { topic: "groups" } });

    expect(ids(await base44.agents.getConversations())).toEqual([c.id, b.id, a.id]);
    expect(
      ids(await base44.agents.listConversations({ q: { agent_name: AGENT, "metadata.topic": "plans" } })),
    ).toEqual([b.id, a.id]);
    // axios writes nested objects as q[metadata][priority]=high and numbers as text.
    expect(
      ids(await base44.agents.listConversations({ q: { metadata: { priority: "high", level: 3 } } })),
    ).toEqual([a.id]);
    expect(ids(await base44.agents.listConversations({ q: { id: { $in: [a.id, c.id] } } }))).toEqual([
      c.id,
      a.id,
    ]);
    expect(
      ids(await base44.agents.listConversations({ q: {}, sort: "created_date", limit: 2, skip: 1 })),
    ).toEqual([b.id, c.id]);
    expect(
      await base44.agents.listConversations({
        q: { "metadata.topic": "groups" },
        fields: ["agent_name", "metadata"],
      }),
    ).toEqual([{ id: c.id, agent_name: AGENT, metadata: { topic: "groups" } }]);

    const bad = await rejection(base44.agents.listConversations({ q: { title: "x" } }));
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/cannot be filtered by title/);
    const badSort = await rejection(base44.agents.listConversations({ sort: "-secret" }));
    expect(badSort.status).toBe(400);
  });

  // Ember's own screening, which a hosted app does not have.
  if (target === emberTarget)
    it("answers crisis language with the safety message and a staff alert, asking no model", async () => {
      const base44 = client(alice.token);
      const conversation = await base44.agents.createConversation({ agent_name: AGENT });
      const prompts = model.prompts.length;
      const message = "I want to kill myself tonight";
      await base44.agents.addMessage(conversation, { role: "user", content: message });
      await replyPublished(conversation.id, 2);

      const stored = await base44.agents.getConversation(conversation.id);
      expect(stored?.messages.at(-1)).toEqual({
        id: expect.stringMatching(ID),
        role: "assistant",
        content: safetyReplyOf(1, siteConfig),
        created_date: expect.stringMatching(ISO),
        updated_date: expect.stringMatching(ISO),
      });
      expect(model.prompts.length).toBe(prompts);
      const alerts = await t.app.db.query<{ data: Record<string, unknown> }>(
        "select data from e_crisis_alert where data->>'conversation_id' = $1",
        [conversation.id],
      );
      expect(alerts.rows.map((r) => r.data)).toEqual([
        expect.objectContaining({ tier: 1, keyword: "kill myself", message, notice: "immediate" }),
      ]);
      await waitFor(
        () => sink.received.some((m) => m.envelopeTo.includes(STAFF) && m.text.includes(conversation.id)),
        15_000,
        "the staff alert e-mail",
      );
      expect(sink.received.find((m) => m.text.includes(conversation.id))?.subject).toBe(
        "CRISIS ALERT - Chat Bot Tier 1",
      );
    });

  it("keeps a conversation to its owner: others get 404, admins and the service role see it", async () => {
    const mine = await client(alice.token).agents.createConversation({ agent_name: AGENT });
    const other = client(bob.token);
    expect((await rejection(other.agents.getConversation(mine.id))).status).toBe(404);
    expect((await rejection(other.agents.addMessage(mine, { role: "user", content: "hi" }))).status).toBe(
      404,
    );
    expect(ids(await other.agents.listConversations({ q: { created_by_id: alice.id } }))).toEqual([]);
    expect(ids(await other.agents.getConversations())).not.toContain(mine.id);
    const stored = await client(alice.token).agents.getConversation(mine.id);
    expect(stored?.messages).toEqual([]);

    const asAdmin = client(t.adminToken);
    expect((await asAdmin.agents.getConversation(mine.id))?.id).toBe(mine.id);
    expect(ids(await asAdmin.agents.listConversations({ q: { created_by_id: alice.id } }))).toContain(
      mine.id,
    );
    const service = createClient({
      serverUrl: t.baseUrl,
      appId: t.config.appId,
      serviceToken: await issueServiceToken(t.app),
    });
    expect(ids(await service.asServiceRole.agents.getConversations())).toContain(mine.id);
  });

  it("refuses anonymous callers, unknown agents and bad messages, changing nothing", async () => {
    const anon = client();
    expect((await rejection(anon.agents.getConversations())).status).toBe(401);
    expect((await rejection(anon.agents.createConversation({ agent_name: AGENT }))).status).toBe(401);

    const base44 = client(alice.token);
    const unknown = await rejection(base44.agents.createConversation({ agent_name: "no_such_agent" }));
    expect(unknown).toMatchObject({ status: 404, message: "Agent no_such_agent not found" });
    const conversation = await base44.agents.createConversation({ agent_name: AGENT });
    expect((await rejection(anon.agents.getConversation(conversation.id))).status).toBe(401);
    const empty = await rejection(base44.agents.addMessage(conversation, { role: "user", content: " " }));
    expect(empty).toMatchObject({ status: 422, message: "Error in field content: must not be empty" });
    const assistant = await rejection(
      base44.agents.addMessage(conversation, { role: "assistant", content: "I am the agent" }),
    );
    expect(assistant.status).toBe(422);
    const tooLong = await rejection(
      base44.agents.addMessage(conversation, { role: "user", content: "x".repeat(2001) }),
    );
    expect(tooLong.status).toBe(422);
    expect((await rejection(base44.agents.getConversation("not-an-id"))).status).toBe(404);
    expect((await base44.agents.getConversation(conversation.id))?.messages).toEqual([]);
    expect(hub.inRoom(room(conversation.id))).toEqual([]);
  });

  it("opens a 'not configured' page for the WhatsApp connect URL, without showing the token", async () => {
    const url = client(alice.token).agents.getWhatsAppConnectURL(AGENT);
    expect(url).toBe(`${t.baseUrl}/api/apps/${t.config.appId}/agents/${AGENT}/whatsapp?token=${alice.token}`);
    const page = await fetch(url);
    expect(page.status).toBe(501);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    const text = await page.text();
    expect(text).toContain("WhatsApp is not set up");
    expect(text).toContain(`The ${target.agentTitle} cannot be reached through WhatsApp`);
    expect(text).not.toContain(alice.token);
    const missing = await fetch(client().agents.getWhatsAppConnectURL("nobody"));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Assistant not found");
  });
});

const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);
