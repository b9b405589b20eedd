import { describe, expect, it } from "vitest";
import {
  type Automation,
  parseAutomations,
  type ScheduledAutomation,
} from "../../src/platform/functions/automations/automation-spec.ts";
import { nextCronTime, parseCron } from "../../src/platform/functions/automations/cron.ts";
import { nextRunAfter } from "../../src/platform/functions/automations/schedule-times.ts";

const at = (iso: string) => new Date(iso);
const scheduled = (raw: Record<string, unknown>): ScheduledAutomation => {
  const { automations, problems } = parseAutomations("f", [{ name: "a", type: "scheduled", ...raw }]);
  expect(problems).toEqual([]);
  return automations[0] as ScheduledAutomation;
};

describe("cron times (UTC)", () => {
  it.each([
    ["*/5 * * * *", "2026-01-01T10:02:30Z", "2026-01-01T10:05:00.000Z"],
    ["*/5 * * * *", "2026-01-01T10:05:00Z", "2026-01-01T10:10:00.000Z"],
    ["0 9 * * *", "2026-01-01T09:00:00Z", "2026-01-02T09:00:00.000Z"],
    ["0 9 * * 1-5", "2026-01-02T10:00:00Z", "2026-01-05T09:00:00.000Z"],
    ["30 2 1 * *", "2026-01-31T00:00:00Z", "2026-02-01T02:30:00.000Z"],
    ["0 0 29 2 *", "2026-03-01T00:00:00Z", "2028-02-29T00:00:00.000Z"],
    ["0 12 * * 7", "2026-01-01T00:00:00Z", "2026-01-04T12:00:00.000Z"],
    // Both day fields restricted: a day matching either runs (the 13th, or a Friday).
    ["0 0 13 * 5", "2026-01-01T00:00:00Z", "2026-01-02T00:00:00.000Z"],
    ["15,45 8-9 * * *", "2026-01-01T08:50:00Z", "2026-01-01T09:15:00.000Z"],
  ])("%s after %s is %s", (expression, after, next) => {
    expect(nextCronTime(parseCron(expression), at(after))?.toISOString()).toBe(next);
  });

  it("never finds a day that does not exist", () => {
    expect(nextCronTime(parseCron("0 0 30 2 *"), at("2026-01-01T00:00:00Z"))).toBeNull();
  });

  it.each(["* * * *", "60 * * * *", "* * * * 8", "*/0 * * * *", "a * * * *", "5-1 * * * *"])(
    "refuses %s",
    (expression) => {
      expect(() => parseCron(expression)).toThrow(/cron/);
    },
  );
});

describe("scheduled automations' next run", () => {
  it("runs a one-time automation once, and never when its date has passed", () => {
    const once = scheduled({ schedule_mode: "one-time", one_time_date: "2026-03-01T09:00:00" });
    expect(nextRunAfter(once, at("2026-02-01T00:00:00Z"), 0)?.toISOString()).toBe("2026-03-01T09:00:00.000Z");
    expect(nextRunAfter(once, at("2026-03-02T00:00:00Z"), 0)).toBeNull();
    expect(nextRunAfter(once, at("2026-02-01T00:00:00Z"), 1)).toBeNull();
  });

  it.each([
    [{ repeat_unit: "minutes", repeat_interval: 15 }, "2026-01-01T10:07:00Z", "2026-01-01T10:15:00.000Z"],
    [
      { repeat_unit: "hours", repeat_interval: 6, start_time: "01:30" },
      "2026-01-01T08:00:00Z",
      "2026-01-01T13:30:00.000Z",
    ],
    [{ repeat_unit: "days", start_time: "09:00" }, "2026-01-01T09:00:00Z", "2026-01-02T09:00:00.000Z"],
    // 2026-01-01 is a Thursday: the next Monday or Friday at 10:00 is Friday the 2nd.
    [
      { repeat_unit: "weeks", repeat_on_days: [1, 5], start_time: "10:00" },
      "2026-01-01T12:00:00Z",
      "2026-01-02T10:00:00.000Z",
    ],
    [
      { repeat_unit: "months", repeat_on_day_of_month: 31 },
      "2026-02-01T00:00:00Z",
      "2026-02-28T00:00:00.000Z",
    ],
    [
      { repeat_unit: "months", repeat_on_day_of_month: 15, start_time: "00:00" },
      "2026-01-20T00:00:00Z",
      "2026-02-15T00:00:00.000Z",
    ],
  ])("simple %o after %s is %s", (simple, after, next) => {
    const automation = scheduled({ schedule_mode: "recurring", schedule_type: "simple", ...simple });
    expect(nextRunAfter(automation, at(after), 0)?.toISOString()).toBe(next);
  });

  it("stops after its count or its end date", () => {
    const counted = scheduled({
      schedule_mode: "recurring",
      schedule_type: "cron",
      cron_expression: "0 * * * *",
      ends_type: "after",
      ends_after_count: 2,
    });
    expect(nextRunAfter(counted, at("2026-01-01T00:30:00Z"), 1)?.toISOString()).toBe(
      "2026-01-01T01:00:00.000Z",
    );
    expect(nextRunAfter(counted, at("2026-01-01T00:30:00Z"), 2)).toBeNull();
    const dated = scheduled({
      schedule_mode: "recurring",
      schedule_type: "cron",
      cron_expression: "0 0 * * *",
      ends_type: "on",
      ends_on_date: "2026-01-02T12:00:00Z",
    });
    expect(nextRunAfter(dated, at("2026-01-01T12:00:00Z"), 0)?.toISOString()).toBe(
      "2026-01-02T00:00:00.000Z",
    );
    expect(nextRunAfter(dated, at("2026-01-02T00:00:00Z"), 1)).toBeNull();
  });
});

describe("parseAutomations", () => {
  it("fills the defaults and reads entity hooks", () => {
    const { automations, problems } = parseAutomations("f", [
      { name: "On create", type: "entity", entity_name: "Badge", event_types: ["create", "delete"] },
    ]);
    expect(problems).toEqual([]);
    expect(automations[0]).toMatchObject({
      is_active: true,
      entity_name: "Badge",
    } satisfies Partial<Automation>);
  });

  it("names every problem with its place", () => {
    const { problems } = parseAutomations("f", [
      { name: "", type: "scheduled", schedule_mode: "one-time", one_time_date: "soon" },
      { name: "b", type: "entity", entity_name: "Badge", event_types: [] },
      {
        name: "c",
        type: "scheduled",
        schedule_mode: "recurring",
        schedule_type: "cron",
        cron_expression: "* *",
      },
      { name: "d", type: "timer" },
      "e",
      { name: "f", type: "entity", entity_name: "A", event_types: ["create"] },
      { name: "f", type: "entity", entity_name: "B", event_types: ["update"] },
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^function f, automation 1: name/),
      expect.stringMatching(/^function f, automation 1: one_time_date "soon" is not a date/),
      expect.stringMatching(/^function f, automation 2: event_types/),
      expect.stringMatching(/^function f, automation 3: cron_expression cron "\* \*": five fields/),
      'function f, automation 4: "type" must be scheduled, entity or connector',
      "function f, automation 5: not an object",
      'function f, automation 7: the name "f" is used twice',
    ]);
  });
});
