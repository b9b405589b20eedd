import { type Base44Client, Base44Error, createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { issueServiceToken } from "../../src/platform/auth/tokens.ts";
import { sdkError } from "../setup/sdk-calls.ts";
import { waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

// What the SDK's methods without a counterpart here get (docs/sdk-coverage.md lists them as missing): a
// clear 404 in the Base44 error shape, which the SDK turns into a Base44Error, never a hang, a 5xx or an
// answer that looks like success.

const notFound = { status: 404, data: { error_type: "NotFound", detail: expect.any(String) } };

describe("SDK methods this server does not implement, through the official SDK", () => {
  let t: TestApp;
  let service: Base44Client;
  let member: Base44Client;
  let memberId: string;
  let memberToken: string;
  const client = (config: { token?: string; serviceToken?: string }) =>
    createClient({ serverUrl: t.baseUrl, appId: t.config.appId, analytics: { enabled: false }, ...config });

  beforeAll(async () => {
    // The SDK logs every error it throws; each one here is expected.
    vi.spyOn(console, "error").mockImplementation(() => {});
    t = await startTestApp("pglite");
    const created = await createMember(t, "member@ember.test", { is_member: true });
    memberId = created.user.id;
    memberToken = created.token;
    member = client({ token: created.token });
    service = client({ serviceToken: await issueServiceToken(t.app) });
  });
  afterAll(async () => {
    for (const c of [service, member]) c?.cleanup();
    await t?.close();
    vi.restoreAllMocks();
  });

  it("answers the connectors with 404, or 400 for the body-less ones", async () => {
    const connectors = service.asServiceRole.connectors;
    // Called one at a time: a rejection nobody awaits yet would be reported as unhandled.
    const calls: [string, () => Promise<unknown>][] = [
      ["getAccessToken", () => connectors.getAccessToken("googlecalendar")],
      ["getConnection", () => connectors.getConnection("googlecalendar")],
      ["getWorkspaceConnection", () => connectors.getWorkspaceConnection("conn_1")],
      ["getCurrentAppUserAccessToken", () => connectors.getCurrentAppUserAccessToken("conn_1")],
      ["getCurrentAppUserConnection", () => connectors.getCurrentAppUserConnection("conn_1")],
      [
        "callApi",
        () =>
          connectors.callApi("slack", { method: "POST", path: "/chat.postMessage", body: { text: "hi" } }),
      ],
    ];
    for (const [name, call] of calls) expect(await sdkError(call()), name).toMatchObject(notFound);
    // connectAppUser and disconnectAppUser send no body under a JSON content type; the JSON parser refuses
    // that before the router finds no route, so they get a 400 rather than the 404.
    for (const call of [
      () => member.connectors.connectAppUser("github"),
      () => member.connectors.disconnectAppUser("github"),
    ]) {
      expect(await sdkError(call())).toMatchObject({
        status: 400,
        message: "Body cannot be empty when content-type is set to 'application/json'",
        data: { error_type: "BadRequest" },
      });
    }
  });

  it("answers SSO ID tokens, installable and custom integrations with 404", async () => {
    expect(await sdkError(service.asServiceRole.sso.getIdToken(memberId))).toMatchObject(notFound);
    for (const c of [member, service.asServiceRole] as const) {
      // Any package name is a Proxy the SDK answers; its endpoints post to the installable route.
      const postMessage = c.integrations.Slack?.PostMessage;
      if (!postMessage) throw new Error("the SDK no longer answers any integration package name");
      const installable = await sdkError(postMessage({ text: "hi" }));
      expect(installable).toMatchObject({
        ...notFound,
        message: "Integration package Slack is not installed on this server",
      });
      const custom = await sdkError(c.integrations.custom.call("github", "get:/repos/{owner}/{repo}", {}));
      expect(custom).toMatchObject({
        ...notFound,
        message: "Custom integration github is not configured on this server",
      });
    }
  });

  it("gives the AI gateway a base URL that answers 404, for the user's token and the service one", async () => {
    for (const c of [member, service.asServiceRole]) {
      const { baseURL, token } = c.aiGateway.connection();
      expect(baseURL).toBe(`${t.baseUrl}/api/apps/${t.config.appId}/ai/openai/v1`);
      const response = await fetch(`${baseURL}/chat/completions`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] }),
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error_type: "NotFound" });
    }
  });

  it("answers the actors' connection-token mint with 404: the SDK reports it and closes, no proxy fallback", async () => {
    // 405, 409, 422 and 503 would send the SDK to Base44's actor proxy; 404 is final for the connection.
    const errors: unknown[] = [];
    const withActors = createClient({
      serverUrl: t.baseUrl,
      appId: t.config.appId,
      analytics: { enabled: false },
      token: memberToken,
      options: { onError: (error) => errors.push(error) },
    });
    try {
      withActors.actors.Room?.("lobby").connect();
      await waitFor(() => errors.length > 0, 10_000, "the SDK's mint error");
      expect(errors).toHaveLength(1);
      expect(errors[0]).toBeInstanceOf(Base44Error);
      expect(errors[0]).toMatchObject({ status: 404, data: { error_type: "NotFound" } });
    } finally {
      withActors.cleanup();
    }
  });
});
