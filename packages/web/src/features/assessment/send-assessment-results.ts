import type { LanguageCode } from "@ember/domain";
import { getBase44Client } from "../../api/base44-client.ts";
import type { AssessmentContact, WizardAnswers } from "./wizard-state.ts";

/** Whether the results e-mail is on its way; the results screen never waits for it. */
export type ResultsDelivery = "sending" | "sent" | "failed";

/**
 * Sends the contact and the raw answers to `submitAssessment`, which scores them itself and e-mails the
 * results in the page's language. No score goes with them: the server would ignore it. The Idempotency-Key
 * makes a network retry by the SDK or a proxy store one result, not two. Never throws.
 */
export async function sendAssessmentResults(
  contact: AssessmentContact,
  answers: WizardAnswers,
  language: LanguageCode,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<Exclude<ResultsDelivery, "sending">> {
  try {
    const client = await getBase44Client();
    const response = await client.functions.fetch("/submitAssessment", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Idempotency-Key": idempotencyKey,
      },
      body: JSON.stringify({
        first_name: contact.first_name.trim(),
        last_name: contact.last_name.trim(),
        email: contact.email.trim(),
        answers,
        language,
      }),
    });
    return response.ok ? "sent" : "failed";
  } catch (error) {
    console.error("submitAssessment failed", error);
    return "failed";
  }
}
