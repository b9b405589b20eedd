import { z } from "zod";
import { parseCron } from "./cron.ts";

/**
 * The automations of a function.jsonc, as the Base44 CLI writes them (base44/skills, automations.md):
 * scheduled once, by cron or by a simple interval, and entity hooks. Connector automations need
 * Base44's connectors, which this server does not have: they are reported and not run.
 */

/** An ISO date; one without a zone ("2024-01-15T10:00:00") is read as UTC, the CLI's examples' zone. */
const isoDate = z.string().transform((text, ctx) => {
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(text) || !text.includes("T") ? text : `${text}Z`;
  const date = new Date(zoned);
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: "custom", message: `"${text}" is not a date` });
    return z.NEVER;
  }
  return date;
});

const common = {
  name: z.string().trim().min(1),
  description: z.string().nullish(),
  function_args: z.record(z.string(), z.unknown()).nullish(),
  is_active: z.boolean().default(true),
};
const ends = {
  ends_type: z.enum(["never", "on", "after"]).default("never"),
  ends_on_date: isoDate.nullish(),
  ends_after_count: z.number().int().positive().nullish(),
};

const oneTime = z.object({
  ...common,
  type: z.literal("scheduled"),
  schedule_mode: z.literal("one-time"),
  one_time_date: isoDate,
});
const cron = z.object({
  ...common,
  ...ends,
  type: z.literal("scheduled"),
  schedule_mode: z.literal("recurring"),
  schedule_type: z.literal("cron"),
  cron_expression: z.string().superRefine((text, ctx) => {
    try {
      parseCron(text);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message });
    }
  }),
});
const simple = z.object({
  ...common,
  ...ends,
  type: z.literal("scheduled"),
  schedule_mode: z.literal("recurring"),
  schedule_type: z.literal("simple"),
  repeat_unit: z.enum(["minutes", "hours", "days", "weeks", "months"]),
  repeat_interval: z.number().int().positive().default(1),
  start_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time of day like 09:00")
    .nullish(),
  repeat_on_days: z.array(z.number().int().min(0).max(6)).nullish(),
  repeat_on_day_of_month: z.number().int().min(1).max(31).nullish(),
});
const entity = z.object({
  ...common,
  type: z.literal("entity"),
  entity_name: z.string().min(1),
  event_types: z.array(z.enum(["create", "update", "delete"])).min(1),
});
const connector = z.object({ ...common, type: z.literal("connector") }).loose();

export type OneTimeAutomation = z.output<typeof oneTime>;
export type CronAutomation = z.output<typeof cron>;
export type SimpleAutomation = z.output<typeof simple>;
export type ScheduledAutomation = OneTimeAutomation | CronAutomation | SimpleAutomation;
export type EntityAutomation = z.output<typeof entity>;
export type Automation = ScheduledAutomation | EntityAutomation | z.output<typeof connector>;

function schemaOf(raw: Record<string, unknown>): z.ZodType<Automation> | string {
  if (raw.type === "entity") return entity;
  if (raw.type === "connector") return connector;
  if (raw.type !== "scheduled") return '"type" must be scheduled, entity or connector';
  if (raw.schedule_mode === "one-time") return oneTime;
  if (raw.schedule_mode !== "recurring") return '"schedule_mode" must be one-time or recurring';
  if (raw.schedule_type === "cron") return cron;
  if (raw.schedule_type === "simple") return simple;
  return '"schedule_type" must be cron or simple';
}

/** A function's automations, checked; every problem is named with the automation's place in the list. */
export function parseAutomations(
  functionName: string,
  raw: readonly unknown[],
): { automations: Automation[]; problems: string[] } {
  const automations: Automation[] = [];
  const problems: string[] = [];
  const names = new Set<string>();
  raw.forEach((item, index) => {
    const where = `function ${functionName}, automation ${index + 1}`;
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      problems.push(`${where}: not an object`);
      return;
    }
    const schema = schemaOf(item as Record<string, unknown>);
    if (typeof schema === "string") {
      problems.push(`${where}: ${schema}`);
      return;
    }
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${where}: ${issue.path.join(".")} ${issue.message}`);
      return;
    }
    if (names.has(parsed.data.name)) problems.push(`${where}: the name "${parsed.data.name}" is used twice`);
    names.add(parsed.data.name);
    automations.push(parsed.data);
  });
  return { automations, problems };
}

export const isScheduled = (a: Automation): a is ScheduledAutomation => a.type === "scheduled";
export const isEntityHook = (a: Automation): a is EntityAutomation => a.type === "entity";
