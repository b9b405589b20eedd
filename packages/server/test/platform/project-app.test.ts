import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type EntityHandler } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

// APP_DIR: the server hosts a Base44 project instead of the Ember site (decision 0069). The fixture is a
// CLI-layout project, copied so that it can get a built front end of its own.
const fixture = path.resolve(import.meta.dirname, "../fixtures/cli-app");

describe.each(engines)("a Base44 project hosted with APP_DIR (%s)", (engine) => {
  let t: TestApp;
  let appDir: string;

  beforeAll(async () => {
    appDir = await mkdtemp(path.join(tmpdir(), "project-app-"));
    await cp(fixture, appDir, { recursive: true });
    await mkdir(path.join(appDir, "dist/assets"), { recursive: true });
    await writeFile(path.join(appDir, "dist/index.html"), "<!doctype html><title>Staff Desk</title>");
    await writeFile(path.join(appDir, "dist/assets/index-AbCdEf12.js"), "console.log('staff desk')");
    await writeFile(path.join(appDir, "dist/.env"), "SECRET=1");
    await writeFile(path.join(appDir, "secret.txt"), "outside the site");
    t = await startTestApp(engine, { APP_DIR: appDir });
  });

  afterAll(async () => {
    await t?.close();
    if (appDir) await rm(appDir, { recursive: true, force: true });
  });

  it("serves the project's entities under the project's own app id, and none of the Ember site's", async () => {
    expect(t.app.config.appId).toBe("staffdesk-0001");
    const admin = createClient({ serverUrl: t.baseUrl, appId: "staffdesk-0001", token: t.adminToken });
    const entity = (name: string) => admin.entities[name] as EntityHandler<Record<string, unknown>>;
    const created = await entity("Employee").create({ full_name: "Ada", department: "ops" });
    expect(await entity("Employee").get(created.id as string)).toMatchObject({ full_name: "Ada" });
    await expect(entity("Badge").list()).rejects.toMatchObject({ status: 404 });
    const ember = await fetch(`${t.baseUrl}/api/apps/ember/entities/Employee`);
    expect(ember.status).toBe(404);
  });

  it("serves the built front end, its routes from index.html and its hashed assets for a year", async () => {
    const page = await fetch(`${t.baseUrl}/employees/42`);
    expect([page.status, page.headers.get("cache-control")]).toEqual([200, "no-cache"]);
    expect(await page.text()).toContain("<title>Staff Desk</title>");
    const asset = await fetch(`${t.baseUrl}/assets/index-AbCdEf12.js`);
    expect([asset.status, asset.headers.get("cache-control")]).toEqual([
      200,
      "public, max-age=31536000, immutable",
    ]);
    // The Ember site is not there: its pages are the project's routes now.
    expect(await (await fetch(`${t.baseUrl}/FAQ`)).text()).toContain("Staff Desk");
  });

  it("answers a missing file, an unknown API route and anything outside the site with the platform's 404", async () => {
    for (const url of [
      "/assets/missing.js",
      "/api/nothing-here",
      "/.env",
      "/%2e%2e/secret.txt",
      "/..%2fsecret.txt",
      "/%00",
    ]) {
      const answer = await fetch(`${t.baseUrl}${url}`);
      expect([url, answer.status]).toEqual([url, 404]);
      expect(await answer.text()).not.toContain("outside the site");
    }
  });
});
