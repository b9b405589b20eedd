import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appProjectOptions } from "../../src/platform/app-project/app-project-options.ts";
import { loadAppProject } from "../../src/platform/app-project/load-app-project.ts";
import { loadEntities } from "../../src/platform/entities/entity-schemas.ts";
import { type ChatRequestBody, type FakeOpenAi, startFakeOpenAi } from "../setup/fake-openai.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/cli-app");

/** The tool results the model was sent back in one request. */
const toolResults = (request: ChatRequestBody) =>
  request.messages.filter((m) => m.role === "tool").map((m) => JSON.parse(String(m.content)) as unknown);

/** A project's agent (fixtures/cli-app, hr_helper) answering through the model with an entity tool call. */
describe("an agent of a loaded project", () => {
  let t: TestApp;
  let model: FakeOpenAi;
  let bob: string;
  const requests: ChatRequestBody[] = [];

  beforeAll(async () => {
    model = await startFakeOpenAi();
    const project = appProjectOptions(await loadAppProject(fixture));
    const entities = new Map([...(await loadEntities()), ...project.entities]);
    t = await startTestApp(
      "pglite",
      {
        AGENTS_FOR_USERS: "true",
        LLM_RISK_CHECK: "false",
        LLM_BASE_URL: model.baseUrl,
        LLM_MODEL: "test-model",
      },
      { entities, agents: project.agents, llm: { replyTimeoutMs: 5000 } },
    );
    bob = (await createMember(t, "bob@ember.test", { is_member: true })).token;
  });
  afterAll(async () => {
    await t?.close();
    await model?.stop();
  });

  it("calls its entity tool as the user, under the field rules, and answers with what it found", async () => {
    const admin = createClient({
      serverUrl: t.baseUrl,
      appId: t.config.appId,
      analytics: { enabled: false },
      token: t.adminToken,
    });
    await admin.entities.Employee?.create({
      full_name: "Ada",
      department: "ops",
      salary: 9000,
      notes: "secret",
    });
    model.mode = {
      kind: "chat",
      respond: (request) => {
        requests.push(request);
        const results = toolResults(request);
        if (results.length === 0) {
          return {
            content: null,
            tool_calls: [
              {
                id: "call_1",
                type: "function",
                function: {
                  name: "read_Employee",
                  arguments: JSON.stringify({ query: { department: "ops" } }),
                },
              },
            ],
          };
        }
        const [rows] = results as { full_name: string }[][];
        return { content: `Found: ${rows?.map((r) => r.full_name).join(", ")}` };
      },
    };
    const base44 = createClient({
      serverUrl: t.baseUrl,
      appId: t.config.appId,
      analytics: { enabled: false },
      token: bob,
    });
    const conversation = await base44.agents.createConversation({ agent_name: "hr_helper" });
    await base44.agents.addMessage(conversation, { role: "user", content: "Who works in ops?" });
    await t.app.agentReplies.settled();

    const stored = await base44.agents.getConversation(conversation.id);
    const reply = stored?.messages.at(-1);
    expect(reply).toMatchObject({ role: "assistant", content: "Found: Ada", model: "test-model" });
    expect(reply?.tool_calls).toEqual([
      expect.objectContaining({ name: "read_Employee", status: "success", id: "call_1" }),
    ]);
    // The model was offered the configured operations only, told the instructions, and sent back rows
    // without the fields Bob may not read.
    expect(requests[0]?.tools?.map((tool) => tool.function.name).sort()).toEqual([
      "read_Employee",
      "update_Employee",
    ]);
    expect(requests[0]?.messages[0]).toMatchObject({
      role: "system",
      content: expect.stringMatching(/Employee tools/),
    });
    const [rows] = toolResults(requests[1] as ChatRequestBody) as Record<string, unknown>[][];
    expect(rows).toEqual([expect.objectContaining({ full_name: "Ada", department: "ops" })]);
    expect(rows?.[0]).not.toHaveProperty("salary");
    expect(rows?.[0]).not.toHaveProperty("notes");
  });

  it("reports a refused tool call back to the model and changes nothing", async () => {
    requests.length = 0;
    const employees = createClient({
      serverUrl: t.baseUrl,
      appId: t.config.appId,
      analytics: { enabled: false },
      token: t.adminToken,
    }).entities.Employee;
    const [ada] = (await employees?.filter({ full_name: "Ada" })) ?? [];
    model.mode = {
      kind: "chat",
      respond: (request) => {
        requests.push(request);
        if (toolResults(request).length > 0) return { content: "I could not change that." };
        const args = JSON.stringify({ id: ada?.id, data: { salary: 1 } });
        return {
          content: null,
          tool_calls: [
            { id: "call_2", type: "function", function: { name: "update_Employee", arguments: args } },
          ],
        };
      },
    };
    const base44 = createClient({
      serverUrl: t.baseUrl,
      appId: t.config.appId,
      analytics: { enabled: false },
      token: bob,
    });
    const conversation = await base44.agents.createConversation({ agent_name: "hr_helper" });
    await base44.agents.addMessage(conversation, { role: "user", content: "Give Ada a salary of 1" });
    await t.app.agentReplies.settled();
    const reply = (await base44.agents.getConversation(conversation.id))?.messages.at(-1);
    expect(reply).toMatchObject({
      content: "I could not change that.",
      tool_calls: [expect.objectContaining({ status: "error" })],
    });
    expect(toolResults(requests[1] as ChatRequestBody)).toEqual([{ error: expect.stringMatching(/salary/) }]);
    const admin = createClient({
      serverUrl: t.baseUrl,
      appId: t.config.appId,
      analytics: { enabled: false },
      token: t.adminToken,
    });
    expect(await admin.entities.Employee?.get(ada?.id as string)).toMatchObject({ salary: 9000 });
  });
});
