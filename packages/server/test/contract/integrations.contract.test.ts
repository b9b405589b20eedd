import { Base44Error } from "@base44/sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { engines } from "../setup/databases.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../setup/fake-openai.ts";
import { type SmtpSink, startSmtpSink, waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { type Callers, callersOf, rejection } from "./integration-fixtures.ts";

const MAIL_FROM = "Ember <noreply@ember.test>";
const person = {
  type: "object",
  properties: { name: { type: "string" }, age: { type: "integer", minimum: 0 } },
  required: ["name", "age"],
  additionalProperties: false,
} as const;

describe.each(engines)("the official SDK's Core integrations (%s)", (engine) => {
  let t: TestApp;
  let sink: SmtpSink;
  let model: FakeOpenAi;
  let c: Callers;

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    sink = await startSmtpSink();
    model = await startFakeOpenAi();
    t = await startTestApp(
      engine,
      // Users may call InvokeLLM only where the operator allows it (off by default; ADR 0054).
      {
        SMTP_URL: sink.url,
        MAIL_FROM,
        LLM_BASE_URL: model.baseUrl,
        LLM_MODEL: "test-model",
        INVOKE_LLM_FOR_USERS: "true",
      },
      { mail: { worker: { pollIntervalMs: 50 } } },
    );
    c = await callersOf(t, engine);
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

  describe("InvokeLLM", () => {
    it("refuses an anonymous caller with 401 in the Base44 shape, asking no model", async () => {
      const calls = model.prompts.length;
      const error = await rejection(c.anonymous.integrations.Core.InvokeLLM({ prompt: "Hello" }));
      expect(error).toBeInstanceOf(Base44Error);
      expect(error).toMatchObject({
        status: 401,
        data: { error_type: "Unauthorized", message: expect.any(String) },
      });
      expect(model.prompts.length).toBe(calls);
    });

    it("answers a user, the admin and the service role with the model's text as a string", async () => {
      for (const client of [c.user, c.admin, c.service]) {
        expect(await client.integrations.Core.InvokeLLM({ prompt: "Say hello" })).toBe(
          "A reply from the model.",
        );
      }
      const last = model.prompts.at(-1);
      expect(last?.model).toBe("test-model");
      expect(last?.messages.at(-1)).toEqual({ role: "user", content: "Say hello" });
    });

    it("accepts product.md#ai-text's calls: add_context_from_internet false and response_json_schema null", async () => {
      const translation = { prompt: "Translate: hello", add_context_from_internet: false };
      expect(await c.user.integrations.Core.InvokeLLM(translation)).toBe("A reply from the model.");
      const chat = { prompt: "Hi", response_json_schema: null } as unknown as { prompt: string };
      expect(await c.user.integrations.Core.InvokeLLM(chat)).toBe("A reply from the model.");
    });

    it("answers an object validated against response_json_schema, told the schema", async () => {
      model.mode = { kind: "reply", content: 'Here it is:\n```json\n{"name": "Ada", "age": 36}\n```' };
      const answer = await c.user.integrations.Core.InvokeLLM({
        prompt: "Who wrote the first program?",
        response_json_schema: person,
      });
      expect(answer).toEqual({ name: "Ada", age: 36 });
      const system = model.prompts.at(-1)?.messages[0]?.content ?? "";
      expect(system).toContain(JSON.stringify(person));
    });

    it("answers 502 when the model's object does not match the schema", async () => {
      model.mode = { kind: "reply", content: '{"name": "Ada", "age": -1}' };
      const error = await rejection(
        c.user.integrations.Core.InvokeLLM({ prompt: "Who?", response_json_schema: person }),
      );
      expect(error).toMatchObject({
        status: 502,
        message: "The language model's answer did not match response_json_schema",
      });
    });

    it("answers 502 in the Base44 shape when the provider fails, without echoing the prompt", async () => {
      model.mode = { kind: "status", status: 500 };
      const error = await rejection(c.user.integrations.Core.InvokeLLM({ prompt: "secret words" }));
      expect(error).toMatchObject({ status: 502, data: { error_type: "BadGateway" } });
      expect(JSON.stringify((error as Base44Error).data)).not.toContain("secret words");
    });

    it("refuses bad input clearly: too long, empty, a broken schema, internet context, file_urls", async () => {
      const calls = model.prompts.length;
      const tooLong = await rejection(c.user.integrations.Core.InvokeLLM({ prompt: "x".repeat(50_001) }));
      expect(tooLong).toMatchObject({ status: 422, data: { error_type: "ValidationError" } });
      expect(await rejection(c.user.integrations.Core.InvokeLLM({ prompt: "  " }))).toMatchObject({
        status: 422,
      });
      const broken = await rejection(
        c.user.integrations.Core.InvokeLLM({ prompt: "Hi", response_json_schema: { type: "nope" } }),
      );
      expect(broken).toMatchObject({ status: 422, message: expect.stringContaining("response_json_schema") });
      const internet = await rejection(
        c.user.integrations.Core.InvokeLLM({ prompt: "Hi", add_context_from_internet: true }),
      );
      expect(internet).toMatchObject({ status: 501, data: { error_type: "NotImplemented" } });
      const files = await rejection(
        c.user.integrations.Core.InvokeLLM({ prompt: "Hi", file_urls: ["http://x.test/a.pdf"] }),
      );
      expect(files).toMatchObject({ status: 501 });
      expect(model.prompts.length).toBe(calls);
    });
  });

  describe("SendEmail", () => {
    const mail = (to: string, extra: Record<string, string> = {}) => ({
      to,
      subject: "Your plan",
      body: "Line one\nBcc: not-a-header@evil.test\n<b>bold?</b>",
      ...extra,
    });

    it("refuses anonymous callers (401) and plain users (403): never an open relay", async () => {
      expect(
        await rejection(c.anonymous.integrations.Core.SendEmail(mail("a@elsewhere.test"))),
      ).toMatchObject({
        status: 401,
        data: { error_type: "Unauthorized" },
      });
      expect(await rejection(c.user.integrations.Core.SendEmail(mail("a@elsewhere.test")))).toMatchObject({
        status: 403,
        data: { error_type: "Forbidden" },
      });
      const { rows } = await t.app.db.query(
        "select 1 from mail_outbox where to_address = 'a@elsewhere.test'",
      );
      expect(rows).toHaveLength(0);
    });

    it("delivers the admin's and the service role's e-mail over SMTP with from_name and no injected header", async () => {
      const fromName = 'Support" <ceo@bank.test>';
      expect(
        await c.admin.integrations.Core.SendEmail(
          mail(`admin-${engine}@elsewhere.test`, { from_name: fromName }),
        ),
      ).toMatchObject({ status: "queued" });
      await c.service.integrations.Core.SendEmail(mail(`service-${engine}@elsewhere.test`));
      await waitFor(
        () => sink.received.some((m) => m.to.includes(`service-${engine}@`)),
        15_000,
        "the e-mails",
      );
      await waitFor(
        () => sink.received.some((m) => m.to.includes(`admin-${engine}@`)),
        15_000,
        "the e-mails",
      );

      const adminMail = sink.received.find((m) => m.to.includes(`admin-${engine}@`));
      expect(adminMail?.envelopeTo).toEqual([`admin-${engine}@elsewhere.test`]);
      expect(adminMail?.subject).toBe("Your plan");
      expect(adminMail?.text).toContain("Bcc: not-a-header@evil.test");
      expect(adminMail?.html).toContain("&lt;b&gt;bold?&lt;/b&gt;");
      const from = adminMail?.headers.find(([name]) => name === "from")?.[1] ?? "";
      // The caller names the sender; the address stays MAIL_FROM's.
      expect(from).toMatch(/<noreply@ember\.test>$/);
      expect(from).toContain("Support");
      expect(adminMail?.headers.map(([name]) => name)).not.toContain("bcc");
      const serviceMail = sink.received.find((m) => m.to.includes(`service-${engine}@`));
      expect(serviceMail?.headers.find(([name]) => name === "from")?.[1]).toBe(MAIL_FROM);
    });

    it("refuses header injection in to, subject and from_name with 422, enqueueing nothing", async () => {
      const attempts = [
        mail("victim@elsewhere.test\r\nBcc: evil@evil.test"),
        mail("victim@elsewhere.test, evil@evil.test"),
        mail("Victim <victim@elsewhere.test>"),
        mail("victim@elsewhere.test", { subject: "Hi\r\nBcc: evil@evil.test" }),
        mail("victim@elsewhere.test", { from_name: "Team\nBcc: evil@evil.test" }),
      ];
      for (const attempt of attempts) {
        const error = await rejection(c.admin.integrations.Core.SendEmail(attempt));
        expect(error).toMatchObject({ status: 422, data: { error_type: "ValidationError" } });
      }
      const { rows } = await t.app.db.query(
        "select to_address from mail_outbox where to_address like '%victim%'",
      );
      expect(rows).toHaveLength(0);
    });
  });

  describe("endpoints without a provider, unknown endpoints and plain strings", () => {
    it("answers GenerateImage with 501 in the Base44 shape when no image model is configured", async () => {
      for (const client of [c.anonymous, c.user, c.service]) {
        const image = await rejection(client.integrations.Core.GenerateImage({ prompt: "a fire" }));
        expect(image).toMatchObject({
          status: 501,
          message: expect.stringContaining("GenerateImage"),
          data: { error_type: "NotImplemented", detail: expect.any(String) },
        });
      }
    });

    it("refuses ExtractDataFromUploadedFile of a file that is not ours with 422 (and anonymous callers with 401)", async () => {
      const anonymous = await rejection(
        c.anonymous.integrations.Core.ExtractDataFromUploadedFile({ file_url: "x", json_schema: {} }),
      );
      expect(anonymous).toMatchObject({ status: 401 });
      for (const client of [c.user, c.service]) {
        const extract = await rejection(
          client.integrations.Core.ExtractDataFromUploadedFile({ file_url: "x", json_schema: {} }),
        );
        expect(extract).toMatchObject({ status: 422, data: { error_type: "ValidationError" } });
      }
    });

    it("answers unknown Core endpoints and installable packages with 404", async () => {
      // The SDK's integrations are a Proxy: any package and endpoint name makes a call.
      const packages = c.user.integrations as unknown as Record<
        string,
        Record<string, (d: object) => Promise<unknown>>
      >;
      expect(await rejection(packages.Core?.Nope?.({}) ?? Promise.resolve())).toMatchObject({ status: 404 });
      expect(
        await rejection(packages.Slack?.PostMessage?.({ text: "x" }) ?? Promise.resolve()),
      ).toMatchObject({
        status: 404,
        message: "Integration package Slack is not installed on this server",
      });
    });

    it("fails integration and function calls given a plain string in the SDK, with product.md#errors' texts", async () => {
      const integration = await rejection(c.user.integrations.Core.InvokeLLM("hello" as never));
      expect((integration as Error).message).toBe(
        "Integration InvokeLLM must receive an object with named parameters, received: hello",
      );
      const fn = await rejection(c.user.functions.invoke("chat", "hello" as never));
      expect((fn as Error).message).toBe(
        "Function chat must receive an object with named parameters, received: hello",
      );
    });

    it("refuses a JSON body that is not an object with 422", async () => {
      const response = await fetch(
        `${t.baseUrl}/api/apps/${t.config.appId}/integration-endpoints/Core/InvokeLLM`,
        {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${t.adminToken}` },
          body: JSON.stringify("hello"),
        },
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ error_type: "ValidationError" });
    });
  });
});

describe("InvokeLLM without a language model, and its rate limit", () => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    t = await startTestApp("pglite", { RATE_LIMIT_LLM_PER_MINUTE: "2", INVOKE_LLM_FOR_USERS: "true" });
    c = await callersOf(t, "offline");
  });
  afterAll(async () => {
    await t?.close();
    vi.restoreAllMocks();
  });

  it("answers 501 naming the missing configuration, then 429 past the limit; the service role is not counted", async () => {
    for (let i = 0; i < 2; i++) {
      const error = await rejection(c.user.integrations.Core.InvokeLLM({ prompt: "Hello" }));
      expect(error).toMatchObject({ status: 501, message: expect.stringContaining("LLM_BASE_URL") });
    }
    const limited = await rejection(c.user.integrations.Core.InvokeLLM({ prompt: "Hello" }));
    expect(limited).toMatchObject({ status: 429, data: { error_type: "TooManyRequests" } });
    // Counted per user: another member still has their allowance.
    expect(await rejection(c.otherUser.integrations.Core.InvokeLLM({ prompt: "Hello" }))).toMatchObject({
      status: 501,
    });
    for (let i = 0; i < 3; i++) {
      expect(await rejection(c.service.integrations.Core.InvokeLLM({ prompt: "Hello" }))).toMatchObject({
        status: 501,
      });
    }
  });
});
