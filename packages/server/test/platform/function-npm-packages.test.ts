import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { greetingPackages, type NpmRegistry, startNpmRegistry } from "../setup/npm-registry.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

// A hosted app's functions import npm packages, as Base44 functions do (`npm:docx@^9`): the server fetches
// them from the registry when the function is deployed, with Deno's installer, into the app's own folder
// (decision 0088). The registry here is one on this machine, serving packages made for the attacks below.

const esm = (code: string) => ({ "index.js": code });
const module = { type: "module", main: "index.js" } as const;

describe("a hosted app's functions import npm packages", { timeout: 180_000 }, () => {
  let t: TestApp;
  let registry: NpmRegistry;
  let appId = "";
  let otherId = "";
  let marker = "";

  const call = (method: string, pathName: string, body?: unknown) =>
    fetch(`${t.baseUrl}${pathName}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        authorization: `Bearer ${t.adminToken}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const deploy = (app: string, name: string, code: string) =>
    call("PUT", `/api/apps/${app}/backend-functions/${name}`, {
      entry: "entry.ts",
      files: [{ path: "entry.ts", content: code }],
    });
  const answer = async (app: string, name: string) => {
    const response = await call("POST", `/api/apps/${app}/functions/${name}`, {});
    return { status: response.status, text: await response.text() };
  };
  const installedFor = async (app: string) =>
    JSON.parse(
      await readFile(
        path.join(t.app.appsHost.folders(app).project, "node_modules", ".ember-packages.json"),
        "utf8",
      ),
    ) as Record<string, string>;
  const greeter = (range: string) =>
    `import { greet } from "npm:ember-greeting@${range}";\nDeno.serve(() => new Response(greet("Ember")));\n`;

  beforeAll(async () => {
    marker = path.join(await mkdtemp(path.join(tmpdir(), "ember-marker-")), "scripts-ran");
    registry = await startNpmRegistry([
      ...greetingPackages,
      {
        name: "ember-scripts",
        version: "1.0.0",
        manifest: {
          ...module,
          scripts: {
            preinstall: `touch ${marker}`,
            install: `touch ${marker}`,
            postinstall: `touch ${marker}`,
          },
        },
        files: esm("export const ran = false;"),
      },
      {
        name: "ember-heavy",
        version: "1.0.0",
        manifest: module,
        files: { ...esm("export const size = 1;"), "data.txt": "x".repeat(1536 * 1024) },
      },
    ]);
    t = await startTestApp("pglite", { NPM_REGISTRY: registry.url, FUNCTION_PACKAGES_MAX_MB: "1" });
    const create = async (name: string) =>
      ((await (await call("POST", "/api/apps", { name })).json()) as { id: string }).id;
    appId = await create("Packages");
    otherId = await create("Neighbour");
    expect((await deploy(appId, "greet", greeter("^1.0.0"))).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await registry?.close();
    if (marker) await rm(path.dirname(marker), { recursive: true, force: true });
  });

  it("installs an imported package and its dependencies when the function is deployed", async () => {
    expect(await answer(appId, "greet")).toEqual({ status: 200, text: "Hello, Ember (v1)" });
    expect(await installedFor(appId)).toEqual({ "ember-greeting": "^1.0.0" });
    expect(registry.requests).toEqual(
      expect.arrayContaining([
        "/ember-greeting",
        "/ember-words",
        "/ember-greeting/-/ember-greeting-1.0.0.tgz",
      ]),
    );
  });

  it("fetches nothing when a deploy imports no new package", async () => {
    const before = registry.requests.length;
    const plain = "Deno.serve(() => new Response('plain'));\n";
    expect((await deploy(appId, "plain", plain)).status).toBe(200);
    const again = `import { greet } from "npm:ember-greeting";\nDeno.serve(() => new Response(greet("again")));\n`;
    expect((await deploy(appId, "again", again)).status).toBe(200);
    expect(registry.requests.length).toBe(before);
    expect(await answer(appId, "again")).toEqual({ status: 200, text: "Hello, again (v1)" });
  });

  it("refuses a package the registry does not have, naming it, and the app keeps its packages", async () => {
    const response = await deploy(
      appId,
      "missing",
      `import x from "npm:ember-missing@1";\nDeno.serve(() => new Response(String(x)));\n`,
    );
    const body = (await response.json()) as { message: string; error_type: string };
    expect(response.status).toBe(422);
    expect(body.message).toMatch(/ember-missing/);
    expect(body.message).toContain(registry.url);
    expect(body.error_type).toBe("ValidationError");
    expect(await installedFor(appId)).toEqual({ "ember-greeting": "^1.0.0" });
    expect(await answer(appId, "greet")).toEqual({ status: 200, text: "Hello, Ember (v1)" });
    expect((await answer(appId, "missing")).status).toBe(404);
  });

  it("refuses two ranges of one package, and a range that points off the registry", async () => {
    const two = await deploy(appId, "second", greeter("^2.0.0"));
    expect(two.status).toBe(422);
    expect(((await two.json()) as { message: string }).message).toMatch(
      /ember-greeting@\^2\.0\.0.*one range/s,
    );
    for (const range of ["file:", "git+ssh:", "link:"]) {
      const off = await deploy(
        appId,
        "offregistry",
        `import x from "npm:ember-words@${range}/etc";\nDeno.serve(() => new Response(String(x)));\n`,
      );
      expect([range, off.status]).toEqual([range, 422]);
      expect(((await off.json()) as { message: string }).message).toMatch(/not a version or tag/);
    }
    expect(await installedFor(appId)).toEqual({ "ember-greeting": "^1.0.0" });
  });

  it("refuses packages larger than an app may hold, and installs none of them", async () => {
    const response = await deploy(
      appId,
      "heavy",
      `import { size } from "npm:ember-heavy@1";\nDeno.serve(() => new Response(String(size)));\n`,
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /ember-heavy.*more than the 1 MB.*FUNCTION_PACKAGES_MAX_MB/s,
    );
    expect(await installedFor(appId)).toEqual({ "ember-greeting": "^1.0.0" });
    const root = t.app.appsHost.folders(appId).root;
    expect((await readdir(root)).filter((name) => /^(check|packages)-/.test(name))).toEqual([]);
  });

  it("never runs a package's install scripts", async () => {
    const code = `import { ran } from "npm:ember-scripts@1.0.0";\nDeno.serve(() => new Response(String(ran)));\n`;
    expect((await deploy(appId, "scripts", code)).status).toBe(200);
    expect(await answer(appId, "scripts")).toEqual({ status: 200, text: "false" });
    expect(existsSync(marker)).toBe(false);
  });

  it("moves to another version when the function asks for it", async () => {
    expect((await deploy(appId, "again", "Deno.serve(() => new Response('none'));\n")).status).toBe(200);
    expect((await deploy(appId, "greet", greeter("^2.0.0"))).status).toBe(200);
    expect(await answer(appId, "greet")).toEqual({ status: 200, text: "Hello, Ember (v2)" });
    expect(await installedFor(appId)).toEqual({ "ember-greeting": "^2.0.0", "ember-scripts": "1.0.0" });
  });

  it("installs them again at start when node_modules was lost (a restored backup leaves it out)", async () => {
    await rm(path.join(t.app.appsHost.folders(appId).project, "node_modules"), { recursive: true });
    await t.app.appsHost.restart(appId);
    expect(await answer(appId, "greet")).toEqual({ status: 200, text: "Hello, Ember (v2)" });
  });

  it("keeps one app's packages out of another app's functions", async () => {
    const installed = path.join(
      t.app.appsHost.folders(appId).project,
      "node_modules",
      "ember-greeting",
      "package.json",
    );
    const probe = `Deno.serve(async () => {
  try { return new Response(await Deno.readTextFile(${JSON.stringify(installed)})); }
  catch (error) { return new Response(error.name, { status: 403 }); }
});\n`;
    expect((await deploy(otherId, "probe", probe)).status).toBe(200);
    expect(await answer(otherId, "probe")).toEqual({ status: 403, text: "NotCapable" });
    const borrow = `import { greet } from "npm:ember-greeting@^2.0.0";\nDeno.serve(() => new Response(greet("x")));\n`;
    // Its own deploy fetches its own copy; it never resolves into the first app's folder.
    expect((await deploy(otherId, "borrow", borrow)).status).toBe(200);
    expect(await installedFor(otherId)).toEqual({ "ember-greeting": "^2.0.0" });
  });
});
