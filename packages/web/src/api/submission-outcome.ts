/** What the product's submission functions answer on success (submitApplication, submitFirePlan). */
export interface SubmissionAnswer {
  readonly ok: true;
  readonly id: string;
  readonly badge: { readonly badge_name: string; readonly badge_category: string };
}

/** A refusal naming one field of the form, as the server's 422 body lists it. */
export interface ServerFieldError {
  readonly field: string;
  readonly message: string;
}

/**
 * How a submission ended. `retryable` says whether the same answers may be sent again under the same
 * Idempotency-Key: true when the server may or may not have stored them (no answer, 5xx, rate limit),
 * false when it definitely refused them.
 */
export type SubmissionOutcome =
  | { readonly kind: "accepted"; readonly answer: SubmissionAnswer }
  | { readonly kind: "invalid"; readonly fieldErrors: readonly ServerFieldError[] }
  | { readonly kind: "failed"; readonly retryable: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isAnswer(body: unknown): body is SubmissionAnswer {
  if (!isRecord(body) || body.ok !== true || typeof body.id !== "string") return false;
  const badge = body.badge;
  return isRecord(badge) && typeof badge.badge_name === "string" && typeof badge.badge_category === "string";
}

/**
 * The field errors of a Base44 error body (`extra_data.errors: [{field, message}]`), keeping only the
 * fields the form has. A nested path ('communities_impacted.3') belongs to its top-level field; the first
 * message for a field wins, as the form shows one message per field.
 */
export function serverFieldErrors(body: unknown, formFields: readonly string[]): ServerFieldError[] {
  if (!isRecord(body) || !isRecord(body.extra_data) || !Array.isArray(body.extra_data.errors)) return [];
  const known = new Set(formFields);
  const byField = new Map<string, string>();
  for (const item of body.extra_data.errors) {
    if (!isRecord(item) || typeof item.field !== "string" || typeof item.message !== "string") continue;
    const field = item.field.split(".")[0] ?? "";
    if (known.has(field) && !byField.has(field)) byField.set(field, item.message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/** Reads a function's HTTP answer (status and parsed JSON body, null when it was not JSON). */
export function submissionOutcomeOf(
  status: number,
  body: unknown,
  formFields: readonly string[],
): SubmissionOutcome {
  if (status >= 200 && status < 300) {
    return isAnswer(body) ? { kind: "accepted", answer: body } : { kind: "failed", retryable: true };
  }
  if (status === 422) {
    const fieldErrors = serverFieldErrors(body, formFields);
    if (fieldErrors.length > 0) return { kind: "invalid", fieldErrors };
  }
  return { kind: "failed", retryable: status >= 500 || status === 429 || status === 408 };
}
