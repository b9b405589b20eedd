import { describe, expect, it } from "vitest";
import { CONTEXT_MESSAGES, detectCrisis } from "../../src/crisis/detect-crisis.ts";
import { workMeter } from "../../src/crisis/work-meter.ts";

/**
 * Detection must be linear in what it reads (a security finding: one anonymous message of "去世" × 1,000
 * with 5 earlier turns of it froze the server for 9 s). Work is counted in characters passed over by the
 * detector's regular expressions and rewrites, not timed, so a busy machine cannot make this flake.
 */
function workOf(message: string, previous: readonly string[]): number {
  const before = workMeter.units;
  detectCrisis(message, previous);
  return workMeter.units - before;
}

/** A hostile chat turn: `unit` repeated to about `chars` characters, with 5 earlier turns of the same. */
function hostile(unit: string, chars: number): { message: string; previous: string[] } {
  const message = unit.repeat(Math.max(1, Math.round(chars / unit.length)));
  return { message, previous: Array.from({ length: CONTEXT_MESSAGES }, () => message) };
}

const units = [
  "去世",
  "葬礼",
  "مات ",
  "grief ",
  "funeral ",
  "this is it ",
  "i have a plan ",
  "goodbye ",
  "not ",
  "kill myself ",
  "i want to die ",
  "no me quiero morir ",
  "想死",
  "मरना चाहता हूँ ",
  "a",
  "aaaa bbbb ",
  "💊",
  "i i i i ",
  "d i e ",
  "k1ll ",
];

/**
 * Work per character read (the message and its 5 earlier turns): about one pass of each phrase list over
 * each reading of the text. A quadratic detector spends thousands per character on these inputs.
 */
const perCharLimit = 1000;

describe("detection is linear in its input", () => {
  it.each(units.map((u) => [u]))("%j repeated: 4x the input costs at most about 4x the work", (unit) => {
    const small = hostile(unit, 500);
    const large = hostile(unit, 2000);
    const ratio = workOf(large.message, large.previous) / workOf(small.message, small.previous);
    const inputRatio =
      (large.message.length * (CONTEXT_MESSAGES + 1)) / (small.message.length * (CONTEXT_MESSAGES + 1));
    expect(ratio).toBeLessThanOrEqual(inputRatio * 1.15);
  });

  it.each(units.map((u) => [u]))(
    `%j repeated to 2,000 characters with 5 earlier turns costs at most ${perCharLimit} units a character`,
    (unit) => {
      const { message, previous } = hostile(unit, 2000);
      const read = message.length * (CONTEXT_MESSAGES + 1);
      expect(workOf(message, previous) / read).toBeLessThanOrEqual(perCharLimit);
    },
  );

  it("a message of 100,000 characters is still read to its end for tier 1, in linear work", () => {
    const filler = "I love studying and my mentor is great. ";
    const tail = "I want to kill myself";
    const short = filler.repeat(250) + tail;
    const long = filler.repeat(2500) + tail;
    expect(detectCrisis(short)?.tier).toBe(1);
    expect(detectCrisis(long)?.tier).toBe(1);
    const ratio = workOf(long, []) / workOf(short, []);
    expect(ratio).toBeLessThanOrEqual((long.length / short.length) * 1.15);
  });

  it("finishes the hostile inputs of the finding quickly (a generous wall-clock guard)", () => {
    for (const unit of ["去世", "葬礼", "مات ", "grief "]) {
      const { message, previous } = hostile(unit, 2000);
      detectCrisis(message, previous); // compiles the regular expressions this input reaches
      const started = Date.now();
      detectCrisis(message, previous);
      expect(Date.now() - started, unit).toBeLessThan(1000);
    }
  });
});
