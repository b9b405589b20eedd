import { describe, expect, it } from "vitest";
import { injectHeadScript, pageTextOf } from "../scripts/language-variants.ts";
import { languageBootScript } from "../src/i18n/language-boot-script.ts";
import { pageTextKey, variantLanguage, variantPath, variantPaths } from "../src/i18n/language-variants.ts";

describe("language variants (the build-only pages of the pre-translated first paint)", () => {
  it("names each page's variant path and page-text key", () => {
    expect(variantPath("es", "/")).toBe("/__lang/es");
    expect(variantPath("ar", "/FAQ")).toBe("/__lang/ar/FAQ");
    expect(pageTextKey("/")).toBe("index");
    expect(pageTextKey("/ChatWithJordan")).toBe("ChatWithJordan");
    expect(variantPaths()).toContain("/__lang/bn/Badges");
    expect(variantPaths().some((path) => path.startsWith("/__lang/en"))).toBe(false);
  });

  it.each([
    ["/__lang/es", "es"],
    ["/__lang/zh/FAQ", "zh"],
    ["/__lang/en/FAQ", undefined],
    ["/__lang/xx/FAQ", undefined],
    ["/__language/es/FAQ", undefined],
    ["/FAQ", undefined],
  ])("reads the language of %s as %s", (path, language) => {
    expect(variantLanguage(path)).toBe(language);
  });

  it("keeps only the attributes that carry words, content markers and React's segment ids", () => {
    const html = `<body><main class="flex gap-2" id="main"><span data-tx="" aria-busy="true" lang="en">Hello</span><img src="/a.png" alt="Una foto" width="3"/><div hidden="" id="S:0"></div><a href="/FAQ" aria-label="Preguntas" title="FAQ &quot;x&quot;">FAQ</a><svg viewBox="0 0 2 2"><path d="M0 0L2 2"></path></svg><input type="text" placeholder="Tu nombre" value="a"/></main></body>`;
    expect(pageTextOf(html).texts).toEqual(["Hello"]);
    expect(pageTextOf(html).body).toBe(
      `<main id="main"><span data-tx="" aria-busy="true" lang="en">Hello</span><img alt="Una foto"/><div hidden="" id="S:0"></div><a aria-label="Preguntas" title="FAQ &quot;x&quot;">FAQ</a><svg><path></path></svg><input placeholder="Tu nombre"/></main>`,
    );
  });

  it("lists the content texts as a browser reads them", () => {
    const html = `<body><h1><span data-tx="" aria-busy="true" lang="en">Faith &amp; &quot;purpose&quot; &lt;3 &#x27;here&#x27;</span></h1><span data-tx="" lang="en">988</span></body>`;
    expect(pageTextOf(html).texts).toEqual([`Faith & "purpose" <3 'here'`, "988"]);
  });

  it("keeps a variant's body without its scripts and preload links", () => {
    const html = `<!DOCTYPE html><html><head><title>x</title></head><body class="flex"><main><h1>Hola</h1><script>window.a = "</div>";</script><link rel="modulepreload" href="/a.js"/><p>Qué tal</p></main><script type="module">import("/b.js")</script></body></html>`;
    expect(pageTextOf(html)).toEqual({ texts: [], body: "<main><h1>Hola</h1><p>Qué tal</p></main>" });
    expect(() => pageTextOf("<html><head></head></html>")).toThrow(/no body/);
  });

  it("puts the head script right after the language boot script and refuses a page without one", () => {
    const page = `<html><head><meta charSet="utf-8"/><script>${languageBootScript}</script><link rel="stylesheet" href="/a.css"/></head><body></body></html>`;
    const injected = injectHeadScript(page, "pretranslate()");
    expect(injected).toContain(`${languageBootScript}</script><script>pretranslate()</script><link`);
    expect(() =>
      injectHeadScript("<html><head></head><body><script>x()</script></body></html>", "y()"),
    ).toThrow(/boot script/);
  });
});
