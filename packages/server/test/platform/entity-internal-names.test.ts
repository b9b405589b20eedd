import { createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../src/platform/auth/users.ts";
import { engines } from "../setup/databases.ts";
import { entity } from "../setup/sdk-calls.ts";
import { login, startTestApp, type TestApp } from "../setup/test-app.ts";

// Base44 deploys schemas with fields named as its internal ones (a device registry with its own `app_id`);
// here they are the app's own data, and never decide which app a record belongs to.

const device = {
  name: "Device",
  type: "object",
  properties: {
    label: { type: "string" },
    app_id: { type: "string" },
    environment: { type: "string", enum: ["ios", "android"] },
  },
  required: ["label", "app_id"],
  rls: { create: true, read: true },
};

describe.each(engines)("fields named as Base44's internal ones (%s)", (engine) => {
  let t: TestApp;
  let appId = "";
  let otherId = "";
  let token = "";

  const push = (id: string, schemas: Record<string, unknown>) =>
    fetch(`${t.baseUrl}/api/apps/${id}/entity-schemas`, {
      method: "PUT",
      headers: { authorization: `Bearer ${t.adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ entityNameToSchema: schemas }),
    });
  const newApp = async (name: string) => {
    const created = await fetch(`${t.baseUrl}/api/apps`, {
      method: "POST",
      headers: { authorization: `Bearer ${t.adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ name }),
    });
    return ((await created.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    appId = await newApp("Devices");
    otherId = await newApp("Other");
    for (const id of [appId, otherId]) expect((await push(id, { Device: device })).status).toBe(200);
    const instance = await t.app.appsHost.instance(appId);
    if (!instance) throw new Error("the app did not start");
    await createUser(instance.db, {
      email: "ada@example.org",
      password: "hosted-password-1",
      role: "user",
      is_member: true,
      is_verified: true,
    });
    token = await login(t.baseUrl, appId, "ada@example.org", "hosted-password-1");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stores, validates, filters and returns them as the app's own fields", async () => {
    const client = createClient({ serverUrl: t.baseUrl, appId, token });
    const made = await entity(client, "Device").create({
      label: "phone",
      app_id: "com.example",
      environment: "ios",
    });
    expect(made).toMatchObject({ label: "phone", app_id: "com.example", environment: "ios" });
    await expect(entity(client, "Device").create({ label: "tablet" })).rejects.toMatchObject({ status: 422 });
    await expect(
      entity(client, "Device").create({ label: "tablet", app_id: "x", environment: "windows" }),
    ).rejects.toMatchObject({ status: 422 });
    expect(await entity(client, "Device").filter({ app_id: "com.example" })).toEqual([
      expect.objectContaining({ id: made.id, environment: "ios" }),
    ]);
    expect(await entity(client, "Device").get(made.id)).toMatchObject({ app_id: "com.example" });
  });

  it("never moves a record to the app its `app_id` names", async () => {
    const client = createClient({ serverUrl: t.baseUrl, appId, token });
    const made = await entity(client, "Device").create({ label: "sneaky", app_id: otherId });
    const other = await fetch(`${t.baseUrl}/api/apps/${otherId}/entities/Device`, {
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual([]);
    expect(await entity(client, "Device").get(made.id)).toMatchObject({ app_id: otherId });
  });
});
