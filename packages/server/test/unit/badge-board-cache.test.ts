import { describe, expect, it } from "vitest";
import { BoardCache } from "../../src/ember-app/badges/board-cache.ts";
import { HIDDEN_ADDRESS, hideAddressesIn } from "../../src/ember-app/badges/hide-addresses.ts";

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

describe("hiding addresses in a badge's free text", () => {
  it.each([
    ["Awarded to jane.doe@example.org (and bob@x.io).", "Awarded to *** (and ***)."],
    ["Mentor of Jo@Example.org", "Mentor of ***"],
    ["Thanks, a@b.c; see you", "Thanks, ***; see you"],
    ["Took the first step by applying", "Took the first step by applying"],
  ])("%s -> %s", (text, shown) => {
    expect(hideAddressesIn(text)).toBe(shown);
  });

  it("keeps no character of the address, not even its domain", () => {
    const shown = hideAddressesIn("Awarded to my.real.name@x.test");
    expect(shown).toBe(`Awarded to ${HIDDEN_ADDRESS}`);
    for (const part of ["my", "real", "name", "x.test", "@"]) expect(shown).not.toContain(part);
  });
});
