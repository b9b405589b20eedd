import { type Base44Client, createClient, type EntityHandler } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { issueServiceToken } from "../../src/platform/auth/tokens.ts";
import { createUser, getUser } from "../../src/platform/auth/users.ts";
import { defineEntity, loadEntities } from "../../src/platform/entities/entity-schemas.ts";
import { engines } from "../setup/databases.ts";
import { entity, type Row, sdkError } from "../setup/sdk-calls.ts";
import { login, startTestApp, type TestApp, testAdmin } from "../setup/test-app.ts";

// The built-in User entity through the official SDK, with an app User schema that adds custom fields and
// a super_admin role (docs/users-and-roles.md).
const serviceUsers = (client: Base44Client) => client.asServiceRole.entities.User as EntityHandler<Row>;
// auth.inviteUser takes any role; users.inviteUser refuses all but user and admin before sending.
const invite = (client: Base44Client, email: string, role: string) =>
  (client.auth as unknown as { inviteUser(e: string, r: string): Promise<unknown> }).inviteUser(email, role);

const userSchema = {
  name: "User",
  type: "object",
  properties: {
    company: { type: "string", maxLength: 40 },
    level: { type: "integer", minimum: 0 },
    email: { type: "string" },
    role: { type: "string", enum: ["user", "admin", "super_admin"] },
  },
};
// Readable and writable by super_admin only: app roles work in entity rules.
const vaultSchema = {
  name: "Vault",
  type: "object",
  properties: { secret: { type: "string" } },
  rls: {
    read: { user_condition: { role: "super_admin" } },
    write: { user_condition: { role: "super_admin" } },
  },
};

describe.each(engines)("the User entity through the official @base44/sdk on %s", (engine) => {
  let t: TestApp;
  let admin: Base44Client;
  let superAdmin: Base44Client;
  let ada: Base44Client;
  let bob: Base44Client;
  let server: Base44Client;
  const ids: Record<string, string> = {};
  const client = (config: { token?: string; serviceToken?: string } = {}) =>
    createClient({ serverUrl: t.baseUrl, appId: t.config.appId, analytics: { enabled: false }, ...config });
  const account = async (email: string, role: string, data: { full_name?: string } = {}) => {
    const user = await createUser(t.app.db, {
      email,
      password: "a-password-for-tests-1",
      role,
      is_member: true,
      is_verified: true,
      full_name: data.full_name ?? null,
    });
    ids[email] = user.id;
    return client({ token: await login(t.baseUrl, t.config.appId, email, "a-password-for-tests-1") });
  };
  const roleOf = async (email: string) => (await getUser(t.app.db, ids[email] as string))?.role;

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const entities = new Map(await loadEntities());
    entities.set("Vault", defineEntity(vaultSchema, "Vault"));
    t = await startTestApp(engine, {}, { entities, userSchema });
    admin = client({ token: t.adminToken });
    ids[testAdmin.email] = ((await admin.auth.me()) as Row).id;
    superAdmin = await account("sam@ember.test", "super_admin", { full_name: "Sam" });
    ada = await account("ada@ember.test", "user", { full_name: "Ada" });
    bob = await account("bob@ember.test", "user", { full_name: "Bob" });
    server = client({ serviceToken: await issueServiceToken(t.app) });
  });
  afterAll(async () => {
    for (const c of [admin, superAdmin, ada, bob, server]) c?.cleanup();
    await t?.close();
    vi.restoreAllMocks();
  });

  it("lets an admin list, filter, sort, page, project and get every user", async () => {
    const all = await entity(admin, "User").list("email");
    expect(all.map((u) => u.email)).toEqual([
      "ada@ember.test",
      testAdmin.email,
      "bob@ember.test",
      "sam@ember.test",
    ]);
    expect(all[3]).toMatchObject({ role: "super_admin", _app_role: "super_admin", app_id: t.config.appId });
    const users = await entity(admin, "User").filter({ role: "user" }, "-email");
    expect(users.map((u) => u.email)).toEqual(["bob@ember.test", "ada@ember.test"]);
    const second = await entity(admin, "User").list("email", 2, 1, ["email", "role"]);
    expect(second).toEqual([
      { id: ids[testAdmin.email], email: testAdmin.email, role: "admin" },
      { id: ids["bob@ember.test"], email: "bob@ember.test", role: "user" },
    ]);
    const bobRecord = await entity(admin, "User").get(ids["bob@ember.test"] as string);
    expect(bobRecord).toMatchObject({ email: "bob@ember.test", full_name: "Bob", disabled: false });
    expect(
      await entity(admin, "User").filter({ full_name: { $regex: "^(Ada|Sam)$" } }, "email"),
    ).toHaveLength(2);
    expect(((await serviceUsers(server).list()) as Row[]).length).toBe(4);
  });

  it("shows a regular user only their own record", async () => {
    const mine = await entity(ada, "User").list();
    expect(mine.map((u) => u.email)).toEqual(["ada@ember.test"]);
    expect(await entity(ada, "User").filter({ email: "bob@ember.test" })).toEqual([]);
    expect(await entity(ada, "User").get(ids["ada@ember.test"] as string)).toMatchObject({
      full_name: "Ada",
    });
    const other = await sdkError(entity(ada, "User").get(ids["bob@ember.test"] as string));
    expect(other).toMatchObject({ status: 404, code: "NOT_FOUND" });
    const anonymous = await sdkError(entity(client(), "User").list());
    expect(anonymous).toMatchObject({ status: 401, code: "UNAUTHORIZED" });
  });

  it("lets a user change their own custom fields, never their role, email or anyone else", async () => {
    const adaId = ids["ada@ember.test"] as string;
    // A record sent back whole: the protected fields are unchanged, so they are ignored.
    const me = (await ada.auth.me()) as Row;
    const updated = await entity(ada, "User").update(adaId, { ...me, company: "Acme" });
    expect(updated).toMatchObject({ company: "Acme", role: "user", email: "ada@ember.test" });

    const roleChange = await sdkError(entity(ada, "User").update(adaId, { role: "admin", company: "X" }));
    expect(roleChange).toMatchObject({
      status: 403,
      code: "FORBIDDEN",
      data: { extra_data: { fields: ["role"] } },
    });
    const emailChange = await sdkError(entity(ada, "User").update(adaId, { email: "boss@ember.test" }));
    expect(emailChange.status).toBe(403);
    const nameChange = await sdkError(entity(ada, "User").update(adaId, { full_name: "Admin" }));
    expect(nameChange.status).toBe(403);
    const someoneElse = await sdkError(
      entity(ada, "User").update(ids["bob@ember.test"] as string, { company: "Pwned" }),
    );
    expect(someoneElse.status).toBe(404);
    // In a bulk update one refused change refuses the batch: the allowed one is not written either.
    const bulk = await sdkError(
      entity(ada, "User").bulkUpdate([
        { id: adaId, company: "Bulk" },
        { id: adaId, role: "super_admin" },
      ]),
    );
    expect(bulk.status).toBe(403);
    const bulkOther = await sdkError(
      entity(ada, "User").bulkUpdate([{ id: ids["bob@ember.test"] as string, role: "admin" }]),
    );
    expect(bulkOther.status).toBe(404);
    // updateMe keeps the built-in fields as they are, silently, as the SDK documents.
    const viaMe = await ada.auth.updateMe({ role: "super_admin", email: "x@ember.test", company: "Initech" });
    expect(viaMe).toMatchObject({ role: "user", email: "ada@ember.test", company: "Initech" });

    expect(await roleOf("ada@ember.test")).toBe("user");
    expect(await entity(admin, "User").get(ids["bob@ember.test"] as string)).not.toHaveProperty("company");
    const creation = await sdkError(entity(ada, "User").create({ email: "new@ember.test", role: "admin" }));
    expect(creation).toMatchObject({ status: 403, code: "FORBIDDEN" });
  });

  it("round-trips custom fields through auth.me, updateMe and entities, validated by the schema", async () => {
    const bobId = ids["bob@ember.test"] as string;
    expect(await bob.auth.updateMe({ company: "Globex", level: 2, undeclared: "dropped" })).toMatchObject({
      company: "Globex",
      level: 2,
    });
    expect(await bob.auth.me()).not.toHaveProperty("undeclared");
    await entity(admin, "User").update(bobId, { level: 5 });
    expect(await bob.auth.me()).toMatchObject({ company: "Globex", level: 5 });
    expect((await entity(admin, "User").filter({ level: { $gte: 5 } })).map((u) => u.id)).toEqual([bobId]);

    const badMe = await sdkError(bob.auth.updateMe({ level: "high" }));
    expect(badMe).toMatchObject({
      status: 422,
      code: "VALIDATION_ERROR",
      message: "Error in field level: Input should be a valid integer",
    });
    const badEntity = await sdkError(entity(admin, "User").update(bobId, { company: "x".repeat(41) }));
    expect(badEntity).toMatchObject({ status: 422, code: "VALIDATION_ERROR" });
    expect(await bob.auth.me()).toMatchObject({ company: "Globex", level: 5 });
  });

  it("lets an admin change roles no higher than their own, never their own", async () => {
    const bobId = ids["bob@ember.test"] as string;
    expect(await entity(admin, "User").update(bobId, { role: "admin" })).toMatchObject({ role: "admin" });
    expect(await roleOf("bob@ember.test")).toBe("admin");
    await entity(admin, "User").update(bobId, { role: "user", full_name: "Robert" });
    expect(await roleOf("bob@ember.test")).toBe("user");

    const above = await sdkError(entity(admin, "User").update(bobId, { role: "super_admin" }));
    expect(above).toMatchObject({ status: 403, data: { extra_data: { reason: "outranked" } } });
    const outranked = await sdkError(
      entity(admin, "User").update(ids["sam@ember.test"] as string, { role: "user" }),
    );
    expect(outranked.status).toBe(403);
    const own = await sdkError(
      entity(admin, "User").update(ids[testAdmin.email] as string, { role: "user" }),
    );
    expect(own).toMatchObject({ status: 409, code: "CONFLICT" });
    const unknown = await sdkError(entity(admin, "User").update(bobId, { role: "owner" }));
    expect(unknown).toMatchObject({ status: 422, code: "VALIDATION_ERROR" });
    expect(await roleOf("sam@ember.test")).toBe("super_admin");
    expect(await roleOf(testAdmin.email)).toBe("admin");
  });

  it("never exposes or matches the password hash and other internal columns", async () => {
    for (const query of [
      { password_hash: { $exists: true } },
      { password_hash: { $regex: "argon" } },
      { "data.password_hash": { $exists: true } },
      { tokens_valid_after: { $exists: true } },
      { is_member: true },
    ]) {
      expect(await entity(admin, "User").filter(query), JSON.stringify(query)).toEqual([]);
    }
    const projected = await entity(admin, "User").list("email", 1, 0, [
      "password_hash",
      "tokens_valid_after",
      "data",
    ]);
    expect(projected).toEqual([{ id: ids["ada@ember.test"] }]);
    const sorted = await serviceUsers(server).list("password_hash");
    expect(JSON.stringify(sorted)).not.toMatch(/argon2|password_hash/);
    // A custom field cannot be named after an internal column either.
    await ada.auth.updateMe({ password_hash: "mine" });
    expect(await ada.auth.me()).not.toHaveProperty("password_hash");
  });

  it("uses an app role in an entity rule", async () => {
    const created = await entity(superAdmin, "Vault").create({ secret: "s3" });
    expect(await entity(superAdmin, "Vault").get(created.id)).toMatchObject({ secret: "s3" });
    expect(await entity(admin, "Vault").list()).toEqual([]);
    expect((await sdkError(entity(admin, "Vault").create({ secret: "no" }))).status).toBe(403);
    expect((await sdkError(entity(ada, "Vault").get(created.id))).status).toBe(404);
  });

  it("lets admin roles invite with a role no higher than their own", async () => {
    expect(await invite(admin, "new-user@ember.test", "user")).toMatchObject({ role: "user" });
    expect(await invite(admin, "new-admin@ember.test", "admin")).toMatchObject({ role: "admin" });
    const tooHigh = await sdkError(invite(admin, "boss@ember.test", "super_admin"));
    expect(tooHigh).toMatchObject({ status: 403, code: "FORBIDDEN" });
    // Re-inviting a super_admin's address would change their role: refused for an admin too.
    expect((await sdkError(invite(admin, "sam@ember.test", "user"))).status).toBe(403);
    expect(await invite(superAdmin, "boss@ember.test", "super_admin")).toMatchObject({ role: "super_admin" });
    expect((await sdkError(invite(ada, "friend@ember.test", "user"))).status).toBe(403);
    expect((await sdkError(invite(admin, "odd@ember.test", "owner"))).status).toBe(422);
    expect(await roleOf("sam@ember.test")).toBe("super_admin");
    const invited = await entity(admin, "User").filter(
      { email: { $in: ["new-admin@ember.test", "boss@ember.test"] } },
      "email",
    );
    expect(invited.map((u) => [u.email, u.role])).toEqual([
      ["boss@ember.test", "super_admin"],
      ["new-admin@ember.test", "admin"],
    ]);
  });

  it("deletes users as Base44's remove app user: admin roles only, never oneself, never the last admin", async () => {
    const newUser = (await entity(admin, "User").filter({ email: "new-user@ember.test" }))[0] as Row;
    expect((await sdkError(entity(ada, "User").delete(newUser.id))).status).toBe(404);
    expect((await sdkError(entity(ada, "User").delete(ids["ada@ember.test"] as string))).status).toBe(409);
    expect((await sdkError(entity(admin, "User").delete(ids["sam@ember.test"] as string))).status).toBe(403);
    expect(await entity(admin, "User").delete(newUser.id)).toEqual({ success: true });
    expect((await sdkError(entity(admin, "User").get(newUser.id))).status).toBe(404);
    expect((await sdkError(entity(admin, "User").deleteMany({ role: "user" }))).status).toBe(405);

    // With every other admin role gone, the service role cannot demote or remove the last admin.
    for (const email of ["sam@ember.test", "boss@ember.test", "new-admin@ember.test"]) {
      const [row] = await serviceUsers(server).filter({ email });
      await serviceUsers(server).delete((row as Row).id);
    }
    const adminId = ids[testAdmin.email] as string;
    const demote = await sdkError(serviceUsers(server).update(adminId, { role: "user" }));
    expect(demote).toMatchObject({ status: 409, data: { extra_data: { reason: "last_admin" } } });
    expect((await sdkError(serviceUsers(server).delete(adminId))).status).toBe(409);
    expect(await roleOf(testAdmin.email)).toBe("admin");
    // A removed user's token no longer signs anyone in.
    expect((await sdkError(superAdmin.auth.me())).status).toBe(401);
  });
});
