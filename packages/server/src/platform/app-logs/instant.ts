import { z } from "zod";

// Years 1..9999 in ISO form: what every client sends, and what PostgreSQL's timestamptz and the range
// arithmetic here accept without surprises (Date also parses "+275760-09-13", which PostgreSQL refuses).
const plainIso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export const toInstant = (value: string): Date | null => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  return plainIso.test(iso) && !iso.startsWith("0000") ? date : null;
};

/** A date ("2024-01-31") or a date and time, as a Date between the years 1 and 9999. */
export const instant = z
  .string()
  .max(40)
  .transform((value, context) => {
    const date = toInstant(value);
    if (date) return date;
    context.addIssue({ code: "custom", message: "must be a date or an ISO date and time" });
    return z.NEVER;
  });

/** The same check, keeping the text (a date alone means a whole day to some callers). */
export const instantText = z
  .string()
  .max(40)
  .refine((value) => toInstant(value) !== null, "must be a date or an ISO date and time");
