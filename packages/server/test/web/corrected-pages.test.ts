import { splitLanguagePath } from "@ember/domain";
import { describe, expect, it } from "vitest";
import { correctedPage } from "../../src/ember-app/web/corrected-pages.ts";

const page = (title: string, heading: string, alt: string, pairs: [string, string][]) =>
  `<!DOCTYPE html><html lang="es"><head><title>${title} · Ember</title>` +
  `<meta property="og:title" content="${title} · Ember"/></head><body><h1><span data-tx="">${heading}</span></h1>` +
  `<img alt="${alt}"/><p><span data-tx="">Otro texto</span></p>` +
  `<script type="application/json" id="ember-page-texts">${JSON.stringify(pairs)}</script></body></html>`;

describe("a page with the staff's corrections", () => {
  const built = page("Nuestra historia", "Nuestra historia", "Una fogata &amp; estrellas", [
    ["Our History", "Nuestra historia"],
    ["A campfire & stars", "Una fogata & estrellas"],
    ["Another text", "Otro texto"],
  ]);

  it("shows each correction wherever the page showed the reviewed translation, and carries it for hydration", () => {
    const corrected = correctedPage(
      built,
      new Map([
        ["Our History", "Nuestra historia, corregida"],
        ["A campfire & stars", "Una fogata <bajo> las estrellas"],
      ]),
    );
    expect(corrected).toContain("<title>Nuestra historia, corregida · Ember</title>");
    expect(corrected).toContain('content="Nuestra historia, corregida · Ember"');
    expect(corrected).toContain('<h1><span data-tx="">Nuestra historia, corregida</span></h1>');
    expect(corrected).toContain('alt="Una fogata &lt;bajo&gt; las estrellas"');
    expect(corrected).toContain('<span data-tx="">Otro texto</span>');
    const carried = /id="ember-page-texts">([^<]*)</.exec(corrected)?.[1] ?? "";
    expect(JSON.parse(carried)).toEqual([
      ["Our History", "Nuestra historia, corregida"],
      ["A campfire & stars", "Una fogata <bajo> las estrellas"],
      ["Another text", "Otro texto"],
    ]);
    expect(carried).not.toContain("<bajo>");
  });

  it("leaves a page that shows no corrected text as it is", () => {
    expect(correctedPage(built, new Map([["Not on this page", "No está"]]))).toBe(built);
    expect(correctedPage(built, new Map([["Our History", "Nuestra historia"]]))).toBe(built);
    expect(correctedPage("<html><body>English</body></html>", new Map([["x", "y"]]))).toBe(
      "<html><body>English</body></html>",
    );
  });

  it("knows a language's files by their first folder", () => {
    expect(splitLanguagePath("/es/Team/index.html").language).toBe("es");
    expect(splitLanguagePath("/es/index.html").language).toBe("es");
    expect(splitLanguagePath("/Team/index.html").language).toBe("en");
    expect(splitLanguagePath("/assets/x.js").language).toBe("en");
  });
});
