import { validApplication, validFirePlan } from "../functions/submission-fixtures.ts";

const five = (...values: number[]) => Object.fromEntries(values.map((v, i) => [String(i), v]));

export interface FunctionForm {
  readonly name: string;
  /** Every parameter the function reads. */
  readonly fields: readonly string[];
  readonly valid: (email: string) => Record<string, unknown>;
}

/** Every public function with a valid call and the parameters it takes (the product's functions). */
export const functionForms: readonly FunctionForm[] = [
  {
    name: "submitApplication",
    fields: Object.keys(validApplication("a@example.org")),
    valid: validApplication,
  },
  { name: "submitFirePlan", fields: Object.keys(validFirePlan("a@example.org")), valid: validFirePlan },
  {
    name: "submitAssessment",
    fields: ["first_name", "last_name", "email", "answers"],
    valid: (email) => ({
      first_name: "Ada",
      last_name: "Lovelace",
      email,
      answers: {
        academics: five(4, 3, 4, 3, 4),
        finances: five(1, 2, 1, 2, 1),
        social: five(3, 3, 3, 3, 3),
        precision: five(2, 2, 2, 2, 2),
        physical: five(0, 1, 0, 1, 0),
      },
    }),
  },
  {
    name: "chat",
    fields: ["message", "history", "conversation_id"],
    valid: () => ({ message: "How do I find my purpose?", history: [], conversation_id: "c-1" }),
  },
  { name: "badgeBoard", fields: ["unexpected"], valid: () => ({}) },
  { name: "searchBadges", fields: ["query"], valid: () => ({ query: "ada" }) },
  { name: "translate", fields: ["language", "texts"], valid: () => ({ language: "fr", texts: ["Hello"] }) },
];

export interface HostileEntity {
  readonly name: string;
  /** The string fields written with naughty text. */
  readonly fields: readonly string[];
  /** A record the schema accepts. */
  readonly valid: Record<string, unknown>;
}

/** Every entity of entities/*.json, and the built-in User. */
export const hostileEntities: readonly HostileEntity[] = [
  {
    name: "Application",
    fields: ["full_name", "email", "phone", "current_situation", "goals", "heard_about_us"],
    valid: { full_name: "A", email: "a@example.org", program_interest: "both" },
  },
  {
    name: "AssessmentResult",
    fields: ["first_name", "last_name", "email"],
    valid: {
      first_name: "A",
      last_name: "B",
      email: "a@example.org",
      answers: {
        academics: five(4, 3, 4, 3, 4),
        finances: five(1, 2, 1, 2, 1),
        social: five(3, 3, 3, 3, 3),
        precision: five(2, 2, 2, 2, 2),
        physical: five(0, 1, 0, 1, 0),
      },
      category_scores: { academics: 3.6, finances: 1.4, social: 3, precision: 2, physical: 0.4 },
      overall_score: 1,
      tier: "Beginning - The Listener",
    },
  },
  {
    name: "Badge",
    fields: ["user_email", "badge_name", "description"],
    valid: { user_email: "a@example.org", badge_name: "B", badge_category: "mentor" },
  },
  {
    name: "CrisisAlert",
    fields: ["keyword", "message", "detected_at", "conversation_id", "group_id", "follow_up_email_id"],
    valid: {
      tier: 1,
      keyword: "k",
      message: "m",
      detected_at: "2026-01-01T00:00:00.000Z",
      group_id: "g",
      notice: "immediate",
    },
  },
  {
    name: "UserProfile",
    fields: ["user_email", "fire_statement", "purpose_discovery"],
    valid: { user_email: "a@example.org" },
  },
  { name: "User", fields: ["full_name"], valid: { full_name: "A" } },
];
