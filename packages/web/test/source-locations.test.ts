import type { ConfigEnv } from "vite";
import { describe, expect, it } from "vitest";
import { addSourceLocations, sourceLocations } from "../vite/source-locations.ts";

const code = `import { Card } from "./card";
export function Page({ items }: { items: string[] }) {
  return (
    <>
      <main className="p-4">
        <h1>Title</h1>
        <Card title="x" />
        {items.map((item) => <li key={item}>{item}</li>)}
        <img alt="" src="/a.png"/>
        <p data-source-location="kept:1:1">kept</p>
      </main>
    </>
  );
}
`;

describe("addSourceLocations", () => {
  const out = addSourceLocations(code, "/w/src/pages/page.tsx", "src/pages/page.tsx");

  it("marks each HTML element with file:line:col (line from 1, column from 0)", () => {
    expect(out).toContain('<main data-source-location="src/pages/page.tsx:5:6" className="p-4">');
    expect(out).toContain('<h1 data-source-location="src/pages/page.tsx:6:8">Title</h1>');
    expect(out).toContain('<li data-source-location="src/pages/page.tsx:8:29" key={item}>');
    expect(out).toContain('<img data-source-location="src/pages/page.tsx:9:8" alt=""');
  });

  it("leaves components, fragments and elements already marked alone, and keeps the line count", () => {
    expect(out).toContain('<Card title="x" />');
    expect(out).toContain("    <>\n");
    expect(out).toContain('<p data-source-location="kept:1:1">kept</p>');
    expect(out.split("\n")).toHaveLength(code.split("\n").length);
  });
});

describe("the source-locations plugin", () => {
  const plugin = sourceLocations("/w");
  const applies = (env: ConfigEnv) =>
    typeof plugin.apply === "function" ? plugin.apply({}, env) : plugin.apply === env.command;

  it("runs for the development server only, never for a build", () => {
    expect(applies({ command: "serve", mode: "development" })).toBe(true);
    expect(applies({ command: "build", mode: "production" })).toBe(false);
    expect(applies({ command: "build", mode: "development" })).toBe(false);
    expect(applies({ command: "serve", mode: "production" })).toBe(false);
  });
});
