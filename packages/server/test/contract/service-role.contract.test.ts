import { type AgentConversation, type Base44Client, createClient, type EntityHandler } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { issueServiceToken } from "../../src/platform/auth/tokens.ts";
import { defineFunction } from "../../src/platform/functions/function-registry.ts";
import { engines } from "../setup/databases.ts";
import { sdkError } from "../setup/sdk-calls.ts";
import { waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";
import { fileOf, PNG } from "./integration-fixtures.ts";

// `asServiceRole` through the official SDK, method by method: the same routes as a user's calls, past
// every access rule. Applications are admin-only, so a member sees none of what the service role does.

type Row = Record<string, unknown> & { id: string };

const application = (name: string, program_interest = "individual") => ({
  full_name: name,
  email: `${name.toLowerCase()}@example.org`,
  program_interest,
});

const whoami = defineFunction({
  name: "tools/whoami",
  input: z.object({}),
  readOnly: true,
  handler: async ({ caller, request }) => ({ caller: caller.kind, method: request.method }),
});

describe.each(engines)("asServiceRole.entities through the official SDK on %s", (engine) => {
  let t: TestApp;
  let server: Base44Client;
  let member: Base44Client;
  const client = (config: { token?: string; serviceToken?: string }) =>
    createClient({ serverUrl: t.baseUrl, appId: t.config.appId, analytics: { enabled: false }, ...config });
  const service = () => server.asServiceRole.entities.Application as EntityHandler<Row>;
  const asMember = () => member.entities.Application as EntityHandler<Row>;

  beforeAll(async () => {
    // The SDK logs every error it throws; the refusals here are expected.
    vi.spyOn(console, "error").mockImplementation(() => {});
    t = await startTestApp(engine);
    server = client({ serviceToken: await issueServiceToken(t.app) });
    member = client({ token: (await createMember(t, "member@ember.test", { is_member: true })).token });
  });
  afterAll(async () => {
    for (const c of [server, member]) c?.cleanup();
    await t?.close();
    vi.restoreAllMocks();
  });

  it("writes and reads what the rules keep from a member: bulkCreate, list, filter, update, bulkUpdate", async () => {
    const created = await service().bulkCreate([
      application("Ada"),
      application("Grace"),
      application("Alan", "small_group"),
    ]);
    expect(created.map((r) => r.full_name)).toEqual(["Ada", "Grace", "Alan"]);
    expect(await asMember().list()).toEqual([]);
    expect((await sdkError(asMember().bulkCreate([application("Eve")]))).status).toBe(403);

    expect((await service().list("full_name")).map((r) => r.full_name)).toEqual(["Ada", "Alan", "Grace"]);
    const small = await service().filter({ program_interest: "small_group" }, "full_name", 10, 0, [
      "full_name",
    ]);
    expect(small).toEqual([{ id: created[2]?.id, full_name: "Alan" }]);

    const [ada, grace] = created;
    if (!ada || !grace) throw new Error("bulkCreate returned fewer records");
    expect(await service().update(ada.id, { goals: "teach" })).toMatchObject({ id: ada.id, goals: "teach" });
    expect((await sdkError(asMember().update(ada.id, { goals: "mine" }))).status).toBe(404);
    const both = await service().bulkUpdate([
      { id: ada.id, goals: "write" },
      { id: grace.id, goals: "build" },
    ]);
    expect(both.map((r) => [r.full_name, r.goals])).toEqual([
      ["Ada", "write"],
      ["Grace", "build"],
    ]);
  });

  it("updateMany, upsert and aggregate over every record, then delete and deleteMany", async () => {
    expect(
      await service().updateMany({ program_interest: "individual" }, { $set: { goals: "ship" } }),
    ).toEqual({
      success: true,
      updated: 2,
      has_more: false,
    });
    const upserted = await service().upsert(
      [{ ...application("Ada"), goals: "again" }, application("Barbara")],
      {
        key: "email",
      },
    );
    expect(upserted).toMatchObject({ created: 1, updated: 1 });
    expect(await service().aggregate({ groupBy: "program_interest", sort: "-count" })).toEqual({
      rows: [
        { program_interest: "individual", count: 3 },
        { program_interest: "small_group", count: 1 },
      ],
      truncated: false,
    });
    expect((await asMember().aggregate({ groupBy: "program_interest" })).rows).toEqual([]);

    const [barbara] = (await service().filter({ full_name: "Barbara" })) as Row[];
    if (!barbara) throw new Error("the upserted record is not there");
    expect((await sdkError(asMember().delete(barbara.id))).status).toBe(404);
    expect(await service().delete(barbara.id)).toEqual({ success: true });
    expect((await sdkError(asMember().deleteMany({ program_interest: "individual" }))).status).toBe(403);
    expect(await service().deleteMany({ program_interest: "individual" })).toEqual({
      success: true,
      deleted: 2,
    });
    expect((await service().list()).map((r) => r.full_name)).toEqual(["Alan"]);
  });
});

describe("asServiceRole's other modules through the official SDK", () => {
  let t: TestApp;
  let memberToken: string;
  let server: Base44Client;
  /** A service client that also holds a member's token: the SDK sends it as on-behalf-of. */
  let forMember: Base44Client;
  const client = (config: { token?: string; serviceToken?: string }) =>
    createClient({ serverUrl: t.baseUrl, appId: t.config.appId, analytics: { enabled: false }, ...config });

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    t = await startTestApp("pglite", {}, { functions: [whoami] });
    memberToken = (await createMember(t, "visitor@ember.test", { is_member: true })).token;
    const serviceToken = await issueServiceToken(t.app);
    server = client({ serviceToken });
    forMember = client({ serviceToken, token: memberToken });
  });
  afterAll(async () => {
    for (const c of [server, forMember]) c?.cleanup();
    await t?.close();
    vi.restoreAllMocks();
  });

  it("reaches a function with functions.fetch as the service role", async () => {
    const response = await server.asServiceRole.functions.fetch("/tools/whoami");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ caller: "service", method: "GET" });
  });

  it("stores a private file and signs a link to it", async () => {
    const integrations = server.asServiceRole.integrations.Core;
    const { file_uri } = await integrations.UploadPrivateFile({
      file: fileOf(PNG, "pixel.png", "image/png"),
    });
    const { signed_url } = await integrations.CreateFileSignedUrl({ file_uri, expires_in: 60 });
    const file = await fetch(signed_url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
    // Without the signature the file is not served.
    const unsigned = await fetch(signed_url.split("?")[0] ?? "");
    expect([unsigned.status, await unsigned.json()]).toMatchObject([
      403,
      { message: "This file link is not valid" },
    ]);
  });

  it("logs a visit for the user it acts for, and reads the day's stats", async () => {
    await forMember.asServiceRole.appLogs.logUserInApp("Home");
    // Without a user to act for there is no visitor to count: the call is answered and nothing is stored.
    await server.asServiceRole.appLogs.logUserInApp("Home");
    const today = new Date().toISOString().slice(0, 10);
    const stats = await server.asServiceRole.appLogs.getStats({ startDate: today, endDate: today });
    expect(stats).toMatchObject({ total_visits: 1, unique_users: 1 });
  });

  it("holds a member's conversation with an agent: create on behalf, list, get, add a message", async () => {
    const agents = forMember.asServiceRole.agents;
    expect(
      (await sdkError(server.asServiceRole.agents.createConversation({ agent_name: "ember_assistant" })))
        .status,
    ).toBe(400);
    const conversation = await agents.createConversation({
      agent_name: "ember_assistant",
      metadata: { via: "svc" },
    });
    const listed = await server.asServiceRole.agents.listConversations({ q: { "metadata.via": "svc" } });
    expect(listed.map((c) => c.id)).toEqual([conversation.id]);
    const message = await agents.addMessage(conversation, {
      role: "user",
      content: "What is the programme?",
    });
    expect(message).toMatchObject({
      role: "user",
      content: "What is the programme?",
      metadata: { created_by_email: "visitor@ember.test" },
    });
    // The agent's reply is written after addMessage answers.
    const read = async () =>
      (await server.asServiceRole.agents.getConversation(conversation.id)) as AgentConversation;
    await waitFor(async () => (await read()).messages.length === 2, 10_000, "the agent's reply");
    const stored = await read();
    expect(stored.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(stored.messages[1]?.content).toEqual(expect.any(String));
  });
});
