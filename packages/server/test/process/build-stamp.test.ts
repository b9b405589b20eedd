import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("../../../../scripts/build-stamp.mjs", import.meta.url));

/** `npm start` rebuilds only when it must (scripts/build-stamp.mjs), tried on a small tree of its own. */
describe("the build stamp", () => {
  let root = "";
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const run = (mode: string) => spawnSync(process.execPath, [script, mode, "--root", root]).status;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "ember-stamp-"));
    write("package-lock.json", "{}");
    write("packages/domain/src/site.ts", "export const name = 'Ember';");
    write("packages/web/src/page.tsx", "export default 1;");
    write("packages/server/src/main.ts", "console.log(1);");
    write("packages/server/dist/main.js", "built");
    write("packages/web/build/client/index.html", "<!doctype html>");
    write("docs/notes.md", "not an input");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("calls a build current once stamped, and stale when a source, a manifest or the build changes", () => {
    expect(run("check")).toBe(1);
    expect(run("write")).toBe(0);
    expect(run("check")).toBe(0);

    // Not inputs: documentation, tests, and what the build itself writes.
    write("docs/notes.md", "edited");
    write("packages/domain/test/site.test.ts", "a test");
    write("packages/web/build/client/extra.js", "output");
    expect(run("check")).toBe(0);

    write("packages/domain/src/site.ts", "export const name = 'Ember!';");
    expect(run("check")).toBe(1);
    expect(run("write")).toBe(0);
    write("package-lock.json", '{"lockfileVersion":3}');
    expect(run("check")).toBe(1);
    expect(run("write")).toBe(0);
    write("packages/web/src/new-page.tsx", "export default 2;");
    expect(run("check")).toBe(1);
  });

  it("calls a build stale when its output is gone, whatever the stamp says", () => {
    expect(run("write")).toBe(0);
    rmSync(path.join(root, "packages/web/build"), { recursive: true });
    expect(run("check")).toBe(1);
  });
});
