import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { npmPinMap } from "../../src/platform/functions/deno/npm-pins.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

// Base44 functions pin their imports (`npm:@base44/sdk@0.8.25`); a synced app's node_modules holds the
// front end's version of the same package (0.8.30). Deno, offline, finds only the version installed.

async function write(root: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
}

describe("npm pins of Deno functions", () => {
  const temps: string[] = [];
  afterAll(async () => {
    for (const dir of temps) await rm(dir, { recursive: true, force: true });
  });
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "npm-pins-"));
    temps.push(dir);
    return dir;
  };

  it("maps a pin to the installed version of the same line, and names the pins it cannot meet", async () => {
    const app = await tempDir();
    await write(app, {
      "node_modules/@base44/sdk/package.json": JSON.stringify({ version: "0.8.30" }),
      "node_modules/zod/package.json": JSON.stringify({ version: "3.23.8" }),
      "base44/functions/a/entry.ts": [
        "import { createClientFromRequest } from 'npm:@base44/sdk@0.8.25';",
        'import { z } from "npm:zod@^3.22";',
        'import Stripe from "npm:stripe@14.0.0";',
      ].join("\n"),
      "base44/functions/b/helpers/util.ts": "export * from 'npm:@base44/sdk@0.8.30';",
      "functions/legacy.ts": "import { createClient } from 'npm:@base44/sdk@0.7.1';",
    });
    const map = await npmPinMap(app, [path.join(app, "base44/functions"), path.join(app, "functions")]);
    expect(map.imports).toEqual({
      "npm:@base44/sdk@0.8.25": "npm:@base44/sdk@0.8.30",
      "npm:@base44/sdk@0.8.25/": "npm:/@base44/sdk@0.8.30/",
      "npm:zod@^3.22": "npm:zod@3.23.8",
      "npm:zod@^3.22/": "npm:/zod@3.23.8/",
    });
    expect([...map.notes].sort()).toEqual([
      "npm:@base44/sdk@0.7.1: node_modules holds 0.8.30, another version line",
      "npm:@base44/sdk@0.8.25: served by the installed 0.8.30",
      "npm:stripe@14.0.0: not in the app's node_modules",
      "npm:zod@^3.22: served by the installed 3.23.8",
    ]);
  });

  describe("in a real Deno worker", () => {
    let t: TestApp;
    beforeAll(async () => {
      const app = await tempDir();
      const sdkEntry = createRequire(import.meta.url).resolve("@base44/sdk");
      const sdkDir = sdkEntry.slice(0, sdkEntry.lastIndexOf(`${path.sep}dist${path.sep}`));
      const installed = createRequire(import.meta.url)("@base44/sdk/package.json").version as string;
      const [major, minor] = installed.split(".");
      // Another patch of the installed line, as a function synced from Base44 pins it.
      const pin = `${major}.${minor}.0`;
      expect(pin).not.toBe(installed);
      await write(app, {
        "package.json": JSON.stringify({ dependencies: { "@base44/sdk": installed } }),
        "base44/.app.jsonc": '{ "id": "pinned-app" }',
        "base44/entities/note.jsonc": '{ "name": "Note", "properties": { "text": { "type": "string" } } }',
        "base44/functions/whoAmI/entry.ts": `import { createClientFromRequest } from "npm:@base44/sdk@${pin}";
Deno.serve(async (req) => {
  const me = await createClientFromRequest(req).auth.me();
  return Response.json({ email: me.email });
});
`,
      });
      await mkdir(path.join(app, "node_modules/@base44"), { recursive: true });
      await symlink(sdkDir, path.join(app, "node_modules/@base44/sdk"), "dir");
      t = await startTestApp("pglite", { APP_DIR: app });
    });
    afterAll(() => t?.close());

    it("loads a function pinned to another patch of the installed SDK", async () => {
      const client = createClient({ serverUrl: t.baseUrl, appId: "pinned-app", token: t.adminToken });
      const answer = await client.functions.invoke("whoAmI", {});
      expect(answer.data).toEqual({ email: "admin@ember.test" });
    });
  });
});
