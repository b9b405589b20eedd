import { scoreAssessment } from "@ember/domain";
import type { Database } from "../db/database.ts";
import { makeAdmin, setPassword } from "../platform/auth/admin-accounts.ts";
import { toCallerUser } from "../platform/auth/tokens.ts";
import type { Caller } from "../platform/caller.ts";
import type { EntityRegistry } from "../platform/entities/entity-schemas.ts";
import { ensureEntityTables } from "../platform/entities/entity-tables.ts";
import { listRecords } from "../platform/entities/records-store.ts";
import { createRecord } from "../platform/entities/records-write.ts";

/**
 * The development database of `npm run dev` (scripts/dev.mjs): a demo admin whose password is printed,
 * indeed published here, and a handful of records marked as demo by their names and their addresses at
 * demo.ember.test (a reserved name that never receives mail). Refused under NODE_ENV=production.
 */
export const demoAdmin = { email: "admin@demo.ember.test", password: "ember-demo-password" } as const;

const DEMO_DOMAIN = "demo.ember.test";
const person = (first: string, last: string) => ({
  first,
  last,
  email: `${first.toLowerCase()}.${last.toLowerCase()}@${DEMO_DOMAIN}`,
});
const alex = person("Alex", "Rivera");
const sam = person("Sam", "Okafor");
const mei = person("Mei", "Tanaka");

const answers = {
  academics: { 0: 3, 1: 2, 2: 4, 3: 3, 4: 2 },
  finances: { 0: 2, 1: 1, 2: 2, 3: 3, 4: 2 },
  social: { 0: 4, 1: 3, 2: 3, 3: 4, 4: 3 },
  precision: { 0: 2, 1: 2, 2: 3, 3: 2, 4: 3 },
  physical: { 0: 3, 1: 4, 2: 2, 3: 3, 4: 3 },
};
const score = scoreAssessment(answers);

/** Per entity, the demo records; every text says "demo" so that nobody takes them for a person. */
const demoRecords: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  Application: [
    {
      full_name: `${alex.first} ${alex.last} (demo)`,
      email: alex.email,
      program_interest: "individual",
      current_situation: "Demo record seeded by npm run dev: a second-year student looking for direction.",
      goals: "Demo record: find a purpose worth working towards, and a mentor to talk it through with.",
      heard_about_us: "Demo data",
    },
    {
      full_name: `${sam.first} ${sam.last} (demo)`,
      email: sam.email,
      program_interest: "small_group",
      goals: "Demo record: meet people who care about the same things.",
      heard_about_us: "Demo data",
    },
    {
      full_name: `${mei.first} ${mei.last} (demo)`,
      email: mei.email,
      program_interest: "not_sure",
      heard_about_us: "Demo data",
    },
  ],
  Badge: [
    {
      user_email: alex.email,
      badge_name: "Purpose Seeker",
      badge_category: "purpose_seeker",
      description: "Demo badge: completed the Purpose Discovery Assessment.",
    },
    {
      user_email: sam.email,
      badge_name: "Community Builder",
      badge_category: "community_builder",
      description: "Demo badge: joined a small group.",
    },
  ],
  AssessmentResult: [
    {
      first_name: alex.first,
      last_name: `${alex.last} (demo)`,
      email: alex.email,
      answers,
      category_scores: score.categories,
      overall_score: score.overall,
      tier: score.tier.name,
    },
  ],
  UserProfile: [
    {
      user_email: alex.email,
      fire_statement: "Demo record: I want to help first-year students feel less alone.",
    },
  ],
};

export class DemoSeedRefused extends Error {}

export interface DemoSeedResult {
  readonly admin: typeof demoAdmin;
  /** Records added now; 0 when an earlier run had added them. */
  readonly created: number;
}

/**
 * Makes the demo admin (its password set back to the demo one) and adds the demo records once: a later run
 * finds the first one and adds nothing. The entity tables are created first, as the server does at start,
 * so it may run before the server ever has.
 */
export async function seedDemo(
  db: Database,
  entities: EntityRegistry,
  env: Record<string, string | undefined>,
): Promise<DemoSeedResult> {
  if (env.NODE_ENV === "production") {
    throw new DemoSeedRefused(
      "seed-demo refuses to run when NODE_ENV=production: it makes an admin whose password is published.",
    );
  }
  await ensureEntityTables(db, entities.values());
  const made = await makeAdmin(db, {
    email: demoAdmin.email,
    password: { plain: demoAdmin.password },
    fullName: "Demo Admin",
  });
  if (made.outcome === "already-admin") await setPassword(db, demoAdmin.email, demoAdmin.password);
  const caller: Caller = { kind: "user", user: toCallerUser(made.user) };

  const application = entities.get("Application");
  if (!application) throw new Error("entities/Application.json is missing");
  const seeded = await listRecords(db, caller, application, { query: { email: alex.email }, limit: 1 });
  if (seeded.length > 0) return { admin: demoAdmin, created: 0 };

  let created = 0;
  await db.transaction(async (tx) => {
    for (const [name, records] of Object.entries(demoRecords)) {
      const entity = entities.get(name);
      if (!entity) continue;
      for (const record of records) {
        await createRecord(tx, caller, entity, record);
        created += 1;
      }
    }
  });
  return { admin: demoAdmin, created };
}
