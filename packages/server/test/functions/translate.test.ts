import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runWarmCommand, webPackageAt } from "../../src/cli/translate-warm.ts";
import { engines } from "../setup/databases.ts";
import { type FakeOpenAi, type RecordedPrompt, startFakeOpenAi } from "../setup/fake-openai.ts";
import { waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { invoke } from "./submission-fixtures.ts";

// The model's time limit: a held call's next steps fit in it on a busy machine; the hang case waits it out.
const TIMEOUT_MS = 1_500;
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The batch a prompt carries: the JSON array of the user message. */
const batchOf = (prompt: RecordedPrompt): string[] => JSON.parse(prompt.messages.at(-1)?.content ?? "[]");
/** The target language named in the system prompt. */
const codeOf = (prompt: RecordedPrompt) =>
  /language code "(\w+)"/.exec(prompt.messages[0]?.content ?? "")?.[1];
/** A translator that marks each text with its language, e.g. 'Hello' -> '[es] Hello'. */
const translator = (delayMs?: number) =>
  ({
    kind: "respond",
    delayMs,
    respond: (prompt: RecordedPrompt) =>
      JSON.stringify(batchOf(prompt).map((text) => `[${codeOf(prompt)}] ${text}`)),
  }) as const;

/** The translator, answering only when the test calls `answer`: a model call the test holds under way. */
function heldTranslator() {
  let answer!: () => void;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  return { mode: { ...translator(), held }, answer };
}

/** Fixture pages as React renders them: on-demand texts in `<span data-tx="">`, escaped. */
const fixturePages: Record<string, string> = {
  "index.html": `<!DOCTYPE html><html lang="en"><body><h1><span data-tx="">Find your purpose &amp; your people</span></h1>
<p><span data-tx="">We&#x27;re a community of &quot;seekers&quot; &lt;and&gt; mentors.</span> <span data-tx="">OK</span></p>
<p><span data-tx="">2,098+</span><span data-tx="">Caf&#233; talks &#x2014; every week</span></p></body></html>`,
  "Faq/index.html": `<!DOCTYPE html><html><body><span data-tx="">Find your purpose &amp; your people</span>
<span data-tx="">How long does the programme take?</span><span class="x">not on demand</span></body></html>`,
};
const fixtureTexts = [
  "Find your purpose & your people",
  `We're a community of "seekers" <and> mentors.`,
  "Café talks — every week",
  "How long does the programme take?",
];

async function writeFixtureSite(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "ember-warm-"));
  for (const [file, html] of Object.entries(fixturePages)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), html);
  }
  return dir;
}

describe.each(engines)("translate with a model over HTTP (%s)", (engine) => {
  let t: TestApp;
  let model: FakeOpenAi;
  const logLines: string[] = [];
  const requests = () => model.prompts.length;
  const textsSent = () => model.prompts.reduce((sum, prompt) => sum + batchOf(prompt).length, 0);
  const cached = async (language: string) =>
    (
      await t.app.db.query<{ text_hash: string; original: string; translation: string; source: string }>(
        "select text_hash, original, translation, source from translation_cache where language = $1 order by original",
        [language],
      )
    ).rows;
  // As staff: any text may be translated; a visitor's request only reads what is stored
  // (security/attack-mail-llm.test.ts).
  const translate = (body: unknown) =>
    invoke(t, "translate", body, { authorization: `Bearer ${t.adminToken}` });

  beforeAll(async () => {
    model = await startFakeOpenAi();
    t = await startTestApp(
      engine,
      { LLM_BASE_URL: model.baseUrl, LLM_MODEL: "test-model", RATE_LIMIT_TRANSLATE_PER_MINUTE: "100000" },
      {
        translation: { timeoutMs: TIMEOUT_MS },
        logger: { level: "warn", stream: { write: (line: string) => void logLines.push(line) } },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
    await model?.stop();
  });
  beforeEach(() => {
    model.mode = translator();
    logLines.length = 0;
  });

  it("asks the model once for every missing text, skips short and letterless ones, and stores the answers", async () => {
    const before = requests();
    const sent = textsSent();
    const texts = [
      "Welcome home",
      "OK",
      "Your journey starts here",
      "988",
      "Welcome home",
      " a ",
      "—",
      "2,098+",
    ];
    const answer = await translate({ language: "es", texts });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      language: "es",
      translations: [
        "[es] Welcome home",
        "OK",
        "[es] Your journey starts here",
        "988",
        "[es] Welcome home",
        " a ",
        "—",
        "2,098+",
      ],
      provider: "llm",
    });
    expect(requests()).toBe(before + 1);
    expect(textsSent()).toBe(sent + 2);
    expect(batchOf(model.prompts.at(-1) as RecordedPrompt)).toEqual([
      "Welcome home",
      "Your journey starts here",
    ]);
    expect(await cached("es")).toEqual([
      {
        text_hash: sha256("Welcome home"),
        original: "Welcome home",
        translation: "[es] Welcome home",
        source: "machine",
      },
      {
        text_hash: sha256("Your journey starts here"),
        original: "Your journey starts here",
        translation: "[es] Your journey starts here",
        source: "machine",
      },
    ]);
  });

  it("answers a second call from the cache with no model request, and asks only for what is new", async () => {
    const first = await translate({
      language: "fr",
      texts: ["Mentors walk with you", "Small groups meet weekly"],
    });
    expect(first.status).toBe(200);
    const before = requests();
    const again = await translate({
      language: "fr",
      texts: ["Small groups meet weekly", "Mentors walk with you"],
    });
    expect(again.body).toEqual({
      language: "fr",
      translations: ["[fr] Small groups meet weekly", "[fr] Mentors walk with you"],
      provider: "llm",
    });
    expect(requests()).toBe(before);

    const mixed = await translate({
      language: "fr",
      texts: ["Mentors walk with you", "A brand new sentence"],
    });
    expect(mixed.body.translations).toEqual(["[fr] Mentors walk with you", "[fr] A brand new sentence"]);
    expect(requests()).toBe(before + 1);
    expect(batchOf(model.prompts.at(-1) as RecordedPrompt)).toEqual(["A brand new sentence"]);
  });

  it("answers cached_only calls from the cache alone: misses null, no model request, not even a shared one", async () => {
    await translate({ language: "pt", texts: ["Cached before the page loads"] });
    const heldModel = heldTranslator();
    model.mode = heldModel.mode;
    const before = requests();
    // A model call for another text is under way, held until the cache-only call has answered.
    const slow = translate({ language: "pt", texts: ["Being translated right now"] });
    await waitFor(() => requests() === before + 1, 10_000, "the model call under way");
    const quick = await translate({
      language: "pt",
      texts: ["Cached before the page loads", "Being translated right now", "Never seen before", "OK"],
      cached_only: true,
    });
    expect(quick.status).toBe(200);
    expect(quick.body).toEqual({
      language: "pt",
      translations: ["[pt] Cached before the page loads", null, null, "OK"],
      provider: "llm",
    });
    heldModel.answer();
    expect((await slow).body.translations).toEqual(["[pt] Being translated right now"]);
    expect(requests()).toBe(before + 1);
    expect(model.prompts.slice(before).flatMap(batchOf)).toEqual(["Being translated right now"]);
  });

  it("names the language in English and by code, and asks for the tone kept and only the translations", async () => {
    await translate({ language: "de", texts: ["Read the founder's story"] });
    const system = model.prompts.at(-1)?.messages[0]?.content ?? "";
    expect(system).toContain('German (language code "de")');
    expect(system).toMatch(/tone/);
    expect(system).toMatch(/only a JSON array/);
    expect(system).toMatch(/placeholders[\s\S]*markdown[\s\S]*line breaks[\s\S]*URLs[\s\S]*e-mail addresses/);
  });

  it("returns English texts as they are, asking nothing", async () => {
    const before = requests();
    const texts = ["Welcome home", "OK", "A long English sentence."];
    const answer = await translate({ language: "en", texts });
    expect(answer.body).toEqual({ language: "en", translations: texts, provider: "llm" });
    expect(requests()).toBe(before);
  });

  it("asks once for a text that two requests want at the same time", async () => {
    model.mode = translator(150);
    const before = requests();
    const [a, b] = await Promise.all([
      translate({ language: "it", texts: ["Concurrent visitors, one request"] }),
      translate({ language: "it", texts: ["Concurrent visitors, one request", "Another text"] }),
    ]);
    expect(a.body.translations).toEqual(["[it] Concurrent visitors, one request"]);
    expect(b.body.translations).toEqual(["[it] Concurrent visitors, one request", "[it] Another text"]);
    const asked = model.prompts.slice(before).flatMap(batchOf);
    expect(asked.filter((text) => text === "Concurrent visitors, one request")).toHaveLength(1);
  });

  it.each([
    ["an unknown language", { language: "xx", texts: ["Hello there"] }, "language"],
    ["a missing language", { texts: ["Hello there"] }, "language"],
    [
      "cached_only that is not a boolean",
      { language: "es", texts: ["Hello there"], cached_only: "yes" },
      "cached_only",
    ],
    ["missing texts", { language: "es" }, "texts"],
    ["no texts", { language: "es", texts: [] }, "texts"],
    ["texts that are not a list", { language: "es", texts: "Hello there" }, "texts"],
    [
      "too many texts",
      { language: "es", texts: Array.from({ length: 201 }, (_, i) => `Text ${i}`) },
      "texts",
    ],
    ["a non-string item", { language: "es", texts: ["Hello there", 42] }, "texts.1"],
    ["a null item", { language: "es", texts: [null] }, "texts.0"],
    ["an oversize text", { language: "es", texts: ["Fine", "x".repeat(5001)] }, "texts.1"],
    [
      "too many characters in all",
      { language: "es", texts: Array.from({ length: 21 }, () => "y".repeat(5000)) },
      "texts",
    ],
  ])("refuses %s with 422 naming the field, asking nothing", async (_name, body, field) => {
    const before = requests();
    const answer = await translate(body);
    expect(answer.status).toBe(422);
    expect(answer.body.error_type).toBe("ValidationError");
    expect(answer.body.extra_data?.errors?.map((e) => e.field)).toContain(field);
    expect(requests()).toBe(before);
  });

  it.each([
    ["fails with HTTP 500", { kind: "status", status: 500 }],
    ["hangs past the timeout", { kind: "slow", delayMs: TIMEOUT_MS * 5, content: '["late"]' }],
    ["answers something that is not JSON", { kind: "reply", content: "Sorry, I cannot help with that." }],
    ["answers the wrong number of translations", { kind: "reply", content: '["only one"]' }],
    ["hangs up", { kind: "hang-up" }],
  ] as const)("answers nulls with 200 and caches nothing when the model %s", async (name, mode) => {
    model.mode = mode;
    const texts = [`First text when the model ${name}`, "OK", `Second text when the model ${name}`];
    const answer = await translate({ language: "pt", texts });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ language: "pt", translations: [null, "OK", null], provider: "llm" });
    expect((await cached("pt")).filter((row) => row.original.includes(name))).toEqual([]);
    // One log line for the batch, with no text of the page in it.
    const failures = logLines.filter((line) => line.includes("translation failed"));
    expect(failures).toHaveLength(1);
    expect(failures[0]).not.toContain("text when the model");

    model.mode = translator();
    const retried = await translate({ language: "pt", texts });
    expect(retried.body.translations).toEqual([`[pt] ${texts[0]}`, "OK", `[pt] ${texts[2]}`]);
  });

  it("never overwrites a human correction, even one made while the model is answering", async () => {
    const text = "The founder's journey began in 2024";
    const held = heldTranslator();
    model.mode = held.mode;
    const asked = requests();
    const pending = translate({ language: "ar", texts: [text] });
    await waitFor(() => requests() === asked + 1, 10_000, "the model call under way");
    await t.app.db.query(
      `insert into translation_cache (language, text_hash, original, translation, source)
       values ('ar', $1, $2, 'human translation', 'human')`,
      [sha256(text), text],
    );
    held.answer();
    expect((await pending).status).toBe(200);
    expect(await cached("ar")).toEqual([
      { text_hash: sha256(text), original: text, translation: "human translation", source: "human" },
    ]);

    const before = requests();
    const answer = await translate({ language: "ar", texts: [text] });
    expect(answer.body.translations).toEqual(["human translation"]);
    expect(requests()).toBe(before);
  });

  it("lists a language's entries newest first and takes a staff correction", async () => {
    await translate({ language: "hi", texts: ["The first entry"] });
    await translate({ language: "hi", texts: ["The second entry"] });
    const page = await t.app.translation.list("hi", { limit: 1 });
    expect(page.total).toBe(2);
    expect(page.entries.map((e) => e.original)).toEqual(["The second entry"]);
    expect(
      (await t.app.translation.list("hi", { limit: 1, offset: 1 })).entries.map((e) => e.original),
    ).toEqual(["The first entry"]);

    const corrected = await t.app.translation.correct("hi", sha256("The first entry"), "पहली प्रविष्टि");
    expect(corrected).toMatchObject({
      original: "The first entry",
      translation: "पहली प्रविष्टि",
      source: "human",
    });
    expect(corrected?.updated_at).not.toBe(corrected?.created_at);
    expect(await t.app.translation.correct("hi", sha256("nothing"), "x y z")).toBeUndefined();
    await expect(t.app.translation.correct("hi", sha256("The first entry"), "  ")).rejects.toThrow(
      RangeError,
    );

    const before = requests();
    const answer = await translate({ language: "hi", texts: ["The first entry", "The second entry"] });
    expect(answer.body.translations).toEqual(["पहली प्रविष्टि", "[hi] The second entry"]);
    expect(requests()).toBe(before);
  });
});

describe.each(engines)("translate with no model configured (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_TRANSLATE_PER_MINUTE: "3" });
  });
  afterAll(() => t?.close());

  it("answers nulls with provider 'none' for texts that need a translation, and the rest as written", async () => {
    const answer = await invoke(t, "translate", { language: "es", texts: ["Welcome home", "OK", "988"] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ language: "es", translations: [null, "OK", "988"], provider: "none" });
    const { rows } = await t.app.db.query("select 1 from translation_cache");
    expect(rows).toEqual([]);
  });

  it("still serves what the cache holds, such as a staff correction", async () => {
    await t.app.db.query(
      `insert into translation_cache (language, text_hash, original, translation, source)
       values ('it', $1, 'Welcome home', 'Bentornato a casa', 'human')`,
      [sha256("Welcome home")],
    );
    const answer = await invoke(t, "translate", {
      language: "it",
      texts: ["Welcome home", "Not cached yet"],
    });
    expect(answer.body).toEqual({
      language: "it",
      translations: ["Bentornato a casa", null],
      provider: "none",
    });
  });

  it("returns English as written", async () => {
    const answer = await invoke(t, "translate", { language: "en", texts: ["Welcome home"] });
    expect(answer.body).toEqual({ language: "en", translations: ["Welcome home"], provider: "none" });
  });

  it("answers 429 past RATE_LIMIT_TRANSLATE_PER_MINUTE batches a minute from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await invoke(t, "translate", { language: "fr", texts: ["Hi there"] })).status);
    expect(statuses).toContain(429);
  });
});

describe.each(engines)("translate from the repository's reviewed translations (%s)", (engine) => {
  let t: TestApp;
  let model: FakeOpenAi;
  let webDir: string;
  beforeAll(async () => {
    model = await startFakeOpenAi();
    model.mode = translator();
    webDir = await writeFixtureSite();
    // What the web build copies from packages/web/src/i18n/content (scripts/content-translations.ts).
    await mkdir(path.join(webDir, "content-translations"));
    await writeFile(
      path.join(webDir, "content-translations", "es.json"),
      JSON.stringify({
        "Find your purpose & your people": "Encuentra tu propósito y a tu gente",
        "How long does the programme take?": "¿Cuánto dura el programa?",
        "Café talks — every week": "Charlas de café, cada semana",
      }),
    );
    t = await startTestApp(
      engine,
      { LLM_BASE_URL: model.baseUrl, LLM_MODEL: "test-model", RATE_LIMIT_TRANSLATE_PER_MINUTE: "100000" },
      { translation: { timeoutMs: TIMEOUT_MS, webDir } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await model?.stop();
    await rm(webDir, { recursive: true, force: true });
  });

  it("answers the site's texts from the reviewed files with no model call, even for an anonymous visitor", async () => {
    const before = model.prompts.length;
    const answer = await invoke(t, "translate", {
      language: "es",
      texts: ["Find your purpose & your people", "How long does the programme take?"],
    });
    expect(answer.body).toMatchObject({
      translations: ["Encuentra tu propósito y a tu gente", "¿Cuánto dura el programa?"],
    });
    expect(model.prompts.length).toBe(before);
    // Nothing is written to the cache for a reviewed text: the file is the record.
    const { rows } = await t.app.db.query("select 1 from translation_cache where language = 'es'");
    expect(rows).toEqual([]);
  });

  it("prefers the reviewed translation to an earlier machine one, and a staff correction to both", async () => {
    await t.app.db.query(
      `insert into translation_cache (language, text_hash, original, translation, source) values
         ('es', $1, 'Find your purpose & your people', 'Encuentra tu propósito (máquina)', 'machine'),
         ('es', $2, 'Café talks — every week', 'Charlas de café semanales', 'human')`,
      [sha256("Find your purpose & your people"), sha256("Café talks — every week")],
    );
    const answer = await invoke(t, "translate", {
      language: "es",
      texts: ["Find your purpose & your people", "Café talks — every week"],
    });
    expect(answer.body).toMatchObject({
      translations: ["Encuentra tu propósito y a tu gente", "Charlas de café semanales"],
    });
  });

  it("serves the reviewed translations to a cache-only lookup, which never asks the model", async () => {
    const outcome = await t.app.translation.translate(
      "es",
      ["How long does the programme take?", "Not reviewed"],
      {
        cachedOnly: true,
      },
    );
    expect(outcome.translations).toEqual(["¿Cuánto dura el programa?", null]);
  });

  it("asks the model only for a site text that has no reviewed translation", async () => {
    const before = model.prompts.length;
    const answer = await invoke(
      t,
      "translate",
      {
        language: "es",
        texts: ["How long does the programme take?", `We're a community of "seekers" <and> mentors.`],
      },
      { authorization: `Bearer ${t.adminToken}` },
    );
    expect(answer.body).toMatchObject({
      translations: ["¿Cuánto dura el programa?", `[es] We're a community of "seekers" <and> mentors.`],
    });
    expect(model.prompts.slice(before).flatMap(batchOf)).toEqual([
      `We're a community of "seekers" <and> mentors.`,
    ]);
  });

  it("lists the reviewed translations for staff, hides a machine row they replace, and takes a correction of one", async () => {
    const listed = await t.app.translation.list("es");
    const byOriginal = new Map(listed.entries.map((entry) => [entry.original, entry]));
    expect(byOriginal.get("Find your purpose & your people")).toMatchObject({
      source: "reviewed",
      translation: "Encuentra tu propósito y a tu gente",
    });
    // The staff correction made above is listed once, as the correction.
    expect(listed.entries.filter((entry) => entry.original === "Café talks — every week")).toEqual([
      expect.objectContaining({ source: "human", translation: "Charlas de café semanales" }),
    ]);
    expect(listed.entries.some((entry) => entry.translation.includes("(máquina)"))).toBe(false);
    const reviewedOnly = await t.app.translation.list("es", { source: "reviewed", search: "PROGRAMME" });
    expect(reviewedOnly.entries.map((entry) => entry.original)).toEqual([
      "How long does the programme take?",
    ]);

    const corrected = await t.app.translation.correct(
      "es",
      sha256("How long does the programme take?"),
      "¿Cuánto tiempo dura el programa?",
    );
    expect(corrected).toMatchObject({ source: "human", original: "How long does the programme take?" });
    const answer = await invoke(t, "translate", {
      language: "es",
      texts: ["How long does the programme take?"],
    });
    expect(answer.body).toMatchObject({ translations: ["¿Cuánto tiempo dura el programa?"] });
    // A hash that is neither cached nor a site text is not a correction of anything.
    expect(await t.app.translation.correct("es", sha256("Not a text of the site"), "Nada")).toBeUndefined();
  });
});

/** A web package as the build leaves it: the report of the site's texts, and the translation files. */
async function writeWebPackage(translations: Record<string, Record<string, string>>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "ember-warm-"));
  await mkdir(path.join(dir, "build"));
  await mkdir(path.join(dir, "src", "i18n", "content"), { recursive: true });
  await writeFile(
    path.join(dir, "build", "prerendered-texts.json"),
    JSON.stringify({ texts: [...fixtureTexts, "OK", "2,098+"], missing: {} }),
  );
  for (const [language, entries] of Object.entries(translations)) {
    await writeFile(
      path.join(dir, "src", "i18n", "content", `${language}.json`),
      JSON.stringify(entries, null, 2),
    );
  }
  return dir;
}

describe("the warm command fills the repository's translation files for review", () => {
  let model: FakeOpenAi;
  let dir: string;
  const readTranslations = async (language: string) =>
    JSON.parse(
      await readFile(path.join(dir, "src", "i18n", "content", `${language}.json`), "utf8"),
    ) as Record<string, string>;
  const run = async (argv: string[], env: Record<string, string>, web = webPackageAt(dir)) => {
    const out: string[] = [];
    const code = await runWarmCommand(argv, env, web, { log: (m) => out.push(m), error: (m) => out.push(m) });
    return { code, out: out.join("\n") };
  };
  const withModel = () => ({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: "test-model" });

  beforeAll(async () => {
    model = await startFakeOpenAi();
    model.mode = translator();
  });
  beforeEach(async () => {
    dir = await writeWebPackage({ es: { [fixtureTexts[0] as string]: "Encuentra tu propósito y tu gente" } });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await model?.stop();
  });

  it("asks the model only for the texts a file lacks, and writes them after the reviewed ones", async () => {
    const before = model.prompts.length;
    const result = await run(["--lang", "es", "--lang=bn"], withModel());
    expect(result.code).toBe(0);
    expect(result.out).toContain("es: 4 texts, 3 without a translation, 3 translated for review, 0 failed");
    expect(result.out).toContain("bn: 4 texts, 4 without a translation, 4 translated for review, 0 failed");
    // Short texts and figures need no translation and are never sent.
    const sent = model.prompts.slice(before).flatMap((prompt) => batchOf(prompt));
    expect(sent.sort()).toEqual([...fixtureTexts.slice(1), ...fixtureTexts].sort());
    const es = await readTranslations("es");
    expect(Object.entries(es)[0]).toEqual([fixtureTexts[0], "Encuentra tu propósito y tu gente"]);
    expect(es[fixtureTexts[3] as string]).toBe(`[es] ${fixtureTexts[3]}`);

    // Nothing is missing any more: a second run sends nothing.
    const again = await run(["--lang", "es"], withModel());
    expect(again.out).toContain("es: 4 texts, 0 without a translation, 0 translated for review, 0 failed");
    expect(model.prompts.length).toBe(before + 2);
  });

  it("reports the texts the model failed, leaves them missing, and exits 1", async () => {
    model.mode = { kind: "status", status: 500 };
    try {
      const result = await run(["--lang", "de"], withModel());
      expect(result).toEqual({
        code: 1,
        out: expect.stringContaining(
          "de: 4 texts, 4 without a translation, 0 translated for review, 4 failed",
        ),
      });
    } finally {
      model.mode = translator();
    }
  });

  it("asks for npm run build when there is no report of the site's texts", async () => {
    await rm(path.join(dir, "build"), { recursive: true });
    const result = await run(["--lang", "es"], withModel());
    expect(result).toEqual({ code: 1, out: expect.stringContaining("npm run build") });
  });

  it("says it belongs in a checkout where there are no translation files (the production image)", async () => {
    const result = await run(["--lang", "es"], withModel(), webPackageAt(path.join(dir, "missing")));
    expect(result).toEqual({ code: 1, out: expect.stringContaining("checkout of the repository") });
  });

  it("explains that a model is needed when none is configured", async () => {
    const result = await run(["--all"], {});
    expect(result).toEqual({ code: 1, out: expect.stringContaining("LLM_BASE_URL") });
  });

  it.each([[[]], [["--lang"]], [["--lang", "xx"]], [["--lang", "en"]], [["--everything"]]])(
    "refuses the arguments %j with the usage",
    async (argv) => {
      const result = await run(argv, {});
      expect(result).toEqual({ code: 1, out: expect.stringContaining("Usage: npm run translate:warm") });
    },
  );
});
