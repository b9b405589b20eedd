import { describe, expect, it } from "vitest";
import { serverFieldErrors, submissionOutcomeOf } from "../src/api/submission-outcome.ts";

const fields = ["full_name", "email", "communities_impacted"] as const;
const answer = {
  ok: true,
  id: "abc",
  badge: { badge_name: "Fire Starter", badge_category: "purpose_seeker" },
};
const validation = (errors: unknown) => ({
  message: "Error in field email: must be a valid e-mail address",
  detail: "Error in field email: must be a valid e-mail address",
  error_type: "ValidationError",
  request_id: "r1",
  traceback: "",
  extra_data: { errors },
});

describe("serverFieldErrors: a 422 body's field errors, for the form's own fields", () => {
  it("keeps each known field once, first message first, and folds nested paths into their field", () => {
    const body = validation([
      { field: "email", message: "must be a valid e-mail address" },
      { field: "email", message: "must be at most 254 characters" },
      { field: "communities_impacted.3", message: "must be one of the listed communities" },
      { field: "full_name", message: "is required" },
    ]);
    expect(serverFieldErrors(body, fields)).toEqual([
      { field: "email", message: "must be a valid e-mail address" },
      { field: "communities_impacted", message: "must be one of the listed communities" },
      { field: "full_name", message: "is required" },
    ]);
  });

  it("drops fields the form does not have and entries of the wrong shape", () => {
    const body = validation([
      { field: "body", message: "must be a JSON object" },
      { field: "Idempotency-Key", message: "must be 1 to 255 visible ASCII characters" },
      { field: "email" },
      "email",
      null,
      { field: 3, message: "x" },
    ]);
    expect(serverFieldErrors(body, fields)).toEqual([]);
  });

  it.each([null, "text", [], {}, { extra_data: null }, { extra_data: { errors: "no" } }])(
    "reads nothing from a body that is not a Base44 error: %j",
    (body) => {
      expect(serverFieldErrors(body, fields)).toEqual([]);
    },
  );
});

describe("submissionOutcomeOf", () => {
  it("accepts a 2xx with the function's answer", () => {
    expect(submissionOutcomeOf(200, answer, fields)).toEqual({ kind: "accepted", answer });
  });

  it("treats a 2xx without a well-formed answer as a failure that may be retried", () => {
    expect(submissionOutcomeOf(200, { ok: true }, fields)).toEqual({ kind: "failed", retryable: true });
    expect(submissionOutcomeOf(200, null, fields)).toEqual({ kind: "failed", retryable: true });
  });

  it("maps a 422 naming form fields onto those fields", () => {
    const body = validation([{ field: "email", message: "must be a valid e-mail address" }]);
    expect(submissionOutcomeOf(422, body, fields)).toEqual({
      kind: "invalid",
      fieldErrors: [{ field: "email", message: "must be a valid e-mail address" }],
    });
  });

  it("treats a 422 naming no form field as a definite refusal", () => {
    const body = validation([{ field: "body", message: "must be a JSON object" }]);
    expect(submissionOutcomeOf(422, body, fields)).toEqual({ kind: "failed", retryable: false });
  });

  it.each([
    [500, true],
    [503, true],
    [429, true],
    [408, true],
    [400, false],
    [403, false],
    [409, false],
    [413, false],
  ])("status %i: failed, retryable %s", (status, retryable) => {
    expect(submissionOutcomeOf(status, { message: "no" }, fields)).toEqual({ kind: "failed", retryable });
  });
});
