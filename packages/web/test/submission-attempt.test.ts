import { describe, expect, it } from "vitest";
import { createSubmissionAttempts } from "../src/api/submission-attempt.ts";

function counterKeys() {
  let n = 0;
  return () => `key-${++n}`;
}

describe("Idempotency-Key per submission attempt", () => {
  it("gives every attempt a fresh key", () => {
    const attempts = createSubmissionAttempts(counterKeys());
    expect(attempts.keyFor("a")).toBe("key-1");
    attempts.settle(false);
    expect(attempts.keyFor("a")).toBe("key-2");
  });

  it("reuses the key when the same answers are sent again after a failure that may have been stored", () => {
    const attempts = createSubmissionAttempts(counterKeys());
    expect(attempts.keyFor("a")).toBe("key-1");
    attempts.settle(true);
    expect(attempts.keyFor("a")).toBe("key-1");
    attempts.settle(true);
    expect(attempts.keyFor("a")).toBe("key-1");
  });

  it("starts a new attempt when the answers changed after a retryable failure", () => {
    const attempts = createSubmissionAttempts(counterKeys());
    attempts.keyFor("a");
    attempts.settle(true);
    expect(attempts.keyFor("b")).toBe("key-2");
    attempts.settle(true);
    // The earlier answers are a new attempt again: only the latest failure is retried.
    expect(attempts.keyFor("a")).toBe("key-3");
  });

  it("uses crypto.randomUUID by default", () => {
    const attempts = createSubmissionAttempts();
    const key = attempts.keyFor("a");
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    attempts.settle(false);
    expect(attempts.keyFor("a")).not.toBe(key);
  });
});
