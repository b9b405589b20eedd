import { type Base44Client, createClient, type EntityHandler } from "@base44/sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issueServiceToken } from "../../src/platform/auth/tokens.ts";
import type { RecordChange } from "../../src/platform/entities/record-changes.ts";
import { engines } from "../setup/databases.ts";
import { entity, type Row, sdkError } from "../setup/sdk-calls.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

const application = (name: string, interest = "individual") => ({
  full_name: name,
  email: `${name.toLowerCase()}@example.org`,
  program_interest: interest,
});

const csvFile = (text: string, name = "applications.csv", type = "text/csv") =>
  new File([text], name, { type });

/** updateMany, upsert, aggregate and importEntities exactly as the official SDK sends them. */
describe.each(engines)("batch entity operations through the official @base44/sdk on %s", (engine) => {
  let t: TestApp;
  let admin: Base44Client;
  let anonymous: Base44Client;
  let member: Base44Client;
  let server: Base44Client;
  const changes: { entity: string; change: RecordChange }[] = [];
  const client = (config: { token?: string; serviceToken?: string } = {}) =>
    createClient({ serverUrl: t.baseUrl, appId: t.config.appId, analytics: { enabled: false }, ...config });
  const applications = () => entity(admin, "Application").list("full_name") as Promise<Row[]>;

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = client({ token: t.adminToken });
    anonymous = client();
    member = client({ token: (await createMember(t, "member@ember.test", { is_member: true })).token });
    server = client({ serviceToken: await issueServiceToken(t.app) });
    t.app.recordChanges.listen((name, change) => {
      if (change) changes.push({ entity: name, change });
    });
  });
  afterAll(async () => {
    for (const c of [admin, anonymous, member, server]) c?.cleanup();
    await t?.close();
  });
  beforeEach(async () => {
    await entity(admin, "Application").deleteMany({});
    changes.length = 0;
  });

  it("updateMany: PATCH update-many with {query, data}, announcing every record", async () => {
    await entity(admin, "Application").bulkCreate([
      application("Ada"),
      application("Grace"),
      application("Alan", "small_group"),
    ]);
    changes.length = 0;
    const result = await entity(admin, "Application").updateMany(
      { program_interest: "individual" },
      { $set: { goals: "ship it" }, $currentDate: { current_situation: true } },
    );
    expect(result).toEqual({ success: true, updated: 2, has_more: false });
    const rows = await applications();
    expect(rows.map((r) => [r.full_name, r.goals ?? null])).toEqual([
      ["Ada", "ship it"],
      ["Alan", null],
      ["Grace", "ship it"],
    ]);
    expect(changes).toEqual([
      {
        entity: "Application",
        change: {
          type: "update",
          records: expect.arrayContaining([expect.objectContaining({ full_name: "Ada", goals: "ship it" })]),
        },
      },
    ]);
    expect(changes[0]?.change.records).toHaveLength(2);
  });

  it("updateMany: refused by the rules (403) and for bad input (4xx), nothing changed", async () => {
    await entity(admin, "Application").bulkCreate([application("Ada")]);
    const before = await applications();
    changes.length = 0;
    for (const c of [member, anonymous]) {
      const error = await sdkError(entity(c, "Application").updateMany({}, { $set: { goals: "x" } }));
      expect(error.status).toBe(403);
    }
    const cases: [unknown, number][] = [
      [{ goals: "x" }, 400],
      [{ $set: { id: "x" } }, 400],
      [{ $push: { full_name: "x" } }, 400],
      [{ $inc: { goals: 1 } }, 422],
      [{ $set: { email: 5 } }, 422],
      [{ $unset: { email: "" } }, 422],
    ];
    for (const [data, status] of cases) {
      const error = await sdkError(
        entity(admin, "Application").updateMany({}, data as Record<string, Record<string, unknown>>),
      );
      expect([error.status, error.data]).toEqual([
        status,
        expect.objectContaining({ error_type: expect.any(String) }),
      ]);
    }
    const unknownOperator = await sdkError(
      entity(admin, "Application").updateMany({ $where: "1" } as never, { $set: { goals: "x" } }),
    );
    expect(unknownOperator.status).toBe(400);
    expect(await applications()).toEqual(before);
    expect(changes).toEqual([]);
  });

  it("upsert: POST upsert with {records, key}; creates and updates, announcing both", async () => {
    const [ada] = await entity(admin, "Application").bulkCreate([application("Ada")]);
    changes.length = 0;
    const result = await entity(admin, "Application").upsert(
      [{ ...application("Ada"), goals: "updated" }, application("Grace")],
      { key: "email" },
    );
    expect(result).toMatchObject({ created: 1, updated: 1 });
    expect(result.records.map((r) => [r.full_name, r.goals ?? null])).toEqual([
      ["Ada", "updated"],
      ["Grace", null],
    ]);
    expect(result.records[0]?.id).toBe(ada?.id);
    expect(changes.map((c) => [c.change.type, c.change.records.map((r) => r.full_name)])).toEqual([
      ["create", ["Grace"]],
      ["update", ["Ada"]],
    ]);
  });

  it("upsert: refused by the rules and for bad rows, nothing written", async () => {
    await entity(admin, "Application").bulkCreate([application("Ada")]);
    const before = await applications();
    const badge = { user_email: "a@b.c", badge_name: "X", badge_category: "mentor" };
    for (const c of [member, anonymous]) {
      expect((await sdkError(entity(c, "Badge").upsert([badge], { key: "user_email" }))).status).toBe(403);
    }
    const bad = await sdkError(
      entity(admin, "Application").upsert(
        [application("Grace"), { full_name: "No Email" }, { email: "x@y.z" }],
        {
          key: "email",
        },
      ),
    );
    expect(bad.status).toBe(422);
    expect(bad.message).toMatch(/^2 of 3 rows are invalid, nothing was written\. Row 2: /);
    expect(
      (bad.data as { extra_data: { rows: { row: number }[] } }).extra_data.rows.map((r) => r.row),
    ).toEqual([2, 3]);
    expect(
      (await sdkError(entity(admin, "Application").upsert([application("Zed")], { key: "nope" as never })))
        .status,
    ).toBe(400);
    expect(await applications()).toEqual(before);
  });

  it("aggregate: POST aggregate, over what the caller may read", async () => {
    await entity(admin, "Application").bulkCreate([
      application("Ada"),
      application("Grace"),
      application("Alan", "small_group"),
    ]);
    const result = await entity(admin, "Application").aggregate({
      groupBy: "program_interest",
      countDistinct: "email",
      sort: "-count",
    });
    expect(result).toEqual({
      rows: [
        { program_interest: "individual", count: 2, count_distinct_email: 2 },
        { program_interest: "small_group", count: 1, count_distinct_email: 1 },
      ],
      truncated: false,
    });
    // Only admins read applications: a member's groups are empty, the total is zero.
    expect((await entity(member, "Application").aggregate({ groupBy: "program_interest" })).rows).toEqual([]);
    expect((await entity(anonymous, "Application").aggregate({})).rows).toEqual([{ count: 0 }]);
    expect(
      (await sdkError(entity(admin, "Application").aggregate({ groupBy: "bad name" as never }))).status,
    ).toBe(400);
  });

  it("importEntities: a CSV file as multipart, every row validated, created in one go", async () => {
    const csv =
      'full_name,email,program_interest,goals\r\nAda,ada@example.org,individual,"learn, then ""teach"""\r\nGrace,grace@example.org,small_group,\r\n';
    const result = await entity(admin, "Application").importEntities(csvFile(csv));
    expect(result.status).toBe("success");
    expect(result.output?.map((r) => [r.full_name, r.goals ?? null])).toEqual([
      ["Ada", 'learn, then "teach"'],
      ["Grace", null],
    ]);
    expect(changes).toEqual([{ entity: "Application", change: { type: "create", records: result.output } }]);
    const json = [application("Alan", "small_group")];
    const fromJson = await (server.asServiceRole.entities.Application as EntityHandler<Row>).importEntities(
      new File([JSON.stringify(json)], "more.json", { type: "application/json" }),
    );
    expect(fromJson.output).toHaveLength(1);
    expect((await applications()).map((r) => r.full_name)).toEqual(["Ada", "Alan", "Grace"]);
  });

  it("importEntities: bad rows, bad files and refused callers are 4xx with nothing created", async () => {
    await entity(admin, "Application").bulkCreate([application("Ada")]);
    const before = await applications();
    changes.length = 0;
    const bad = await sdkError(
      entity(admin, "Application").importEntities(
        csvFile(
          "full_name,email,program_interest\nGrace,grace@example.org,individual\nNo Email,,individual\nBad,not-an-email,individual\n",
        ),
      ),
    );
    expect(bad.status).toBe(422);
    expect(bad.message).toMatch(
      /^2 of 3 rows are invalid, nothing was written\. Row 2: Error in field email: Field required; Row 3: Error in field email/,
    );
    const cases: [File, number][] = [
      [csvFile('full_name,email\n"Ada,ada@x.org\n'), 400],
      [csvFile("{not json", "x.json", "application/json"), 400],
      [csvFile("full_name\n", "empty.csv"), 400],
      [csvFile("a,b", "sheet.xlsx", "application/vnd.ms-excel"), 400],
      [csvFile("x".repeat(5 * 1024 * 1024 + 10)), 413],
    ];
    for (const [file, status] of cases) {
      expect((await sdkError(entity(admin, "Application").importEntities(file))).status).toBe(status);
    }
    const badges = csvFile("user_email,badge_name,badge_category\na@b.c,X,mentor\n", "badges.csv");
    for (const c of [member, anonymous]) {
      expect((await sdkError(entity(c, "Badge").importEntities(badges))).status).toBe(403);
    }
    // Not multipart at all.
    const plain = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/Application/import`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${t.adminToken}` },
      body: "[]",
    });
    expect(plain.status).toBe(415);
    expect(await applications()).toEqual(before);
    expect(changes).toEqual([]);
  });
});
