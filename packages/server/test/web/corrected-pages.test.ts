import { splitLanguagePath } from "@ember/domain";
import { describe, expect, it } from "vitest";
import { correctedPage, pageTextsAddressOf } from "../../src/ember-app/web/corrected-pages.ts";

const page = (title: string, heading: string, alt: string) =>
  `<!DOCTYPE html><html lang="es"><head><title>${title} · Ember</title>` +
  `<meta property="og:title" content="${title} · Ember"/>` +
  `<meta name="ember-page-texts" content="/es/History/page-texts.json"></head><body><h1><span data-tx="">${heading}</span></h1>` +
  `<img alt="${alt}"/><p><span data-tx="">Otro texto</span></p></body></html>`;

describe("a page with the staff's corrections", () => {
  const built = page("Nuestra historia", "Nuestra historia", "Una fogata &amp; estrellas");
  const texts = JSON.stringify([
    ["Our History", "Nuestra historia"],
    ["A campfire & stars", "Una fogata & estrellas"],
    ["Another text", "Otro texto"],
  ]);

  it("finds the texts file a page names", () => {
    expect(pageTextsAddressOf(built)).toBe("/es/History/page-texts.json");
    expect(pageTextsAddressOf("<html><head></head><body>English</body></html>")).toBeUndefined();
  });

  it("shows each correction wherever the page showed the reviewed translation, and carries it for hydration", () => {
    const corrected = correctedPage(
      built,
      texts,
      new Map([
        ["Our History", "Nuestra historia, corregida"],
        ["A campfire & stars", "Una fogata <bajo> las estrellas"],
      ]),
    );
    expect(corrected?.html).toContain("<title>Nuestra historia, corregida · Ember</title>");
    expect(corrected?.html).toContain('content="Nuestra historia, corregida · Ember"');
    expect(corrected?.html).toContain('<h1><span data-tx="">Nuestra historia, corregida</span></h1>');
    expect(corrected?.html).toContain('alt="Una fogata &lt;bajo&gt; las estrellas"');
    expect(corrected?.html).toContain('<span data-tx="">Otro texto</span>');
    expect(JSON.parse(corrected?.texts ?? "")).toEqual([
      ["Our History", "Nuestra historia, corregida"],
      ["A campfire & stars", "Una fogata <bajo> las estrellas"],
      ["Another text", "Otro texto"],
    ]);
  });

  it("leaves a page that shows no corrected text as it is", () => {
    expect(correctedPage(built, texts, new Map([["Not on this page", "No está"]]))).toBeUndefined();
    expect(correctedPage(built, texts, new Map([["Our History", "Nuestra historia"]]))).toBeUndefined();
    expect(correctedPage(built, texts, new Map())).toBeUndefined();
  });

  it("knows a language's files by their first folder", () => {
    expect(splitLanguagePath("/es/Team/index.html").language).toBe("es");
    expect(splitLanguagePath("/es/index.html").language).toBe("es");
    expect(splitLanguagePath("/Team/index.html").language).toBe("en");
    expect(splitLanguagePath("/assets/x.js").language).toBe("en");
  });
});
