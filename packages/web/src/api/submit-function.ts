import { getBase44Client } from "./base44-client.ts";
import { type SubmissionOutcome, submissionOutcomeOf } from "./submission-outcome.ts";

export type SubmissionFunction = "submitApplication" | "submitFirePlan";

/**
 * Posts a form to one of the product's submission functions with an Idempotency-Key. `functions.invoke`
 * cannot set headers, so this uses the SDK's `functions.fetch` (POST /api/functions/{name}), which adds
 * the caller's token like every other SDK call. Never throws: a lost connection is a retryable failure.
 */
export async function submitToFunction(
  name: SubmissionFunction,
  payload: string,
  idempotencyKey: string,
  formFields: readonly string[],
): Promise<SubmissionOutcome> {
  try {
    const client = await getBase44Client();
    const response = await client.functions.fetch(`/${name}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Idempotency-Key": idempotencyKey,
      },
      body: payload,
    });
    const body: unknown = await response.json().catch(() => null);
    return submissionOutcomeOf(response.status, body, formFields);
  } catch (error) {
    console.error(`${name} failed`, error);
    return { kind: "failed", retryable: true };
  }
}
