import { describe, expect, it } from "vitest";
import { withinTimeout } from "../../src/platform/llm/within-timeout.ts";

describe("withinTimeout", () => {
  it("passes a provider's result through", async () => {
    expect(await withinTimeout(async () => ({ ok: true, value: "hi" }), 1000)).toEqual({
      ok: true,
      value: "hi",
    });
  });

  it("turns a throwing provider into a failed result", async () => {
    expect(await withinTimeout(() => Promise.reject(new Error("boom")), 1000)).toEqual({
      ok: false,
      error: "provider threw",
    });
  });

  it("gives up on a provider that ignores the abort, and aborts its signal", async () => {
    let seen: AbortSignal | undefined;
    const result = await withinTimeout<string>((signal) => {
      seen = signal;
      return new Promise(() => {});
    }, 20);
    expect(result).toEqual({ ok: false, error: "timeout" });
    expect(seen?.aborted).toBe(true);
  });
});
