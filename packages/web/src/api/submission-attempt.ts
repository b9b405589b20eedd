/**
 * Idempotency keys for one form (docs/decisions/0015-forms-submission-and-success.md). An attempt is one
 * set of answers: sending the same answers again after a failure that may have been stored (no answer,
 * 5xx, 429) is a retry of that attempt and carries the same key, so the server answers it once. Changed
 * answers, or a definite refusal, start a new attempt with a fresh key.
 */
export interface SubmissionAttempts {
  /** The key for sending `payload` now. */
  keyFor(payload: string): string;
  /** Records how the last send ended; only a retryable failure keeps its key for the same payload. */
  settle(retryable: boolean): void;
}

export function createSubmissionAttempts(
  newKey: () => string = () => crypto.randomUUID(),
): SubmissionAttempts {
  let pending: { payload: string; key: string } | null = null;
  let current: { payload: string; key: string } | null = null;
  return {
    keyFor(payload) {
      current = pending?.payload === payload ? pending : { payload, key: newKey() };
      pending = null;
      return current.key;
    },
    settle(retryable) {
      pending = retryable ? current : null;
      current = null;
    },
  };
}
