import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/errors.ts";
import { parseConversationQuery, readQueryObject } from "../../src/platform/agents/conversation-query.ts";

// Query strings as Fastify hands them over: axios's bracket keys stay literal, repeated keys become lists.
describe("the conversation list's query", () => {
  it.each([
    [{ "q[agent_name]": "ember_assistant" }, { agent_name: "ember_assistant" }],
    [{ "q[metadata.priority]": "high" }, { "metadata.priority": "high" }],
    [{ "q[metadata][a][b]": "1", "q[metadata][c]": "2" }, { metadata: { a: { b: "1" }, c: "2" } }],
    [{ "q[id][$in][0]": "x", "q[id][$in][1]": "y" }, { id: { $in: { 0: "x", 1: "y" } } }],
    [{ q: '{"agent_name":"a","metadata.level":3}' }, { agent_name: "a", "metadata.level": 3 }],
    [{ sort: "-created_date" }, undefined],
  ])("reads %j as %j", (query, expected) => {
    expect(readQueryObject(query)).toEqual(expected);
  });

  it("turns nested and dotted metadata into the same path", () => {
    expect(parseConversationQuery({ "q[metadata][a]": "1", "q[metadata.a]": "2" }).conditions).toEqual([
      { field: { metadata: ["a"] }, anyOf: ["1"], negated: false },
      { field: { metadata: ["a"] }, anyOf: ["2"], negated: false },
    ]);
  });

  it("compiles operators, values as text, sort, paging and fields", () => {
    expect(
      parseConversationQuery({
        q: '{"id":{"$nin":["a",null]},"metadata":{"level":{"$ne":3}},"agent_name":{"$eq":"x"}}',
        sort_by: "updated_date",
        limit: "5000",
        skip: "10",
        "fields[]": ["agent_name", "messages"],
      }),
    ).toEqual({
      conditions: [
        { field: "id", anyOf: ["a", null], negated: true },
        { field: { metadata: ["level"] }, anyOf: ["3"], negated: true },
        { field: "agent_name", anyOf: ["x"], negated: false },
      ],
      sort: { column: "updated_date", descending: false },
      limit: 1000,
      skip: 10,
      fields: ["id", "agent_name", "messages"],
    });
    expect(parseConversationQuery({})).toMatchObject({
      conditions: [],
      sort: { column: "created_date", descending: true },
      limit: 100,
      skip: 0,
      fields: undefined,
    });
    expect(parseConversationQuery({ fields: "metadata,agent_name" }).fields).toEqual([
      "id",
      "metadata",
      "agent_name",
    ]);
  });

  it.each([
    [{ "q[title]": "x" }, "Conversations cannot be filtered by title"],
    [{ "q[metadata]": "x" }, "Filter on metadata needs a key"],
    [{ "q[agent_name][$regex]": "x" }, "Unsupported operator $regex on agent_name"],
    [{ "q[agent_name][0]": "x" }, "use $in for a list"],
    [{ "q[agent_name][nested]": "x" }, "Unsupported value for agent_name"],
    [{ "q[agent_name": "x" }, "Malformed parameter q[agent_name"],
    [{ "q[]": "x" }, "Malformed parameter q[]"],
    [{ "q[a]": "x", q: "{}" }, "q was given twice"],
    [{ q: "[1]" }, "q must be a JSON object"],
    [{ q: "{" }, "q must be a JSON object"],
    [{ q: '{"agent_name":{"a":1}}' }, "Unsupported value for agent_name"],
    [{ q: '{"metadata.x":{"$in":"a"}}' }, "$in of metadata.x must be a list"],
    [{ q: '{"metadata":{"a":1,"$ne":2}}' }, "mixes operators and fields"],
    [{ sort: "password" }, "Conversations cannot be sorted by password"],
    [{ limit: "-1" }, "limit must be a non-negative integer"],
    [{ "fields[]": "secret" }, "Unknown conversation field secret"],
    [{ sort: ["a", "b"] }, "Parameter sort was given more than once"],
  ])("refuses %j with a 400 (%s)", (query, message) => {
    let error: unknown;
    try {
      parseConversationQuery(query);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 400, message: expect.stringContaining(message) });
  });
});

describe("keys that reach a prototype", () => {
  it.each([
    "q[__proto__][kind]",
    "q[constructor][prototype][kind]",
    "q[prototype][kind]",
    "q[metadata][__proto__][kind]",
    "q[metadata.constructor]",
  ])("refuses %s with 400 and plants nothing on Object.prototype", (key) => {
    let error: unknown;
    try {
      parseConversationQuery({ [key]: "service" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(400);
    expect(({} as Record<string, unknown>).kind).toBeUndefined();
  });

  it("builds the bracket form without a prototype, so a key named like an inherited one is new", () => {
    const q = readQueryObject({ "q[toString]": "x", "q[hasOwnProperty]": "y" });
    expect(Object.getPrototypeOf(q)).toBeNull();
    expect(q).toEqual({ toString: "x", hasOwnProperty: "y" });
  });
});
