import { type Base44Client, createClient, type EntityHandler } from "@base44/sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issueServiceToken } from "../../src/platform/auth/tokens.ts";
import type { RecordChange } from "../../src/platform/entities/record-changes.ts";
import { contractRuns, type Visitor } from "../setup/contract-targets.ts";
import { entity, type Row, sdkError } from "../setup/sdk-calls.ts";
import type { TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

const csvFile = (text: string, name = "records.csv", type = "text/csv") => new File([text], name, { type });

/**
 * updateMany, upsert, aggregate and importEntities exactly as the official SDK sends them, against each
 * app the suite hosts.
 */
describe.each(contractRuns)(
  "batch entity operations through the official @base44/sdk: %s",
  (_label, target, engine) => {
    const { entity: name, title, choice, notes, required, key, make } = target.records;
    const [first, second] = choice.values;
    const [note, otherNote] = notes;
    let t: TestApp;
    let admin: Base44Client;
    let visitors: Record<Visitor, Base44Client>;
    let server: Base44Client;
    const changes: { entity: string; change: RecordChange }[] = [];
    const client = (config: { token?: string; serviceToken?: string } = {}) =>
      createClient({ serverUrl: t.baseUrl, appId: t.config.appId, analytics: { enabled: false }, ...config });
    const records = () => entity(admin, name).list(title) as Promise<Row[]>;
    const refused = () => target.records.refusedWriters.map((visitor) => visitors[visitor]);

    beforeAll(async () => {
      t = await target.start(engine);
      admin = client({ token: t.adminToken });
      const member = await createMember(t, "member@ember.test", { is_member: true });
      visitors = { anonymous: client(), member: client({ token: member.token }) };
      server = client({ serviceToken: await issueServiceToken(t.app) });
      t.app.recordChanges.listen((entityName, change) => {
        if (change) changes.push({ entity: entityName, change });
      });
    });
    afterAll(async () => {
      for (const c of [admin, visitors?.anonymous, visitors?.member, server]) c?.cleanup();
      await t?.close();
    });
    beforeEach(async () => {
      await entity(admin, name).deleteMany({});
      changes.length = 0;
    });

    it("updateMany: PATCH update-many with {query, data}, announcing every record", async () => {
      await entity(admin, name).bulkCreate([make("Ada", first), make("Grace", first), make("Alan", second)]);
      changes.length = 0;
      const result = await entity(admin, name).updateMany(
        { [choice.field]: first },
        { $set: { [note]: "ship it" }, $currentDate: { [otherNote]: true } },
      );
      expect(result).toEqual({ success: true, updated: 2, has_more: false });
      const rows = await records();
      expect(rows.map((r) => [r[title], r[note] ?? null])).toEqual([
        ["Ada", "ship it"],
        ["Alan", null],
        ["Grace", "ship it"],
      ]);
      expect(Date.parse(String(rows[0]?.[otherNote]))).not.toBeNaN();
      expect(changes).toEqual([
        {
          entity: name,
          change: {
            type: "update",
            records: expect.arrayContaining([expect.objectContaining({ [title]: "Ada", [note]: "ship it" })]),
          },
        },
      ]);
      expect(changes[0]?.change.records).toHaveLength(2);
    });

    it("updateMany: refused by the rules (403) and for bad input (4xx), nothing changed", async () => {
      await entity(admin, name).bulkCreate([make("Ada", first)]);
      const before = await records();
      changes.length = 0;
      for (const c of refused()) {
        const error = await sdkError(entity(c, name).updateMany({}, { $set: { [note]: "x" } }));
        expect(error.status).toBe(403);
      }
      const cases: [unknown, number][] = [
        [{ [note]: "x" }, 400],
        [{ $set: { id: "x" } }, 400],
        [{ $push: { [title]: "x" } }, 400],
        [{ $inc: { [note]: 1 } }, 422],
        [{ $set: { [title]: 5 } }, 422],
        [{ $unset: { [required]: "" } }, 422],
      ];
      for (const [data, status] of cases) {
        const error = await sdkError(
          entity(admin, name).updateMany({}, data as Record<string, Record<string, unknown>>),
        );
        expect([error.status, error.data]).toEqual([
          status,
          expect.objectContaining({ error_type: expect.any(String) }),
        ]);
      }
      const unknownOperator = await sdkError(
        entity(admin, name).updateMany({ $where: "1" } as never, { $set: { [note]: "x" } }),
      );
      expect(unknownOperator.status).toBe(400);
      expect(await records()).toEqual(before);
      expect(changes).toEqual([]);
    });

    it("upsert: POST upsert with {records, key}; creates and updates, announcing both", async () => {
      const [ada] = await entity(admin, name).bulkCreate([make("Ada", first)]);
      changes.length = 0;
      const result = await entity(admin, name).upsert(
        [{ ...make("Ada", first), [note]: "updated" }, make("Grace", first)],
        { key },
      );
      expect(result).toMatchObject({ created: 1, updated: 1 });
      expect(result.records.map((r) => [r[title], r[note] ?? null])).toEqual([
        ["Ada", "updated"],
        ["Grace", null],
      ]);
      expect(result.records[0]?.id).toBe(ada?.id);
      expect(changes.map((c) => [c.change.type, c.change.records.map((r) => r[title])])).toEqual([
        ["create", ["Grace"]],
        ["update", ["Ada"]],
      ]);
    });

    it("upsert: refused by the rules and for bad rows, nothing written", async () => {
      await entity(admin, name).bulkCreate([make("Ada", first)]);
      const before = await records();
      for (const c of refused()) {
        expect((await sdkError(entity(c, name).upsert([make("Zed", first)], { key }))).status).toBe(403);
      }
      const { [required]: _left, ...incomplete } = make("Incomplete", first);
      const bad = await sdkError(
        entity(admin, name).upsert(
          [make("Grace", first), incomplete, { ...make("Odd", first), [choice.field]: "no_such_choice" }],
          { key },
        ),
      );
      expect(bad.status).toBe(422);
      expect(bad.message).toMatch(/^2 of 3 rows are invalid, nothing was written\. Row 2: /);
      expect(
        (bad.data as { extra_data: { rows: { row: number }[] } }).extra_data.rows.map((r) => r.row),
      ).toEqual([2, 3]);
      expect(
        (await sdkError(entity(admin, name).upsert([make("Zed", first)], { key: "nope" as never }))).status,
      ).toBe(400);
      expect(await records()).toEqual(before);
    });

    it("aggregate: POST aggregate, over what the caller may read", async () => {
      await entity(admin, name).bulkCreate([make("Ada", first), make("Grace", first), make("Alan", second)]);
      const result = await entity(admin, name).aggregate({
        groupBy: choice.field,
        countDistinct: key,
        sort: "-count",
      });
      expect(result).toEqual({
        rows: [
          { [choice.field]: first, count: 2, [`count_distinct_${key}`]: 2 },
          { [choice.field]: second, count: 1, [`count_distinct_${key}`]: 1 },
        ],
        truncated: false,
      });
      // A caller no read rule admits sees empty groups and a total of zero.
      for (const [visitor, c] of Object.entries(visitors)) {
        const hidden = target.records.hiddenFrom.includes(visitor as Visitor);
        expect([visitor, (await entity(c, name).aggregate({})).rows]).toEqual([
          visitor,
          [{ count: hidden ? 0 : 3 }],
        ]);
      }
      expect((await sdkError(entity(admin, name).aggregate({ groupBy: "bad name" as never }))).status).toBe(
        400,
      );
    });

    /** A CSV of records with the entity's title, required, choice and note columns. */
    const columns = [...new Set([title, required, choice.field, note])];
    const csvOf = (rows: Record<string, unknown>[]) =>
      [columns.join(","), ...rows.map((row) => columns.map((c) => row[c] ?? "").join(","))].join("\r\n");

    it("importEntities: a CSV file as multipart, every row validated, created in one go", async () => {
      const ada = { ...make("Ada", first), [note]: '"learn, then ""teach"""' };
      const result = await entity(admin, name).importEntities(csvFile(csvOf([ada, make("Grace", second)])));
      expect(result.status).toBe("success");
      expect(result.output?.map((r) => [r[title], r[note] ?? null])).toEqual([
        ["Ada", 'learn, then "teach"'],
        ["Grace", null],
      ]);
      expect(changes).toEqual([{ entity: name, change: { type: "create", records: result.output } }]);
      const fromJson = await (server.asServiceRole.entities[name] as EntityHandler<Row>).importEntities(
        new File([JSON.stringify([make("Alan", second)])], "more.json", { type: "application/json" }),
      );
      expect(fromJson.output).toHaveLength(1);
      expect((await records()).map((r) => r[title])).toEqual(["Ada", "Alan", "Grace"]);
    });

    it("importEntities: bad rows, bad files and refused callers are 4xx with nothing created", async () => {
      await entity(admin, name).bulkCreate([make("Ada", first)]);
      const before = await records();
      changes.length = 0;
      const { [required]: _left, ...incomplete } = make("Incomplete", first);
      const bad = await sdkError(
        entity(admin, name).importEntities(
          csvFile(
            csvOf([
              make("Grace", first),
              incomplete,
              { ...make("Odd", first), [choice.field]: "no_such_choice" },
            ]),
          ),
        ),
      );
      expect(bad.status).toBe(422);
      expect(bad.message).toMatch(
        new RegExp(
          `^2 of 3 rows are invalid, nothing was written\\. Row 2: Error in field ${required}: Field required; Row 3: Error in field ${choice.field}`,
        ),
      );
      const cases: [File, number][] = [
        [csvFile(`${title},${note}\n"Ada,unclosed\n`), 400],
        [csvFile("{not json", "x.json", "application/json"), 400],
        [csvFile(`${title}\n`, "empty.csv"), 400],
        [csvFile("a,b", "sheet.xlsx", "application/vnd.ms-excel"), 400],
        [csvFile("x".repeat(5 * 1024 * 1024 + 10)), 413],
      ];
      for (const [file, status] of cases) {
        expect((await sdkError(entity(admin, name).importEntities(file))).status).toBe(status);
      }
      for (const c of refused()) {
        expect(
          (await sdkError(entity(c, name).importEntities(csvFile(csvOf([make("Zed", first)]))))).status,
        ).toBe(403);
      }
      // Not multipart at all.
      const plain = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/${name}/import`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${t.adminToken}` },
        body: "[]",
      });
      expect(plain.status).toBe(415);
      expect(await records()).toEqual(before);
      expect(changes).toEqual([]);
    });
  },
);
