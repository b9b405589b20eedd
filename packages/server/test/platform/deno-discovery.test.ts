import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseSecrets } from "../../src/platform/functions/deno/app-secrets.ts";
import {
  discoverDenoFunctions,
  FunctionLayoutError,
} from "../../src/platform/functions/deno/discover-functions.ts";
import { denoFixtureApp } from "../setup/deno-app.ts";

const serve = 'Deno.serve(() => new Response("ok"));\n';

describe("discoverDenoFunctions: the layouts Base44 writes", () => {
  let appDir = "";
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(appDir, file)), { recursive: true });
    await writeFile(path.join(appDir, file), text);
  };
  const found = async () =>
    (await discoverDenoFunctions(appDir)).map((f) => [f.name, path.relative(appDir, f.entry), f.automations]);

  afterEach(async () => {
    if (appDir) await rm(appDir, { recursive: true, force: true });
  });
  const fresh = async () => {
    appDir = await mkdtemp(path.join(tmpdir(), "deno-layout-"));
  };

  it("finds the fixture app's functions in all three layouts", async () => {
    const names = (await discoverDenoFunctions(denoFixtureApp)).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(["echo", "admin/stats", "legacy", "legacyJs", "whoami"]));
  });

  it("reads function.jsonc (comments, trailing commas), zero-config entries, nested folders and the old layout", async () => {
    await fresh();
    await write(
      "base44/functions/orders/function.jsonc",
      '{\n  // the CLI layout\n  "name": "process-order",\n  "entry": "main.ts",\n  "automations": [{"name": "nightly"}],\n}\n',
    );
    await write("base44/functions/orders/main.ts", serve);
    // A helper module beside the entry is not a function of its own.
    await write("base44/functions/orders/helpers/entry-points.ts", "export {};\n");
    await write("base44/functions/admin/stats/entry.ts", serve);
    await write("base44/functions/plain/entry.js", serve);
    await write("base44/functions/.hidden/entry.ts", serve);
    await write("functions/legacyHook.ts", serve);
    await write("functions/notes.md", "not a function\n");
    expect(await found()).toEqual([
      ["admin/stats", "base44/functions/admin/stats/entry.ts", []],
      ["legacyHook", "functions/legacyHook.ts", []],
      ["plain", "base44/functions/plain/entry.js", []],
      ["process-order", "base44/functions/orders/main.ts", [{ name: "nightly" }]],
    ]);
  });

  it("finds nothing in a folder without functions", async () => {
    await fresh();
    expect(await found()).toEqual([]);
  });

  it("lists every problem at once: dots, a missing or escaping entry, duplicates, bad JSON", async () => {
    await fresh();
    await write("base44/functions/a/function.jsonc", '{"name": "a.b", "entry": "index.ts"}');
    await write("base44/functions/b/function.jsonc", '{"name": "b", "entry": "missing.ts"}');
    await write("base44/functions/c/function.jsonc", '{"name": "c", "entry": "../../../../../etc/passwd"}');
    await write("base44/functions/d/function.jsonc", '{"name": "legacy", "entry": "index.ts"}');
    await write("base44/functions/d/index.ts", serve);
    await write("functions/legacy.ts", serve);
    await write("base44/functions/e/function.jsonc", "{ not json");
    await write("base44/functions/f/function.jsonc", '{"name": "has space", "entry": "index.ts"}');
    await write("base44/functions/f/index.ts", serve);
    await write("base44/functions/entry.ts", serve);
    const error = await discoverDenoFunctions(appDir).catch((e: Error) => e);
    expect(error).toBeInstanceOf(FunctionLayoutError);
    const problems = (error as FunctionLayoutError).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^base44\/functions\/a\/function.jsonc: "name" must be .* without dots/),
        expect.stringMatching(/^base44\/functions\/b\/function.jsonc: entry "missing.ts" is not a file/),
        expect.stringMatching(/^base44\/functions\/c\/function.jsonc: entry ".*etc\/passwd" is not a file/),
        'function "legacy" is declared twice',
        expect.stringMatching(/^base44\/functions\/e\/function.jsonc: not a JSON object/),
        expect.stringMatching(/"has space" is not a function name/),
        expect.stringMatching(/^base44\/functions\/entry.ts: an entry must be in a folder/),
      ]),
    );
    expect(problems).toHaveLength(7);
  });
});

describe("parseSecrets: the APP_SECRETS_FILE format", () => {
  it("reads NAME=value lines, quotes, export and comments", () => {
    const text = [
      "# payment keys",
      "STRIPE_KEY=sk_test_1 # a note",
      "export API_URL=https://api.example.com/v1?a=b",
      'MULTI="line one\\nline \\"two\\""',
      "SINGLE='kept $as \\n is'",
      "EMPTY=",
      "",
    ].join("\n");
    expect({ ...parseSecrets(text) }).toEqual({
      STRIPE_KEY: "sk_test_1",
      API_URL: "https://api.example.com/v1?a=b",
      MULTI: 'line one\nline "two"',
      SINGLE: "kept $as \\n is",
      EMPTY: "",
    });
  });

  it("refuses malformed lines and Deno's own variables, naming lines and never their text", () => {
    const attempt = () =>
      parseSecrets('GOOD=1\nsk_live_leaked_value\nDENO_DIR=/tmp\n__proto__=x\nOPEN="unclosed\n');
    expect(attempt).toThrow(/line 2 .*line 3 .*line 5/);
    expect(attempt).not.toThrow(/sk_live_leaked_value/);
    expect(Object.getPrototypeOf(parseSecrets("__proto__=x"))).toBeNull();
  });
});
