import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { migrate } from "../../src/db/migrate.ts";
import {
  defineEntity,
  type EntityDefinition,
  type EntityRegistry,
  loadEntities,
} from "../../src/platform/entities/entity-schemas.ts";
import { ensureEntityTables, indexTarget } from "../../src/platform/entities/entity-tables.ts";
import { compileQuery } from "../../src/platform/entities/query-compiler.ts";
import { countRecords, getRecord } from "../../src/platform/entities/records-store.ts";
import {
  bulkCreateRecords,
  bulkUpdateRecords,
  createRecord,
  deleteRecord,
  deleteRecords,
  updateRecord,
} from "../../src/platform/entities/records-write.ts";
import { orderByClause, parseSort } from "../../src/platform/entities/sort.ts";
import { SqlParams } from "../../src/platform/entities/sql-params.ts";
import { engines, openTestDatabase } from "../setup/databases.ts";
import { anonymousCaller, failure, openSchema, service, userCaller } from "./entities-fixtures.ts";

const application = { full_name: "Ada Lovelace", email: "ada@example.org", program_interest: "individual" };
const admin = userCaller("admin", "admin");

describe.each(engines)("entities store on %s", (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let registry: EntityRegistry;
  const entity = (name: string) => registry.get(name) as EntityDefinition;
  const open = defineEntity(openSchema, "Open");

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(engine));
    await migrate(db);
    registry = await loadEntities();
    // Twice at once, as two instances starting together would: the advisory lock serialises them.
    const all = [...registry.values(), open];
    await Promise.all([ensureEntityTables(db, all), ensureEntityTables(db, all)]);
  });
  afterAll(() => dispose());
  afterEach(() => {
    vi.useRealTimers();
  });

  describe("schemas and tables", () => {
    it("loads the product's entities from entities/*.json", () => {
      expect([...registry.keys()]).toEqual([
        "Application",
        "AssessmentResult",
        "Badge",
        "CrisisAlert",
        "UserProfile",
      ]);
      expect(entity("UserProfile").table).toBe("e_user_profile");
      expect(entity("CrisisAlert").table).toBe("e_crisis_alert");
      expect(entity("Badge").indexes).toContainEqual({
        fields: ["user_email", "badge_name"],
        unique: true,
        lower: ["user_email"],
        trigram: false,
        sort: false,
      });
    });

    it("creates each table with the schema's indexes", async () => {
      const { rows } = await db.query<{ indexname: string; indexdef: string }>(
        "select indexname, indexdef from pg_indexes where tablename = 'e_badge' order by indexname",
      );
      expect(rows.map((r) => r.indexname)).toEqual([
        "e_badge_badge_category_idx",
        "e_badge_created_date_idx",
        "e_badge_lower_badge_name_trgm",
        "e_badge_lower_user_email_badge_name_key",
        "e_badge_pkey",
        "e_badge_user_email_idx",
      ]);
      const unique = rows.find((r) => r.indexname.endsWith("_key"));
      expect(unique?.indexdef).toMatch(/^CREATE UNIQUE INDEX .*lower\(\(data ->> 'user_email'::text\)\)/);
      const trigram = rows.find((r) => r.indexname.endsWith("_trgm"));
      expect(trigram?.indexdef).toMatch(
        /USING gin \(lower\(\(data ->> 'badge_name'::text\)\) gin_trgm_ops\)/,
      );
    });

    it("compiles queries on indexed string fields so that PostgreSQL can use the index", async () => {
      const badge = entity("Badge");
      for (const [query, index] of [
        [{ user_email: "a@b.c" }, "e_badge_user_email_idx"],
        [{ badge_category: { $in: ["mentor", "creator"] } }, "e_badge_badge_category_idx"],
      ] as const) {
        const params = new SqlParams();
        const where = compileQuery(query, params, { stringFields: badge.stringFields });
        const plan = await db.transaction(async (tx) => {
          await tx.query("set local enable_seqscan = off");
          return tx.query<Record<string, string>>(
            `explain select * from e_badge where ${where}`,
            params.values,
          );
        });
        expect(plan.rows.map((row) => Object.values(row)[0]).join("\n")).toContain(index);
      }
    });

    it("serves the console's case-blind search and its sorts from the Application indexes", async () => {
      const applications = entity("Application");
      const plan = async (sql: string, values: unknown[]) => {
        const result = await db.transaction(async (tx) => {
          await tx.query("set local enable_seqscan = off");
          await tx.query("set local enable_sort = off");
          return tx.query<Record<string, string>>(`explain ${sql}`, values);
        });
        return result.rows.map((row) => Object.values(row)[0]).join("\n");
      };
      // The search box's query (records-table.tsx): a literal, case-blind, in any of the fields. pg_trgm
      // serves the regular expression itself, so the query language keeps its exact meaning.
      const search = {
        $or: ["full_name", "email"].map((f) => ({ [f]: { $regex: "okaf", $options: "i" } })),
      };
      const params = new SqlParams();
      const where = compileQuery(search, params, { stringFields: applications.stringFields });
      const searched = await plan(`select count(*) from e_application where ${where}`, params.values);
      expect(searched).toContain("e_application_full_name_trgm");
      expect(searched).toContain("e_application_email_trgm");
      for (const [sort, index] of [
        ["full_name", "e_application_full_name_sort"],
        ["-email", "e_application_email_sort"],
        ["-program_interest", "e_application_program_interest_sort"],
      ] as const) {
        const sorted = await plan(
          `select id from e_application order by ${orderByClause(parseSort(sort))} limit 25`,
          [],
        );
        expect(sorted).toContain(index);
      }
      // Statistics on the search's string guard, so the planner sees how many rows a search keeps.
      const stats = await db.query<{ stxname: string }>(
        "select stxname from pg_statistic_ext where stxname like 'e_application_%' order by stxname",
      );
      expect(stats.rows.map((r) => r.stxname)).toEqual([
        "e_application_email_type_stat",
        "e_application_full_name_type_stat",
      ]);
    });

    it("gives the conflict target of a unique index, for insert ... on conflict", async () => {
      const index = entity("Badge").indexes.find((i) => i.unique);
      const target = indexTarget(index as NonNullable<typeof index>);
      expect(target).toBe("(lower((data->>'user_email'))), ((data->>'badge_name'))");
      const sql = `insert into e_badge (id, data, created_date, updated_date)
        values ($1, $2::jsonb, now(), now()) on conflict (${target}) do nothing`;
      const data = JSON.stringify({
        user_email: "Once@x.io",
        badge_name: "Fire Starter",
        badge_category: "creator",
      });
      expect((await db.query(sql, ["000000000000000000000001", data])).rowCount).toBe(1);
      expect((await db.query(sql, ["000000000000000000000002", data.replace("Once", "ONCE")])).rowCount).toBe(
        0,
      );
    });
  });

  describe("records", () => {
    it("creates a record with built-in fields, dropping unknown ones and ignoring a given id", async () => {
      const record = await createRecord(db, admin, entity("Application"), {
        ...application,
        id: "mine",
        created_date: "1999-01-01T00:00:00Z",
        unknown: "dropped",
      });
      expect(record).toMatchObject({
        ...application,
        created_by: "admin@ember.test",
        created_by_id: "admin",
      });
      expect(record.id).toMatch(/^[0-9a-f]{24}$/);
      expect(record.created_date).toBe(record.updated_date);
      expect(Date.parse(record.created_date)).toBeGreaterThan(Date.parse("2020-01-01"));
      expect(record).not.toHaveProperty("unknown");
      expect(await getRecord(db, admin, entity("Application"), record.id)).toEqual(record);
    });

    it("updates by merging, ignoring id and created_date, and bumps updated_date", async () => {
      // Only Date is faked: the update comes a second later by the clock, not by waiting.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      const created = await createRecord(db, service, entity("Application"), application);
      vi.setSystemTime(Date.now() + 1_000);
      const updated = await updateRecord(db, admin, entity("Application"), created.id, {
        goals: "Find my purpose",
        id: "other",
        created_date: "1999-01-01T00:00:00Z",
      });
      expect(updated).toMatchObject({ ...application, goals: "Find my purpose", id: created.id });
      expect(updated.created_date).toBe(created.created_date);
      expect(Date.parse(updated.updated_date)).toBeGreaterThan(Date.parse(created.updated_date));
      const error = await failure(
        updateRecord(db, admin, entity("Application"), created.id, { email: "not-an-email" }),
      );
      expect(error.statusCode).toBe(422);
      expect(error.message).toBe("Error in field email: Input should be a valid email address");
      const nulled = await failure(
        updateRecord(db, admin, entity("Application"), created.id, { full_name: null }),
      );
      expect(nulled.message).toBe("Error in field full_name: Field required");
    });

    it("deletes one record, then answers 404 for it", async () => {
      const created = await createRecord(db, service, entity("Application"), application);
      await deleteRecord(db, admin, entity("Application"), created.id);
      const gone = await failure(getRecord(db, admin, entity("Application"), created.id));
      expect(gone.statusCode).toBe(404);
      expect(gone.message).toBe(`Entity Application with ID ${created.id} not found`);
      expect((await failure(deleteRecord(db, admin, entity("Application"), created.id))).statusCode).toBe(
        404,
      );
      expect((await failure(updateRecord(db, admin, entity("Application"), created.id, {}))).statusCode).toBe(
        404,
      );
    });

    it("bulk-creates in order, all or nothing", async () => {
      const open1 = await bulkCreateRecords(db, anonymousCaller, open, [
        { text: "1" },
        { text: "2" },
        { text: "3" },
      ]);
      expect(open1.map((r) => r.text)).toEqual(["1", "2", "3"]);
      const invalid = await failure(
        bulkCreateRecords(db, anonymousCaller, open, [{ text: "4" }, { text: 5 }]),
      );
      expect(invalid.statusCode).toBe(422);
      expect(await countRecords(db, anonymousCaller, open)).toBe(3);
      expect(await bulkCreateRecords(db, anonymousCaller, open, [])).toEqual([]);
      expect((await failure(bulkCreateRecords(db, anonymousCaller, open, { text: "x" }))).statusCode).toBe(
        400,
      );
    });

    it("bulk-updates in one transaction, all or nothing", async () => {
      const [a, b] = await bulkCreateRecords(db, anonymousCaller, open, [{ text: "a" }, { text: "b" }]);
      const ids = [a?.id as string, b?.id as string];
      const missing = [
        { id: ids[0], text: "a2" },
        { id: "nope", text: "x" },
      ];
      expect((await failure(bulkUpdateRecords(db, anonymousCaller, open, missing))).statusCode).toBe(404);
      expect((await getRecord(db, anonymousCaller, open, ids[0] as string)).text).toBe("a");
      const both = ids.map((id, i) => ({ id, text: `v${i}` }));
      expect((await bulkUpdateRecords(db, anonymousCaller, open, both)).map((r) => r.text)).toEqual([
        "v0",
        "v1",
      ]);
      expect(
        (await failure(bulkUpdateRecords(db, anonymousCaller, open, [{ text: "no id" }]))).statusCode,
      ).toBe(400);
      await deleteRecords(db, anonymousCaller, open, { id: { $in: ids } });
    });

    it("deletes many by query and answers how many", async () => {
      expect(await deleteRecords(db, anonymousCaller, open, { text: { $in: ["1", "2"] } })).toHaveLength(2);
      expect(await deleteRecords(db, anonymousCaller, open, { text: "none" })).toEqual([]);
      expect((await failure(deleteRecords(db, anonymousCaller, open, [1]))).statusCode).toBe(400);
      expect(await countRecords(db, anonymousCaller, open)).toBe(1);
    });

    it("refuses a duplicate badge (same e-mail in any case, same name) with 409", async () => {
      const badge = {
        user_email: "Sam@Example.org",
        badge_name: "First Step Champion",
        badge_category: "purpose_seeker",
      };
      await createRecord(db, service, entity("Badge"), badge);
      const again = await failure(
        createRecord(db, admin, entity("Badge"), { ...badge, user_email: "sam@example.org" }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.message).toBe("A Badge with the same user_email and badge_name already exists");
      await createRecord(db, admin, entity("Badge"), { ...badge, badge_name: "Fire Starter" });
    });
  });

  describe("validation", () => {
    it.each<[string, Record<string, unknown>, string]>([
      [
        "a missing required field",
        { full_name: "A", program_interest: "both" },
        "Error in field email: Field required",
      ],
      [
        "a required field sent as null",
        { ...application, full_name: null },
        "Error in field full_name: Field required",
      ],
      [
        "a wrong type",
        { ...application, full_name: 5 },
        "Error in field full_name: Input should be a valid string",
      ],
      [
        "a value outside the enum",
        { ...application, program_interest: "weekly" },
        'Error in field program_interest: Input should be one of "individual", "small_group", "both", "not_sure"',
      ],
      [
        "a bad e-mail",
        { ...application, email: "nope" },
        "Error in field email: Input should be a valid email address",
      ],
      [
        "a too long text",
        { ...application, goals: "x".repeat(5001) },
        "Error in field goals: String should have at most 5000 characters",
      ],
    ])("answers 422 naming the field for %s", async (_name, input, message) => {
      const error = await failure(createRecord(db, admin, entity("Application"), input));
      expect(error.statusCode).toBe(422);
      expect(error.message).toBe(message);
      expect(error.errorType).toBe("ValidationError");
    });

    it("names every bad field at once", async () => {
      const error = await failure(createRecord(db, admin, entity("Application"), { email: 1 }));
      expect(error.extraData?.errors).toEqual([
        { field: "full_name", message: "Field required" },
        { field: "program_interest", message: "Field required" },
        { field: "email", message: "Input should be a valid string" },
      ]);
    });

    it("accepts null for an optional field, and ignores undefined ones", async () => {
      const input = { ...application, phone: null, goals: undefined };
      const record = await createRecord(db, admin, entity("Application"), input);
      expect(record.phone).toBeNull();
      expect(record).not.toHaveProperty("goals");
    });

    it("answers 400 for a record nested deeper than any walk of it could go", async () => {
      const deep = JSON.parse(`{"full_name":${"[".repeat(5000)}${"]".repeat(5000)}}`);
      const error = await failure(createRecord(db, admin, entity("Application"), deep));
      expect([error.statusCode, error.message]).toEqual([400, "The record is nested too deeply"]);
    });

    it("answers 400 for a body that is not an object", async () => {
      for (const body of [[application], "x", null]) {
        expect((await failure(createRecord(db, admin, entity("Application"), body))).statusCode).toBe(400);
      }
    });
  });
});
