import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { migrate } from "../../src/db/migrate.ts";
import { ApiError } from "../../src/errors.ts";
import type { Caller } from "../../src/platform/caller.ts";
import { defineEntity } from "../../src/platform/entities/entity-schemas.ts";
import { ensureEntityTables } from "../../src/platform/entities/entity-tables.ts";
import { restoreRecords } from "../../src/platform/entities/records-restore.ts";
import { openTestDatabase } from "../setup/databases.ts";

// The id-preserving write (records-restore.ts) directly: only the service role may write history, and
// the dates of an export (no zone, microseconds; or a spreadsheet's) are read as UTC.

const note = defineEntity({ name: "Note", properties: { text: { type: "string" } }, required: ["text"] });
const service: Caller = { kind: "service", onBehalfOf: null };
const user: Caller = {
  kind: "user",
  user: { id: "u1", email: "u@example.org", full_name: null, role: "admin", is_member: true, data: {} },
};

describe("restoreRecords", () => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase("pglite"));
    await migrate(db);
    await ensureEntityTables(db, [note]);
  });
  afterAll(() => dispose());
  const count = async () =>
    Number((await db.query<{ n: number }>("select count(*)::int as n from e_note")).rows[0]?.n);

  it("is refused to anyone but the service role, admins included, and writes nothing", async () => {
    const rows = [{ line: 2, values: { id: "n1", text: "hello" } }];
    const refused = await restoreRecords(db, user, note, rows).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).statusCode).toBe(403);
    expect(await count()).toBe(0);
  });

  it("reads Base44's and a spreadsheet's dates as UTC, and keeps a missing updated_date equal to created_date", async () => {
    const counts = await restoreRecords(db, service, note, [
      { line: 2, values: { id: "n1", text: "a", created_date: "2025-11-02T06:06:22.226000" } },
      {
        line: 3,
        values: {
          id: "n2",
          text: "b",
          created_date: "2026-06-25 18:43:12",
          updated_date: "2026-06-25 20:38:28",
        },
      },
      { line: 4, values: { id: "n3", text: "c", created_date: "2024-01-01" } },
    ]);
    expect(counts).toEqual({ created: 3, updated: 0, unchanged: 0 });
    const { rows } = await db.query<{ id: string; created_date: Date; updated_date: Date }>(
      "select id, created_date, updated_date from e_note order by id",
    );
    expect(
      rows.map((r) => [r.id, new Date(r.created_date).toISOString(), new Date(r.updated_date).toISOString()]),
    ).toEqual([
      ["n1", "2025-11-02T06:06:22.226Z", "2025-11-02T06:06:22.226Z"],
      ["n2", "2026-06-25T18:43:12.000Z", "2026-06-25T20:38:28.000Z"],
      ["n3", "2024-01-01T00:00:00.000Z", "2024-01-01T00:00:00.000Z"],
    ]);
  });

  it("lists every bad row with its line: no id, a repeated id, a bad date, a schema violation", async () => {
    const refused = (await restoreRecords(db, service, note, [
      { line: 2, values: { text: "no id" } },
      { line: 3, values: { id: "n9", text: "first" } },
      { line: 4, values: { id: "n9", text: "again" } },
      { line: 5, values: { id: "n10", text: "x", updated_date: "soon" } },
      { line: 6, values: { id: "n11" } },
    ]).catch((error: unknown) => error)) as ApiError;
    expect(refused.statusCode).toBe(422);
    expect(refused.extraData?.rows).toEqual([
      { line: 2, message: "id: missing; an exported record keeps its id" },
      { line: 4, message: "id n9 is also on line 3" },
      { line: 5, message: 'updated_date: "soon" is not a date' },
      { line: 6, message: expect.stringContaining("Error in field text: Field required") },
    ]);
    expect(await count()).toBe(3);
  });
});
