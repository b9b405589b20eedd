import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAiProvider } from "../../src/platform/llm/openai-provider.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../setup/fake-openai.ts";

describe("the OpenAI-compatible provider over HTTP", () => {
  let model: FakeOpenAi;
  beforeAll(async () => {
    model = await startFakeOpenAi();
  });
  afterAll(() => model?.stop());
  const provider = () => createOpenAiProvider({ baseUrl: model.baseUrl, apiKey: undefined, model: "tr" });

  it("translates a batch in one call, in order", async () => {
    model.mode = { kind: "reply", content: 'Here you go: ["Hola", "Mundo"]' };
    const before = model.prompts.length;
    expect(await provider().translateBatch(["Hello", "World"], "es")).toEqual({
      ok: true,
      value: ["Hola", "Mundo"],
    });
    expect(model.prompts.length).toBe(before + 1);
    expect(model.prompts.at(-1)?.messages.at(-1)).toEqual({ role: "user", content: '["Hello","World"]' });
    expect(model.prompts.at(-1)?.messages[0]?.content).toContain('"es"');
  });

  it("reports a reply that does not match the batch, or a failure, as a result instead of throwing", async () => {
    model.mode = { kind: "reply", content: '["Hola"]' };
    expect(await provider().translateBatch(["Hello", "World"], "es")).toEqual({
      ok: false,
      error: "translations do not match the texts",
    });
    model.mode = { kind: "reply", content: "no json here" };
    expect((await provider().translateBatch(["Hello"], "es")).ok).toBe(false);
    model.mode = { kind: "status", status: 500 };
    expect(await provider().translateBatch(["Hello"], "es")).toEqual({ ok: false, error: "HTTP 500" });
    const aborted = new AbortController();
    aborted.abort();
    model.mode = { kind: "reply", content: "hi" };
    const request = { system: "s", messages: [{ role: "user", content: "q" }] as const, grounding: [] };
    expect(await provider().complete(request, aborted.signal)).toEqual({ ok: false, error: "aborted" });
  });
});
