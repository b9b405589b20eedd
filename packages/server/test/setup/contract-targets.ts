import { fileURLToPath } from "node:url";
import type { BuildOptions } from "../../src/app.ts";
import { type Engine, engines } from "./databases.ts";
import { linkSdkInto } from "./deno-app.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

/** A caller other than the admin, as the contract suites name them. */
export type Visitor = "anonymous" | "member";

/**
 * The records one app's entity gives the platform-level contract tests: which entity, which of its
 * fields play which part, and how to make a valid record. The tests then say the same thing of every
 * app: "sorted by the title", "grouped by the choice field".
 */
export interface RecordsUnderTest {
  readonly entity: string;
  /** A text field that sorts, matches a $regex and projects. */
  readonly title: string;
  /** A field with a fixed list of choices, and four of them (the samples use the first two). */
  readonly choice: { readonly field: string; readonly values: readonly [string, string, string, string] };
  /** Two free-text fields the tests write and clear. */
  readonly notes: readonly [string, string];
  /** A required field, named by the validation error when it is left out. */
  readonly required: string;
  /** A field whose value differs between the samples: upsert's key and aggregate's countDistinct. */
  readonly key: string;
  /** A valid record for the admin to create. */
  make(title: string, choice: string): Record<string, unknown>;
  /** Who the entity's rules refuse a write to; and who reads nothing of it (no read rule lets them). */
  readonly refusedWriters: readonly Visitor[];
  readonly hiddenFrom: readonly Visitor[];
}

export interface ContractTarget {
  /** How the test names read: "Ember", "the tool library example". */
  readonly name: string;
  start(engine: Engine, env?: Record<string, string>, options?: BuildOptions): Promise<TestApp>;
  readonly records: RecordsUnderTest;
  /** One of the app's own backend functions, as the admin invokes it, and what it answers. */
  readonly fn: {
    readonly name: string;
    readonly data: Record<string, unknown>;
    readonly answers: (data: unknown) => boolean;
  };
  /** A custom field users keep on their own record (declared in the app's User schema, or free). */
  readonly userField: { readonly name: string; readonly value: string };
  /** One of the app's agents, and the name its pages call it by. */
  readonly agent: string;
  readonly agentTitle: string;
}

/** The Ember site, as `npm start` hosts it. */
export const emberTarget: ContractTarget = {
  name: "Ember",
  start: (engine, env = {}, options = {}) => startTestApp(engine, env, options),
  records: {
    entity: "Application",
    title: "full_name",
    choice: { field: "program_interest", values: ["individual", "small_group", "both", "not_sure"] },
    notes: ["goals", "current_situation"],
    required: "email",
    key: "email",
    make: (title, choice) => ({
      full_name: title,
      email: `${title.toLowerCase().replaceAll(" ", ".")}@example.org`,
      program_interest: choice,
    }),
    refusedWriters: ["anonymous", "member"],
    hiddenFrom: ["anonymous", "member"],
  },
  fn: {
    name: "badgeBoard",
    data: {},
    answers: (data) => typeof data === "object" && data !== null && "recent" in data,
  },
  userField: { name: "favourite_page", value: "Badges" },
  agent: "ember_assistant",
  agentTitle: "Ember Assistant",
};

const toolLibraryDir = fileURLToPath(new URL("../../../../examples/tool-library", import.meta.url));

/** examples/tool-library, a Base44 app in the CLI layout with Deno functions, hosted with APP_DIR. */
export const toolLibraryTarget: ContractTarget = {
  name: "the tool library example",
  start: async (engine, env = {}, options = {}) => {
    await linkSdkInto(toolLibraryDir);
    return startTestApp(engine, { APP_DIR: toolLibraryDir, ...env }, options);
  },
  records: {
    entity: "Tool",
    title: "name",
    choice: { field: "category", values: ["hand_tool", "garden", "camping", "kitchen"] },
    notes: ["description", "neighborhood"],
    required: "name",
    key: "name",
    make: (title, choice) => ({ name: title, category: choice }),
    refusedWriters: ["anonymous"],
    hiddenFrom: [],
  },
  fn: {
    name: "exportLoans",
    data: {},
    answers: (data) => typeof data === "string" && data.startsWith("loan_id,tool,borrower,owner,"),
  },
  userField: { name: "neighborhood", value: "north" },
  agent: "librarian",
  agentTitle: "librarian",
};

export const contractTargets: readonly ContractTarget[] = [emberTarget, toolLibraryTarget];

/**
 * Every target on every engine, as `[label, target, engine]` rows for
 * `describe.each(contractRuns)("…: %s", (_label, target, engine) => …)`: the label reads "Ember on pglite".
 */
export const contractRuns: readonly (readonly [string, ContractTarget, Engine])[] = contractTargets.flatMap(
  (target) => engines.map((engine) => [`${target.name} on ${engine}`, target, engine] as const),
);
