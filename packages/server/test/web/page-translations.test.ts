import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../functions/submission-fixtures.ts";
import { engines } from "../setup/databases.ts";
import { type FakeOpenAi, type RecordedPrompt, startFakeOpenAi } from "../setup/fake-openai.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

const version = "0a1b2c3d4e";
const faqTexts = [
  "How long does the programme take?",
  "Who are the mentors?",
  "How long does the programme take?",
  "OK",
];
// Long enough that the answer is compressed when the browser takes brotli.
const longText = `Every mentor walks with one person at a time, ${"week after week, ".repeat(80)}until the plan is theirs.`;

/** A web build holding only what the route reads: the page-text files of one build version. */
async function writeBuild(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "ember-page-text-"));
  const write = async (language: string, page: string, texts: string[]) => {
    const dir = path.join(root, "assets", `page-text-${version}`, language);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${page}.json`), JSON.stringify({ texts, body: "<main></main>" }));
  };
  await write("es", "FAQ", faqTexts);
  await write("pt", "FAQ", faqTexts);
  await write("es", "Stories", [longText]);
  await write("es", "Empty", []);
  await writeFile(path.join(root, "index.html"), "<!DOCTYPE html><html><body>Home</body></html>");
  return root;
}

const batchOf = (prompt: RecordedPrompt): string[] => JSON.parse(prompt.messages.at(-1)?.content ?? "[]");
const codeOf = (prompt: RecordedPrompt) =>
  /language code "(\w+)"/.exec(prompt.messages[0]?.content ?? "")?.[1];

describe.each(engines)("page translations (%s)", (engine) => {
  let t: TestApp;
  let model: FakeOpenAi;
  let root: string;
  const get = (tail: string, headers: Record<string, string> = {}) =>
    fetch(`${t.baseUrl}/api/apps/${t.config.appId}/page-translations/${tail}`, { headers });

  beforeAll(async () => {
    root = await writeBuild();
    model = await startFakeOpenAi();
    model.mode = {
      kind: "respond",
      respond: (prompt) => JSON.stringify(batchOf(prompt).map((text) => `[${codeOf(prompt)}] ${text}`)),
    };
    t = await startTestApp(engine, {
      WEB_DIR: root,
      LLM_BASE_URL: model.baseUrl,
      LLM_MODEL: "test-model",
      RATE_LIMIT_TRANSLATE_PER_MINUTE: "100000",
    });
  });
  afterAll(async () => {
    await t?.close();
    await model?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it("answers the cached translations of the page's texts, and never asks the model", async () => {
    const empty = await get(`${version}/es/FAQ`);
    expect(empty.status).toBe(200);
    expect(empty.headers.get("cache-control")).toBe("no-cache");
    expect(await empty.json()).toEqual({ language: "es", translations: [], provider: "llm" });
    expect(model.prompts).toHaveLength(0);

    await invoke(t, "translate", { language: "es", texts: ["How long does the programme take?"] });
    const prompts = model.prompts.length;
    const answer = await get(`${version}/es/FAQ`);
    expect(await answer.json()).toEqual({
      language: "es",
      translations: [["How long does the programme take?", "[es] How long does the programme take?"]],
      provider: "llm",
    });
    // The other language's cache is its own; a miss stays a miss (React's one batch asks for it).
    expect(await (await get(`${version}/pt/FAQ`)).json()).toMatchObject({ translations: [] });
    expect(model.prompts).toHaveLength(prompts);
  });

  it("lists a text whose translation is the text itself (a name), so the head script knows it is done", async () => {
    const text = "Who are the mentors?";
    await t.app.db.query(
      `insert into translation_cache (language, text_hash, original, translation, source)
       values ('es', $1, $2, $2, 'machine') on conflict do nothing`,
      [createHash("sha256").update(text, "utf8").digest("hex"), text],
    );
    const answer = (await (await get(`${version}/es/FAQ`)).json()) as { translations: [string, string][] };
    expect(answer.translations).toContainEqual([text, text]);
    // A text that needs no translation ("OK") is still left out.
    expect(answer.translations.map(([original]) => original)).not.toContain("OK");
  });

  it("serves a staff correction", async () => {
    const text = "Who are the mentors?";
    await t.app.db.query(
      `insert into translation_cache (language, text_hash, original, translation, source)
       values ('pt', $1, $2, 'Quem são os mentores?', 'human')`,
      [createHash("sha256").update(text, "utf8").digest("hex"), text],
    );
    expect(await (await get(`${version}/pt/FAQ`)).json()).toMatchObject({
      translations: [[text, "Quem são os mentores?"]],
    });
  });

  it("compresses a long answer for a browser that takes brotli", async () => {
    await invoke(t, "translate", { language: "es", texts: [longText] });
    const response = await fetch(
      `${t.baseUrl}/api/apps/${t.config.appId}/page-translations/${version}/es/Stories`,
      {
        headers: { "accept-encoding": "br" },
      },
    );
    expect(response.headers.get("content-encoding")).toBe("br");
    // fetch decodes the body as a browser does: this is the brotli stream, read back.
    const body = (await response.json()) as { translations: unknown };
    expect(body.translations).toEqual([[longText, `[es] ${longText}`]]);
    expect(await (await get(`${version}/es/Empty`)).json()).toMatchObject({ translations: [] });
  });

  it.each([
    ["an unknown language", `${version}/xx/FAQ`, 400],
    ["English, which has no page-text", `${version}/en/FAQ`, 404],
    ["another build's version", "ffffffffff/es/FAQ", 404],
    ["a page that does not exist", `${version}/es/Nowhere`, 404],
    ["a path out of the build", `${version}/es/..%2F..%2Findex`, 404],
    ["a page name with a dot", `${version}/es/FAQ.json`, 404],
  ])("refuses %s with a clear 4xx", async (_name, tail, status) => {
    const response = await get(tail);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string; error_type: string };
    expect(body.message).toEqual(expect.any(String));
    expect(body.error_type).toEqual(status === 400 ? "BadRequest" : "NotFound");
  });

  it("answers 404 for another app", async () => {
    const response = await fetch(`${t.baseUrl}/api/apps/another-app/page-translations/${version}/es/FAQ`);
    expect(response.status).toBe(404);
  });
});
