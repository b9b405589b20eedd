import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../src/ember-app/web/csp.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it.each([
    ["an inline script", "<script>a()</script>", [sha("a()")]],
    [
      "a module script with attributes",
      '<script type="module" async>import "x"</script>',
      [sha('import "x"')],
    ],
    ["an external script", '<script src="/a.js"></script>', []],
    ["an external script among other attributes", '<script defer src="/a.js" ></script>', []],
    ["a data-src attribute, which is not src", '<script data-src="x">b()</script>', [sha("b()")]],
    [
      "CRLF and CR line ends, as the parser normalises them",
      "<script>a()\r\nb()\rc()</script>",
      [sha("a()\nb()\nc()")],
    ],
    ["the same script twice, once", "<script>a()</script><SCRIPT>a()</SCRIPT >", [sha("a()")]],
    ["no script", "<p>hello</p>", []],
  ])("hashes %s", (_name, html, expected) => {
    expect(inlineScriptHashes(html)).toEqual(expected);
  });
});
