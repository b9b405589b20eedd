import { describe, expect, it } from "vitest";
import { applicationSchema, programInterests } from "../src/index.ts";

const valid = { full_name: "Ada Lovelace", email: "ada@example.org", program_interest: "individual" };

const fieldsOf = (input: unknown) => {
  const result = applicationSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("applicationSchema (product.md#application, #application-rules)", () => {
  it("accepts the three required fields alone, with the optional ones absent", () => {
    expect(applicationSchema.parse(valid)).toEqual(valid);
  });

  it("trims text and turns empty or null optional fields into 'not provided'", () => {
    const parsed = applicationSchema.parse({
      ...valid,
      full_name: "  Ada  ",
      phone: "",
      current_situation: "   ",
      goals: null,
      heard_about_us: " a friend ",
    });
    expect(parsed).toEqual({ ...valid, full_name: "Ada", heard_about_us: "a friend" });
  });

  it("keeps line breaks in the free-text fields", () => {
    const parsed = applicationSchema.parse({ ...valid, goals: "one\ntwo\r\nthree\tfour" });
    expect(parsed.goals).toBe("one\ntwo\r\nthree\tfour");
  });

  it.each(programInterests)("accepts the programme choice %s", (choice) => {
    expect(fieldsOf({ ...valid, program_interest: choice })).toEqual([]);
  });

  it.each([
    ["missing full_name", { email: valid.email, program_interest: "both" }, "full_name: is required"],
    ["blank full_name", { ...valid, full_name: "   " }, "full_name: is required"],
    ["missing email", { full_name: "A", program_interest: "both" }, "email: is required"],
    ["email without a domain", { ...valid, email: "ada@" }, "email: must be a valid e-mail address"],
    ["two addresses", { ...valid, email: "a@b.org, c@d.org" }, "email: must be a valid e-mail address"],
    ["a display name", { ...valid, email: "Ada <ada@b.org>" }, "email: must be a valid e-mail address"],
    ["header injection in email", { ...valid, email: "a@b.org\r\nBcc: x@y.org" }, "email: must be a valid"],
    [
      "a newline in full_name",
      { ...valid, full_name: "Ada\nBcc: x@y.org" },
      "full_name: must be a single line",
    ],
    ["a carriage return in full_name", { ...valid, full_name: "Ada\rX" }, "full_name: must be a single line"],
    [
      "a line separator in full_name",
      { ...valid, full_name: "Ada\u2028X" },
      "full_name: must be a single line",
    ],
    ["a newline in phone", { ...valid, phone: "123\n456" }, "phone: must be a single line"],
    ["a newline in heard_about_us", { ...valid, heard_about_us: "a\nb" }, "heard_about_us: must be a single"],
    ["a NUL in goals", { ...valid, goals: "a\u0000b" }, "goals: must not contain control characters"],
    ["a lone surrogate", { ...valid, full_name: "a\ud800b" }, "full_name: must be valid text"],
    ["an unknown programme", { ...valid, program_interest: "solo" }, "program_interest: must be one of"],
    ["a number as full_name", { ...valid, full_name: 42 }, "full_name: must be text"],
    ["a list as goals", { ...valid, goals: ["a"] }, "goals: must be text"],
    ["an overlong full_name", { ...valid, full_name: "a".repeat(201) }, "full_name: must be at most 200"],
    ["an overlong email", { ...valid, email: `${"a".repeat(250)}@b.org` }, "email: must be at most 254"],
    ["an overlong phone", { ...valid, phone: "1".repeat(51) }, "phone: must be at most 50"],
    ["overlong goals", { ...valid, goals: "a".repeat(5001) }, "goals: must be at most 5000"],
  ])("refuses %s", (_name, input, expected) => {
    const problems = fieldsOf(input);
    expect(
      problems.some((p) => p.startsWith(expected)),
      problems.join("; "),
    ).toBe(true);
  });

  it("accepts values at their limits and any script or emoji", () => {
    expect(
      fieldsOf({
        ...valid,
        full_name: "名".repeat(200),
        phone: "+1 (555) 010-9999 ext. 12",
        goals: "🔥".repeat(2500),
        heard_about_us: "Ünïcödé ﷽",
      }),
    ).toEqual([]);
  });
});
