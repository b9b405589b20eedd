import { describe, expect, it } from "vitest";
import { EntitySchemaError } from "../../src/platform/entities/entity-schemas.ts";
import { isAdminRole, roleRank } from "../../src/platform/users/user-roles.ts";
import { defineUserSchema } from "../../src/platform/users/user-schema.ts";

const schemaWith = (extra: Record<string, unknown>, properties: Record<string, unknown> = {}) => ({
  name: "User",
  type: "object",
  properties: { company: { type: "string" }, ...properties },
  ...extra,
});

function problemsOf(raw: unknown): string[] {
  try {
    defineUserSchema(raw);
  } catch (error) {
    if (error instanceof EntitySchemaError) return [...error.problems];
    throw error;
  }
  return [];
}

describe("an app's User schema", () => {
  it.each([
    [["user", "admin", "super_admin"], { user: 0, admin: 1, super_admin: 2 }],
    [["admin", "user"], { user: 0, admin: 1 }],
    [["user", "moderator", "admin", "owner", "root"], { user: 0, moderator: 0, admin: 1, owner: 2, root: 3 }],
  ])("ranks the roles of %j: admin and the roles after it, never user", (roles, ranks) => {
    const schema = defineUserSchema(schemaWith({}, { role: { type: "string", enum: roles } }));
    expect(schema.roles.all).toEqual(roles);
    for (const [role, rank] of Object.entries(ranks)) {
      expect(roleRank(schema.roles, role), role).toBe(rank);
      expect(isAdminRole(schema.roles, role), role).toBe(rank > 0);
    }
  });

  // Real apps list their roles without user, or admin first: Base44 still has both, and nothing else there
  // is an admin.
  it.each([
    [
      ["admin", "employer", "job_seeker"],
      ["user", "admin", "employer", "job_seeker"],
    ],
    [
      ["admin", "user", "editor"],
      ["admin", "user", "editor"],
    ],
    [
      ["employer", "job_seeker"],
      ["user", "admin", "employer", "job_seeker"],
    ],
    [
      ["user", "super_admin"],
      ["admin", "user", "super_admin"],
    ],
  ])("reads %j as a plain list: user and admin are roles, only admin is an admin role", (written, all) => {
    const schema = defineUserSchema(schemaWith({}, { role: { type: "string", enum: written } }));
    expect(schema.roles.all).toEqual(all);
    const ranks = Object.fromEntries(all.map((role) => [role, roleRank(schema.roles, role)]));
    expect(ranks).toEqual(Object.fromEntries(all.map((role) => [role, role === "admin" ? 1 : 0])));
    expect(schema.roles.admin).toEqual(["admin"]);
  });

  it("keeps the enum's ranking when it lists user before admin", () => {
    const ranks = { user: 0, moderator: 0, admin: 1, owner: 2 };
    const roles = Object.keys(ranks);
    const schema = defineUserSchema(schemaWith({}, { role: { type: "string", enum: roles } }));
    for (const [role, rank] of Object.entries(ranks)) {
      expect(roleRank(schema.roles, role), role).toBe(rank);
      expect(isAdminRole(schema.roles, role), role).toBe(rank > 0);
    }
  });

  it("keeps user and admin without a schema or a role enum, and custom fields free without a schema", () => {
    for (const raw of [undefined, schemaWith({})]) {
      expect(defineUserSchema(raw).roles.all).toEqual(["user", "admin"]);
    }
    expect(defineUserSchema(undefined).custom).toBeNull();
  });

  it("validates custom fields, drops undeclared ones and takes declared built-ins as the built-ins", () => {
    const schema = defineUserSchema(
      schemaWith(
        { required: ["company", "email"] },
        { email: { type: "string" }, level: { type: "integer" } },
      ),
    );
    expect(schema.custom?.update({ company: "Acme", level: 3, other: 1 })).toEqual({
      company: "Acme",
      level: 3,
    });
    expect(() => schema.custom?.update({ level: "high" })).toThrow("Error in field level");
    expect(() => schema.custom?.update({ company: null })).toThrow("Error in field company: Field required");
    expect([...schema.stringFields]).toEqual(["email", "full_name", "role", "company"]);
  });

  it.each([
    [schemaWith({ rls: { read: true } }), "rls: the User entity's access rules are built in"],
    [schemaWith({ indexes: [["company"]] }), "indexes: not supported on User"],
    [
      schemaWith({}, { password_hash: { type: "string" } }),
      "properties.password_hash: reserved for the platform",
    ],
    [schemaWith({}, { data: { type: "object" } }), "properties.data: reserved for the platform"],
    [
      schemaWith({}, { role: { enum: ["user", "admin", "Bad Role"] } }),
      "properties.role.enum: invalid role names Bad Role",
    ],
    [
      schemaWith({}, { role: { enum: ["user", "admin", "admin"] } }),
      "properties.role.enum: a role is listed twice",
    ],
    [
      schemaWith({}, { bio: { type: "string", rls: { write: false } } }),
      "properties.bio.rls: field-level rules are not supported",
    ],
    [schemaWith({ name: "Member" }), 'name: must be "User"'],
    [schemaWith({ type: "array" }), 'type: must be "object"'],
  ])("refuses a schema the platform cannot honour: %j", (raw, problem) => {
    expect(problemsOf(raw)).toContain(`User schema: ${problem}`);
  });
});
