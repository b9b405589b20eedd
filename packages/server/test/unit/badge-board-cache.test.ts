import { describe, expect, it } from "vitest";
import { BoardCache } from "../../src/services/badges/board-cache.ts";
import { localPartOf, maskEmail, maskEmailsIn } from "../../src/services/badges/mask-email.ts";

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe("BoardCache", () => {
  it("computes once for concurrent callers and then serves the kept answer", async () => {
    let computed = 0;
    const cache = new BoardCache<number>({ maxAgeMs: 60_000 });
    const compute = async () => ++computed;
    expect(await Promise.all([cache.get(compute), cache.get(compute)])).toEqual([1, 1]);
    expect(await cache.get(compute)).toBe(1);
    expect(computed).toBe(1);
  });

  it("does not keep an answer computed while a write was announced", async () => {
    const cache = new BoardCache<string>({ maxAgeMs: 60_000 });
    const slow = deferred<string>();
    const during = cache.get(() => slow.promise);
    cache.invalidate();
    slow.resolve("before the write");
    expect(await during).toBe("before the write");
    expect(await cache.get(async () => "after the write")).toBe("after the write");
  });

  it("serves an old answer while refreshing it in the background", async () => {
    let now = 0;
    const cache = new BoardCache<string>({ maxAgeMs: 1000, now: () => now });
    await cache.get(async () => "first");
    now = 5000;
    expect(await cache.get(async () => "second")).toBe("first");
    expect(await cache.get(async () => "third")).toBe("second");
  });
});

describe("masking addresses", () => {
  it.each([
    ["jane.doe@example.org", "ja***@example.org"],
    ["Jo@Example.org", "J***@Example.org"],
    ["a@example.org", "***@example.org"],
    ["no-at-sign", "no***"],
  ])("%s -> %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
    expect(maskEmail(email)).not.toContain(email);
  });

  it("keeps the local part for the board and masks addresses inside free text", () => {
    expect(localPartOf("first.last+tag@example.org")).toBe("first.last+tag");
    expect(maskEmailsIn("Awarded to jane@example.org (and bob@x.io).")).toBe(
      "Awarded to ja***@example.org (and bo***@x.io).",
    );
  });
});
