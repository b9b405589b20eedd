import { describe, expect, it } from "vitest";
import { injectHeadScript, pagePatchOf, walkedNodes } from "../scripts/language-variants.ts";
import { languageBootScript } from "../src/i18n/language-boot-script.ts";
import { pageTextKey, variantLanguage, variantPath, variantPaths } from "../src/i18n/language-variants.ts";
import { checksumOf } from "../src/i18n/pretranslate/page-walk.ts";

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

  const page = (body: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>x</title></head><body>${body}</body></html>`;

  it("patches the text nodes and word-carrying attributes that differ, by their number in the walk", () => {
    const english = page(
      `<main class="flex" id="main"><h1>Hello<!-- -->there</h1><img src="/a.png" alt="A photo"/><a href="/FAQ" aria-label="Questions" title="FAQ">FAQ</a><input placeholder="Your name" value="a"/></main>`,
    );
    const variant = page(
      `<main class="grid" id="other"><h1>Hola<!-- -->there</h1><img src="/b.png" alt="Una foto"/><a href="/es/FAQ" aria-label="Preguntas">FAQ</a><input placeholder="Tu nombre" value="b"/></main>`,
    );
    const result = pagePatchOf(english, variant);
    // main 0, h1 1, "Hello" 2, "there" 3, img 4, a 5, "FAQ" 6, input 7: classes, ids, links and values stay.
    expect(result).toEqual({
      patch: {
        texts: [],
        nodes: 8,
        // Each patch carries a checksum of the English words it replaces.
        text: [[2, "Hola", checksumOf(["Hello"])]],
        attributes: [
          [4, "alt", "Una foto", checksumOf(["A photo"])],
          [5, "aria-label", "Preguntas", checksumOf(["Questions"])],
          [5, "title", null, checksumOf(["FAQ"])],
          [7, "placeholder", "Tu nombre", checksumOf(["Your name"])],
        ],
      },
    });
  });

  it("numbers the nodes as the head script walks them: no scripts, templates or React's streamed segments", () => {
    const nodes = walkedNodes(
      page(
        `<p>a</p><script>window.a = "</div>";</script><template><p>b</p></template><div hidden="" id="S:0"><script>c()</script></div><div hidden="" id="panel">d</div><svg viewBox="0 0 2 2"><style>.x{}</style><path d="M0 0"></path></svg><noscript><p>e</p></noscript>`,
      ),
    );
    expect(nodes.map((node) => ("tagName" in node ? node.tagName : node.value))).toEqual([
      "p",
      "a",
      "div",
      "d",
      "svg",
      "path",
    ]);
    // A document without a body gets an empty one, as in a browser.
    expect(walkedNodes("<html><head></head></html>")).toEqual([]);
  });

  it("lists the content texts as a browser reads them", () => {
    const html = page(
      `<h1><span data-tx="" aria-busy="true" lang="en">Faith &amp; &quot;purpose&quot; &lt;3 &#x27;here&#x27;</span></h1><span data-tx="" lang="en">988</span>`,
    );
    const result = pagePatchOf(
      page(
        `<h1><span data-tx="">Faith &amp; &quot;purpose&quot; &lt;3 &#x27;here&#x27;</span></h1><span data-tx="">988</span>`,
      ),
      html,
    );
    expect("patch" in result && result.patch.texts).toEqual([`Faith & "purpose" <3 'here'`, "988"]);
    expect("patch" in result && result.patch.attributes).toEqual([
      [1, "aria-busy", "true", checksumOf([null])],
      [1, "lang", "en", checksumOf([null])],
      [3, "lang", "en", checksumOf([null])],
    ]);
  });

  it("has no patch for a page whose variant has another structure", () => {
    expect(pagePatchOf(page("<main><p>Hi</p></main>"), page("<main><div>Hola</div></main>"))).toEqual({
      differs: "node 1 is p in English and div in the variant",
    });
    expect(pagePatchOf(page("<main><p>Hi</p></main>"), page("<main><p>Hola</p><p>y</p></main>"))).toEqual({
      differs: "one page ends at node 3",
    });
    expect(pagePatchOf(page("<p>Hi</p>"), page("<p><b>Hola</b></p>"))).toEqual({
      differs: 'node 1 is text "Hi" in English and b in the variant',
    });
  });

  it("checksums the replaced words so that a changed page is told apart", () => {
    expect(checksumOf(["Hello"])).not.toBe(checksumOf(["Hellp"]));
    expect(checksumOf(["ab", "c"])).not.toBe(checksumOf(["a", "bc"]));
    expect(checksumOf([null])).not.toBe(checksumOf([""]));
    expect(checksumOf(["Über"])).toBe(checksumOf(["Über"]));
    expect(checksumOf([])).toBe(0x811c9dc5);
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
