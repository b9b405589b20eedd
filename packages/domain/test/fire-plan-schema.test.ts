import { describe, expect, it } from "vitest";
import { communityOptions, firePlanSchema, purposeDiscoveryOf } from "../src/index.ts";

const valid = {
  first_name: "Grace",
  last_name: "Hopper",
  user_email: "grace@school.edu",
  cause_commitment: "Teach every teen to code",
  why_important: "Because it opens doors",
  communities_impacted: ["Teens", "Rural Communities"],
  specific_progress_3_4_months: "Run a weekly club",
  success_definition: "Ten students ship a project",
  research_approach: "Interview teachers",
  interested_audiences: "Parents and schools",
  communication_methods: "Newsletter",
  tracking_lessons: "A journal",
  feedback_methods: "Surveys",
  emergency_contact_first: "Alan",
  emergency_contact_last: "Turing",
  emergency_phone: "+44 20 7946 0958",
};

const required = [
  "first_name",
  "last_name",
  "user_email",
  "cause_commitment",
  "why_important",
  "communities_impacted",
  "specific_progress_3_4_months",
  "success_definition",
  "research_approach",
  "interested_audiences",
  "communication_methods",
  "tracking_lessons",
  "feedback_methods",
  "emergency_contact_first",
  "emergency_contact_last",
  "emergency_phone",
] as const;

const problemsOf = (input: unknown) => {
  const result = firePlanSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("firePlanSchema (product.md#userprofile, #planning-form-rules)", () => {
  it("lists the 25 communities of product.md#planning-form-rules in order", () => {
    expect(communityOptions).toHaveLength(25);
    expect(communityOptions[0]).toBe("Families");
    expect(communityOptions[3]).toBe("Creative Artists / Musicians");
    expect(communityOptions[24]).toBe("Gig Economy Workers");
    expect(new Set(communityOptions).size).toBe(25);
  });

  it("accepts the required fields with the optional ones absent or empty", () => {
    expect(problemsOf(valid)).toEqual([]);
    const parsed = firePlanSchema.parse({
      ...valid,
      safety_risks: "",
      ready_to_continue: null,
      enrolled_leadership_series: "",
    });
    expect(parsed.safety_risks).toBeUndefined();
    expect(parsed.ready_to_continue).toBeUndefined();
    expect(parsed.enrolled_leadership_series).toBeUndefined();
  });

  it.each(required)("requires %s", (field) => {
    const { [field]: _omitted, ...rest } = valid;
    expect(problemsOf(rest)).toContainEqual(expect.stringMatching(new RegExp(`^${field}: `)));
    if (field !== "communities_impacted") {
      expect(problemsOf({ ...valid, [field]: "  " })).toContain(`${field}: is required`);
    }
  });

  it("requires at least one community, allows more than the advised two, and drops repeats", () => {
    expect(problemsOf({ ...valid, communities_impacted: [] })).toEqual([
      "communities_impacted: choose at least one community",
    ]);
    const many = firePlanSchema.parse({ ...valid, communities_impacted: [...communityOptions] });
    expect(many.communities_impacted).toHaveLength(25);
    const repeated = firePlanSchema.parse({ ...valid, communities_impacted: ["Teens", "Teens", "Youth"] });
    expect(repeated.communities_impacted).toEqual(["Teens", "Youth"]);
  });

  it.each([
    ["an unknown community", { communities_impacted: ["Aliens"] }, "communities_impacted.0: must be one of"],
    ["communities as text", { communities_impacted: "Teens" }, "communities_impacted: must be a list"],
    [
      "leadership series maybe",
      { enrolled_leadership_series: "maybe" },
      "enrolled_leadership_series: must be",
    ],
    ["a newline in first_name", { first_name: "Grace\nBcc: a@b.c" }, "first_name: must be a single line"],
    ["a newline in last_name", { last_name: "Hopper\r\n" + "X" }, "last_name: must be a single line"],
    ["a newline in the emergency phone", { emergency_phone: "1\n2" }, "emergency_phone: must be a single"],
    ["an invalid e-mail", { user_email: "grace" }, "user_email: must be a valid e-mail address"],
    ["an overlong answer", { why_important: "a".repeat(2001) }, "why_important: must be at most 2000"],
    ["an overlong cause", { cause_commitment: "a".repeat(5001) }, "cause_commitment: must be at most 5000"],
    ["an overlong name", { first_name: "a".repeat(101) }, "first_name: must be at most 100"],
    ["a number as an answer", { tracking_lessons: 7 }, "tracking_lessons: must be text"],
  ])("refuses %s", (_name, change, expected) => {
    const problems = problemsOf({ ...valid, ...change });
    expect(
      problems.some((p) => p.startsWith(expected)),
      problems.join("; "),
    ).toBe(true);
  });

  it("keeps line breaks in answers", () => {
    expect(firePlanSchema.parse({ ...valid, why_important: "a\nb" }).why_important).toBe("a\nb");
  });

  it("maps the form to UserProfile's purpose_discovery object (product.md#userprofile)", () => {
    const plan = firePlanSchema.parse({ ...valid, enrolled_leadership_series: "yes", safety_risks: "no" });
    expect(purposeDiscoveryOf(plan)).toEqual({
      why_important: valid.why_important,
      communities_impacted: ["Teens", "Rural Communities"],
      specific_progress: valid.specific_progress_3_4_months,
      success_definition: valid.success_definition,
      research_approach: valid.research_approach,
      interested_audiences: valid.interested_audiences,
      communication_methods: valid.communication_methods,
      tracking_lessons: valid.tracking_lessons,
      feedback_methods: valid.feedback_methods,
      safety_risks: "no",
      ready_to_continue: "",
      first_name: "Grace",
      last_name: "Hopper",
      emergency_contact: "Alan Turing",
      emergency_phone: valid.emergency_phone,
      enrolled_leadership_series: "yes",
    });
  });
});
