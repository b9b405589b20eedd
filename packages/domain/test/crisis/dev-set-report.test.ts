import { describe, expect, it } from "vitest";
import { detectCrisis, languages } from "../../src/index.ts";
import { devMessages, languageMessages } from "./dev-messages.ts";
import { measureDevSet, missedTargets, reportTable } from "./dev-report.ts";
import { type MessageKind, usualTier } from "./messages/message-types.ts";

// The domain package is typed without a runtime's globals; the report is printed where vitest runs.
declare const console: { log(...args: unknown[]): void };

const report = measureDevSet(detectCrisis);
const table = reportTable(report);

describe("crisis development set", () => {
  it("prints its measures for both slices", () => {
    console.log(`\nCrisis detection, development set\n\n${table}\n`);
    expect(report.heldOut.messages).toBeGreaterThan(300);
  });

  it("holds at least 1,500 messages, 60 or more per site language, every kind in every language", () => {
    expect(devMessages.length).toBeGreaterThanOrEqual(1500);
    expect(languageMessages.length).toBeGreaterThanOrEqual(1500);
    const kinds = (Object.keys(usualTier) as MessageKind[]).filter((k) => k !== "third-party");
    for (const { code } of languages) {
      const of = languageMessages.filter((m) => m.lang === code);
      expect(of.length, code).toBeGreaterThanOrEqual(60);
      for (const kind of kinds)
        expect(
          of.some((m) => m.kind === kind),
          `${code} ${kind}`,
        ).toBe(true);
    }
  });

  it("has no message twice", () => {
    const seen = new Set<string>();
    const key = (m: (typeof devMessages)[number]) => `${m.lang} ${m.text} ${m.prev.join(" / ")}`;
    const twice = devMessages.filter((m) => seen.size === seen.add(key(m)).size);
    expect(twice.map((m) => m.text)).toEqual([]);
  });

  it("splits about a quarter of the per-language messages off as held out, by a hash of the text", () => {
    const held = languageMessages.filter((m) => m.slice === "held-out").length / languageMessages.length;
    expect(held).toBeGreaterThan(0.2);
    expect(held).toBeLessThan(0.3);
    expect(devMessages.filter((m) => m.source === "first-set").every((m) => m.slice === "tuning")).toBe(true);
  });

  it("meets the targets on the held-out slice", () => {
    expect(missedTargets(report.heldOut), table).toEqual([]);
  });

  it("meets the targets on the tuning slice", () => {
    expect(missedTargets(report.tuning), table).toEqual([]);
  });
});
