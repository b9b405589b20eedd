import { type AgentConversation, createClient } from "@base44/sdk";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { REALTIME_PATH } from "../../src/platform/realtime/realtime-plugin.ts";
import type { SocketHub } from "../../src/platform/realtime/socket-hub.ts";
import { engines } from "../setup/databases.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../setup/fake-openai.ts";
import { waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

const AGENT = "ember_assistant";

// The whole path of an agent's reply: the SDK's own `subscribeToConversation` over the real socket.io
// server, not a recording hub.
describe.each(engines)("an agent's reply reaches the SDK's conversation subscription (%s)", (engine) => {
  let t: TestApp;
  let model: FakeOpenAi;
  let alice: { token: string };
  let bob: { token: string };
  const clients: ReturnType<typeof createClient>[] = [];
  const hub = () => t.app.realtime as SocketHub;
  const client = (token: string) => {
    const c = createClient({ serverUrl: t.baseUrl, appId: t.config.appId, token });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    model = await startFakeOpenAi();
    model.mode = { kind: "reply", content: "Small groups meet weekly with a mentor." };
    t = await startTestApp(engine, {
      AGENTS_FOR_USERS: "true",
      LLM_BASE_URL: model.baseUrl,
      LLM_MODEL: "test-model",
      RATE_LIMIT_CHAT_PER_MINUTE: "1000",
    });
    alice = await createMember(t, "alice.rt@ember.test", { is_member: true });
    bob = await createMember(t, "bob.rt@ember.test", { is_member: true });
  });
  afterAll(async () => {
    for (const c of clients) c.cleanup();
    await t?.close();
    await model?.stop();
    vi.restoreAllMocks();
  });

  it("delivers the user's message and the reply to the owner, and nothing to another user", async () => {
    const owner = client(alice.token);
    const conversation = await owner.agents.createConversation({ agent_name: AGENT });
    const seen: AgentConversation[] = [];
    const unsubscribe = owner.agents.subscribeToConversation(conversation.id, (c) => seen.push(c));
    // Another user's socket joins the room by name, as the SDK would (its own subscribe first reads the
    // conversation, which is refused them).
    const intruder: unknown[] = [];
    const socket = connect(t.baseUrl, {
      path: REALTIME_PATH,
      transports: ["websocket"],
      query: { app_id: t.config.appId, token: bob.token },
      reconnection: false,
    });
    const room = `/agent-conversations/${conversation.id}`;
    socket.on("connect", () => socket.emit("join", room));
    socket.on("update_model", (event: unknown) => intruder.push(event));
    // Both sockets have joined before anything is said.
    await waitFor(() => hub().members(room) === 2, 10_000, "both joins");

    await owner.agents.addMessage(conversation, { role: "user", content: "How do small groups work?" });
    await waitFor(
      () => seen.some((c) => c.messages.some((m) => m.role === "assistant")),
      10_000,
      "the reply over the socket",
    );
    const latest = seen.at(-1);
    expect(latest?.messages.map((m) => [m.role, m.content])).toEqual([
      ["user", "How do small groups work?"],
      ["assistant", "Small groups meet weekly with a mentor."],
    ]);
    // Then an event for everyone in the room: a room's events leave in order, so it reaches the intruder
    // after anything of the conversation wrongly sent to them.
    await hub().idle();
    t.app.realtime.publish(room, JSON.stringify({ ...latest, for: "everyone" }));
    await waitFor(() => intruder.length > 0, 10_000, "the event for everyone");
    expect(intruder).toEqual([{ room, data: JSON.stringify({ ...latest, for: "everyone" }) }]);
    unsubscribe();
    socket.disconnect();
  });
});
