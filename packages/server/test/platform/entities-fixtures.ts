import { ApiError } from "../../src/errors.ts";
import type { Caller, CallerUser } from "../../src/platform/caller.ts";

/** Callers and test-only entities shared by the entities suites. */
export const service: Caller = { kind: "service", onBehalfOf: null };
export const anonymousCaller: Caller = { kind: "anonymous" };

export function userCaller(
  id: string,
  role: "user" | "admin" = "user",
  data: Record<string, unknown> = {},
): Caller {
  const user: CallerUser = { id, email: `${id}@ember.test`, full_name: null, role, is_member: true, data };
  return { kind: "user", user };
}

/** The ApiError a store call must fail with. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

/** Every JSON type the query language distinguishes, for the operator tests. */
export const itemSchema = {
  name: "Item",
  type: "object",
  properties: {
    title: { type: "string", maxLength: 100 },
    n: { type: "number" },
    count: { type: "integer", minimum: 0 },
    done: { type: "boolean", default: false },
    tags: { type: "array", items: { type: "string" } },
    meta: { type: "object", properties: { priority: { type: "string" }, level: { type: "integer" } } },
    note: { type: "string" },
    kind: { type: "string", enum: ["a", "b"] },
    mixed: { type: ["number", "string"] },
    when: { type: "string", format: "date-time" },
  },
  required: ["title"],
};

/** Owner and team rules with templates, in the shapes of the SDK's entity security rules. */
export const noteSchema = {
  name: "Note",
  type: "object",
  properties: { text: { type: "string" }, team: { type: "string" } },
  required: ["text"],
  rls: {
    create: { team: "{{user.data.team}}" },
    read: { $or: [{ created_by: "{{user.email}}" }, { "data.team": "{{user.data.team}}" }] },
    update: { created_by_id: "{{user.id}}" },
    delete: {
      $and: [{ created_by_id: "{{user.id}}" }, { user_condition: { role: { $in: ["user", "admin"] } } }],
    },
  },
};

export const lockedSchema = {
  name: "Locked",
  type: "object",
  properties: { text: { type: "string" } },
  rls: { read: true, write: false },
};

export const openSchema = { name: "Open", type: "object", properties: { text: { type: "string" } } };
