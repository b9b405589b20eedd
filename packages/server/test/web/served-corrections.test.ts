import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../functions/submission-fixtures.ts";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

const english = "The History of Ember";
const reviewed = "La historia de Ember";
const corrected = "Nuestra historia, corregida";

/** A built site of two pages, English and Spanish, shaped as the web build writes them. */
async function writeSite(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "ember-corrections-"));
  await mkdir(path.join(root, "History"), { recursive: true });
  await mkdir(path.join(root, "es", "History"), { recursive: true });
  await mkdir(path.join(root, "content-translations"));
  await writeFile(
    path.join(root, "History", "index.html"),
    `<!DOCTYPE html><html lang="en"><head><title>${english} · Ember</title></head><body><h1><span data-tx="">${english}</span></h1></body></html>`,
  );
  await writeFile(
    path.join(root, "es", "History", "index.html"),
    `<!DOCTYPE html><html lang="es"><head><title>${reviewed} · Ember</title>` +
      `<meta name="ember-page-texts" content="/es/History/page-texts.json"></head>` +
      `<body><h1><span data-tx="">${reviewed}</span></h1></body></html>`,
  );
  await writeFile(path.join(root, "es", "History", "page-texts.json"), JSON.stringify([[english, reviewed]]));
  await writeFile(
    path.join(root, "content-translations", "es.json"),
    JSON.stringify({ [english]: reviewed }),
  );
  return root;
}

const correctOn = (app: TestApp, translation: string) =>
  invoke(
    app,
    "adminCorrectTranslation",
    { language: "es", text_hash: createHash("sha256").update(english).digest("hex"), translation },
    { authorization: `Bearer ${app.adminToken}` },
  );
const servedPage = async (app: TestApp) => (await fetch(`${app.baseUrl}/es/History`)).text();

describe.each(engines)("staff corrections on the pages as served (%s)", (engine) => {
  let site: string;
  let t: TestApp;
  const correct = correctOn;
  const page = servedPage;

  beforeAll(async () => {
    site = await writeSite();
    t = await startTestApp(engine, { WEB_DIR: site }, { web: { correctionsPollMs: 50 } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(site, { recursive: true, force: true });
  });

  it("shows a correction in the served page at once, in its text, its title and what it carries for hydration", async () => {
    expect(await page(t)).toContain(`<h1><span data-tx="">${reviewed}</span></h1>`);
    expect((await correct(t, corrected)).status).toBe(200);
    const html = await page(t);
    expect(html).toContain(`<h1><span data-tx="">${corrected}</span></h1>`);
    expect(html).toContain(`<title>${corrected} · Ember</title>`);
    const texts = await fetch(`${t.baseUrl}/es/History/page-texts.json`);
    expect(texts.headers.get("cache-control")).toBe("no-cache");
    expect(await texts.json()).toEqual([[english, corrected]]);
    // The English page is the English page.
    expect(await (await fetch(`${t.baseUrl}/History`)).text()).toContain(english);
  });
});

describe("staff corrections across instances on one PostgreSQL database", () => {
  let site: string;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    site = await writeSite();
    first = await startTestApp("postgres", { WEB_DIR: site }, { web: { correctionsPollMs: 50 } });
    second = await startTestApp(
      "postgres",
      { WEB_DIR: site, DATABASE_URL: first.config.databaseUrl ?? "" },
      { web: { correctionsPollMs: 50 } },
    );
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await rm(site, { recursive: true, force: true });
  });

  it("reaches the other instance's pages within its poll", async () => {
    expect(await servedPage(second)).toContain(reviewed);
    expect((await correctOn(first, corrected)).status).toBe(200);
    expect(await servedPage(first)).toContain(corrected);
    await expect.poll(() => servedPage(second)).toContain(corrected);
  });
});
