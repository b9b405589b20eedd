import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type EntityHandler } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

// Real Base44 apps name a field `data` (a CRM's free-form payload). Records keep their fields in a jsonb
// column that is itself called data; the field is one more key inside it.
const schema = {
  name: "Submission",
  type: "object",
  properties: {
    title: { type: "string" },
    data: { type: "object", properties: { score: { type: "number" }, team: { type: "string" } } },
  },
  rls: { read: { $or: [{ "data.data.team": "red" }, { user_condition: { role: "admin" } }] } },
};

describe.each(engines)("an entity with a field named data (%s)", (engine) => {
  let t: TestApp;
  let appDir: string;
  let entity: (token: string) => EntityHandler<Record<string, unknown>>;
  let memberToken: string;

  beforeAll(async () => {
    appDir = await mkdtemp(path.join(tmpdir(), "data-field-"));
    await mkdir(path.join(appDir, "entities"));
    await writeFile(path.join(appDir, "entities", "Submission.json"), JSON.stringify(schema));
    t = await startTestApp(engine, { APP_DIR: appDir, APP_ID: "data-field-app" });
    memberToken = (await createMember(t, "sam@example.org", { is_member: true })).token;
    entity = (token) =>
      createClient({ serverUrl: t.baseUrl, appId: "data-field-app", token }).entities
        .Submission as EntityHandler<Record<string, unknown>>;
  });
  afterAll(async () => {
    await t?.close();
    if (appDir) await rm(appDir, { recursive: true, force: true });
  });

  it("stores, filters, sorts and updates the field like any other", async () => {
    const admin = entity(t.adminToken);
    const low = await admin.create({ title: "shared", data: { score: 3 } });
    const high = await admin.create({ title: "shared", data: { score: 9 } });
    expect(await admin.get(low.id as string)).toMatchObject({ title: "shared", data: { score: 3 } });
    expect((await admin.filter({ "data.score": { $gt: 5 } })).map((r) => r.id)).toEqual([high.id]);
    expect((await admin.filter({ data: { score: 3 } })).map((r) => r.id)).toEqual([low.id]);
    expect((await admin.list("-data.score")).map((r) => r.id)).toEqual([high.id, low.id]);
    await admin.update(low.id as string, { data: { score: 12 } });
    expect(await admin.get(low.id as string)).toMatchObject({ data: { score: 12 } });
    await expect(admin.create({ title: "x", data: "not an object" })).rejects.toMatchObject({ status: 422 });
    const changed = await admin.updateMany({ title: "shared" }, { $set: { "data.score": 1 } });
    expect(changed).toMatchObject({ updated: 2 });
    expect((await admin.list()).map((r) => (r.data as { score: number }).score)).toEqual([1, 1]);
  });

  it("is addressed as data.data in access rules, as every field is data.<field>", async () => {
    const admin = entity(t.adminToken);
    await admin.create({ title: "red one", data: { score: 1, team: "red" } });
    await admin.create({ title: "blue one", data: { score: 2, team: "blue" } });
    const seen = await entity(memberToken).list();
    expect(seen.map((r) => r.title)).toEqual(["red one"]);
  });
});
