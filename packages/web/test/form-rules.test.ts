import { communityOptions } from "@ember/domain";
import { describe, expect, it } from "vitest";
import {
  emptyApplication,
  isApplicationIncomplete,
} from "../src/features/application-form/application-form-values.ts";
import { emptyFirePlan, isFirePlanIncomplete } from "../src/features/fire-plan-form/fire-plan-form-values.ts";
import { loadCatalog } from "../src/i18n/load-catalog.ts";
import { fieldErrorText, firstInvalidField, localFieldErrorText } from "../src/lib/field-error-text.ts";

// product.md#application-rules
describe("the application's submit waits for full_name, email and program_interest", () => {
  const complete = { full_name: "Ada", email: "ada@example.org", program_interest: "both" as const };
  it("is enabled when all three are given", () => {
    expect(isApplicationIncomplete(complete)).toBe(false);
  });
  it.each([
    ["an empty form", emptyApplication],
    ["no name", { ...complete, full_name: "" }],
    ["a name of spaces", { ...complete, full_name: "   " }],
    ["no email", { ...complete, email: "" }],
    ["no path", { ...complete, program_interest: null }],
  ])("is disabled with %s", (_, values) => {
    expect(isApplicationIncomplete(values)).toBe(true);
  });
});

// product.md#planning-form-rules
describe("the planning form's submit waits for user_email, cause_commitment and a community", () => {
  const complete = {
    user_email: "ada@school.edu",
    cause_commitment: "Clean water",
    communities_impacted: [communityOptions[0]],
  };
  it("is enabled with those three, whatever else is missing", () => {
    expect(isFirePlanIncomplete(complete)).toBe(false);
    expect(isFirePlanIncomplete({ ...complete, communities_impacted: [...communityOptions] })).toBe(false);
  });
  it.each([
    ["an empty form", emptyFirePlan],
    ["no email", { ...complete, user_email: " " }],
    ["no cause", { ...complete, cause_commitment: "" }],
    ["no community", { ...complete, communities_impacted: [] }],
  ])("is disabled with %s", (_, values) => {
    expect(isFirePlanIncomplete(values)).toBe(true);
  });
});

describe("fieldErrorText", () => {
  it.each([
    ["is required", "This field is required."],
    ["must be a valid e-mail address", "This field must be a valid e-mail address."],
    ["choose at least one community", "Choose at least one community."],
    ["Already a sentence.", "Already a sentence."],
    ["  ", "This field is not valid."],
    ["issue with it", "Issue with it."],
  ])("%j -> %j", (message, text) => {
    expect(fieldErrorText(message)).toBe(text);
  });
});

describe("localFieldErrorText: the schema's and the server's messages in the visitor's language", () => {
  it.each([
    ["is required", "This field is required."],
    ["must be a valid e-mail address", "This field must be a valid e-mail address."],
    ["must be at most 5000 characters", "This field must be at most 5,000 characters."],
    ["choose at least one community", "Choose at least one community."],
    ["must be a JSON object", "This field must be a JSON object."],
    ["", "This field is not valid."],
  ])("en: %j -> %j", async (message, text) => {
    expect(localFieldErrorText(message, (await loadCatalog("en")).forms.validation, "en")).toBe(text);
  });

  it("shows the catalog's sentence, with the number written the language's way", async () => {
    const { validation } = (await loadCatalog("fr")).forms;
    expect(localFieldErrorText("is required", validation, "fr")).toBe(validation.required);
    expect(localFieldErrorText("must be at most 5000 characters", validation, "fr")).toBe(
      `Ce champ ne peut pas dépasser ${new Intl.NumberFormat("fr").format(5000)} caractères.`,
    );
    expect(localFieldErrorText("must be a JSON object", validation, "fr")).toBe(validation.invalid);
  });
});

describe("firstInvalidField", () => {
  const order = ["a", "b", "c"] as const;
  it("follows the form's order, not the order errors arrive in", () => {
    expect(firstInvalidField(order, (f) => f === "c" || f === "b")).toBe("b");
  });
  it("is undefined when nothing is invalid", () => {
    expect(firstInvalidField(order, () => false)).toBeUndefined();
  });
});
