import { describe, expect, it } from "vitest";
import { detectCrisis, specPhrases } from "../../src/index.ts";
import { type CrisisClass, type DevCase, devSet } from "./dev-set.ts";

const detect = (c: DevCase) => detectCrisis(c.text, c.prev ?? []);
const tierOf = (c: DevCase) => detect(c)?.tier ?? null;
const label = (c: DevCase) =>
  `${c.lang ?? "en"} ${JSON.stringify(c.text)}${c.prev ? ` after ${JSON.stringify(c.prev)}` : ""} -> ${c.tier ?? "none"}`;

const classes = [...new Set(devSet.map((c) => c.cls))];

// The development set as a table: one describe per failure class, one row per message. Rows marked with a
// `limit` are known misses; `it.fails` keeps them honest (fixing one fails the test until the mark goes).
for (const cls of classes) {
  describe(`dev set: ${cls}`, () => {
    for (const c of devSet.filter((d) => d.cls === cls)) {
      const run = c.limit ? it.fails : it;
      run(label(c), () => {
        expect(tierOf(c)).toBe(c.tier);
      });
    }
  });
}

/** A negative that naive phrase matching (lower-cased substring) would flag, or one marked hard. */
const naiveSpecHit = (text: string) =>
  [...specPhrases[1], ...specPhrases[2], ...specPhrases[3]].some((p) => text.toLowerCase().includes(p));
const innocentWithPhrase = (c: DevCase) => c.tier === null && (c.hard === true || naiveSpecHit(c.text));
const ordinary = (c: DevCase) => c.tier === null && !innocentWithPhrase(c);

const rate = (rows: readonly DevCase[], hit: (c: DevCase) => boolean) =>
  rows.length === 0 ? null : Number((rows.filter(hit).length / rows.length).toFixed(3));

function measure() {
  const positives = devSet.filter((c) => c.tier !== null);
  const perClass: Partial<
    Record<CrisisClass, { recall: number | null; exactTier: number | null; n: number }>
  > = {};
  for (const cls of classes) {
    const rows = positives.filter((c) => c.cls === cls);
    if (rows.length > 0) {
      perClass[cls] = {
        recall: rate(rows, (c) => detect(c) !== null),
        exactTier: rate(rows, (c) => tierOf(c) === c.tier),
        n: rows.length,
      };
    }
  }
  const languages = [...new Set(devSet.map((c) => c.lang ?? "en"))];
  const perLanguage = Object.fromEntries(
    languages.map((lang) => [
      lang,
      rate(
        positives.filter((c) => (c.lang ?? "en") === lang),
        (c) => detect(c) !== null,
      ),
    ]),
  );
  return {
    size: devSet.length,
    positives: positives.length,
    recall: rate(positives, (c) => detect(c) !== null),
    exactTier: rate(positives, (c) => tierOf(c) === c.tier),
    perClass,
    perLanguage,
    innocentWithPhrase: {
      n: devSet.filter(innocentWithPhrase).length,
      falseAlarms: rate(devSet.filter(innocentWithPhrase), (c) => detect(c) !== null),
    },
    ordinary: {
      n: devSet.filter(ordinary).length,
      falseAlarms: rate(devSet.filter(ordinary), (c) => detect(c) !== null),
    },
    naiveSpecMatching: {
      recall: rate(positives, (c) => naiveSpecHit(c.text)),
      innocentFalseAlarms: rate(devSet.filter(innocentWithPhrase), (c) => naiveSpecHit(c.text)),
    },
  };
}

describe("dev set measures (targets of docs/decisions/0013-crisis-detection.md)", () => {
  const report = measure();
  const summary = JSON.stringify(report, null, 1);

  it("reports the measures", async ({ annotate }) => {
    await annotate(summary);
    expect(report.size).toBeGreaterThanOrEqual(400);
  });

  it("recalls at least 95% overall and 90% in every class", () => {
    expect(report.recall, summary).toBeGreaterThanOrEqual(0.95);
    for (const [cls, m] of Object.entries(report.perClass)) {
      expect(m?.recall, `${cls}\n${summary}`).toBeGreaterThanOrEqual(0.9);
    }
  });

  it("takes the crisis path on at most 10% of innocent messages holding a listed phrase, 0% of ordinary ones", () => {
    expect(report.innocentWithPhrase.n).toBeGreaterThanOrEqual(60);
    expect(report.innocentWithPhrase.falseAlarms, summary).toBeLessThanOrEqual(0.1);
    expect(report.ordinary.falseAlarms, summary).toBe(0);
  });

  it("covers all ten languages with at least 15 messages each", () => {
    const counts = new Map<string, number>();
    for (const c of devSet) counts.set(c.lang ?? "en", (counts.get(c.lang ?? "en") ?? 0) + 1);
    expect(counts.size).toBe(10);
    for (const [lang, n] of counts) expect(n, lang).toBeGreaterThanOrEqual(15);
  });
});

describe("product.md#crisis-detection phrases", () => {
  it("keeps the three lists exactly", () => {
    expect([specPhrases[1].length, specPhrases[2].length, specPhrases[3].length]).toEqual([18, 22, 22]);
  });

  for (const tier of [1, 2, 3] as const) {
    it.each(specPhrases[tier].map((p) => [p]))(
      `detects "%s" in a risk sentence at tier ${tier}`,
      (phrase) => {
        const rows = devSet.filter(
          (c) =>
            c.cls === "spec-phrases" &&
            c.text.toLowerCase().replace(/’/g, "'").includes(phrase.replace("-", "-")),
        );
        expect(rows.length, `a dev-set row for "${phrase}"`).toBeGreaterThan(0);
        for (const row of rows) expect(tierOf(row), row.text).toBe(tier);
      },
    );
  }
});

describe("detectCrisis contract", () => {
  it("returns the tier and the canonical phrase, or null", () => {
    expect(detectCrisis("I want to die")).toEqual({ tier: 1, keyword: "want to die" });
    expect(detectCrisis("i’m a burden")).toEqual({ tier: 2, keyword: "i'm a burden" });
    expect(detectCrisis("How do I discover my purpose?")).toBeNull();
    expect(detectCrisis("   ")).toBeNull();
  });

  it("checks tier 1 before tiers 2 and 3 whatever the order in the message", () => {
    expect(detectCrisis("I feel completely alone and I want to end my life")?.tier).toBe(1);
    expect(detectCrisis("I've been cutting and there's no way out")?.tier).toBe(2);
  });

  it("only looks at the last few earlier messages for context", () => {
    const old = ["I want to die", "ok", "thanks", "what about mentors?", "and pricing?", "cool"];
    expect(detectCrisis("i have a plan", old)).toBeNull();
    expect(detectCrisis("i have a plan", old.slice(0, 3))?.tier).toBe(1);
  });

  it("stays fast on a message of the 2,000-character limit with context", () => {
    const long = "I have been thinking about my future, my major and what to study next year. ".repeat(26);
    const started = Date.now();
    for (let i = 0; i < 10; i++) detectCrisis(long.slice(0, 2000), [long, long, long]);
    expect((Date.now() - started) / 10).toBeLessThan(50);
  });
});

/** Messages as people write them, each a behaviour the detector promises (decision 0050). */
describe("what people say, however they type it", () => {
  const tier = (text: string, previous: readonly string[] = []) => detectCrisis(text, previous)?.tier ?? null;

  it.each([
    ["I've got a plan and a date", 1],
    ["I'm about to do it", 1],
    ["tonight is the night", 1],
    ["I'd rather be dead than face them", 1],
    ["the death of my best friend broke me and nothing helps", 3],
  ] as const)("a product.md#crisis-detection phrase said plainly: %j -> tier %i", (text, expected) => {
    expect(tier(text)).toBe(expected);
  });

  it.each([
    "i wanna dye",
    "im gonna end it all 2nite",
    "i feel suicidel",
    "iwanttodie",
    "sui cide is all i think about",
    "I\u00b4m going to kill myself",
    "I`m going to kill myself",
    "i w\u200bant to d\u200die",
    "\u0456 want t\u043e d\u0456e",
    "i want to diiiiie",
    "k1ll mys3lf",
    "ki ll my self",
  ])("phone typing, look-alikes and invisible characters: %j is tier 1", (text) => {
    expect(tier(text)).toBe(1);
  });

  it("reads 'cant do this no more' as tier 2", () => {
    expect(tier("cant do this no more")).toBe(2);
  });

  it.each([
    "i want to unalive myself",
    "I want to join my mom, I miss her so much and I'm ready to go",
    "thinking about a permanent dirt nap",
    "ctb tonight",
    "我想紫砂",
  ])("slang and algospeak: %j is caught", (text) => {
    expect(tier(text)).not.toBeNull();
  });

  it.each([
    "I gave my guitar away, I won't need it anymore",
    "how many sleeping pills would it take to not wake up",
    "it won't matter soon anyway",
    "soon I won't be a burden to anybody",
    "after I'm gone please feed my cat",
  ])("indirect signs: %j is tier 1", (text) => {
    expect(tier(text)).toBe(1);
  });

  it.each([
    "I came dead last in the 5k lol",
    "I'd kill for a coffee right now",
    "this exam is killing me",
    "the season is hopeless, we lost again",
    "I spent all night cutting footage for the highlight reel",
    "why does Hamlet think about killing himself in act 3? it's for my essay",
    "what are suicide rates among college students? for my research paper",
  ])("idioms, sport and study are no crisis: %j", (text) => {
    expect(tier(text)).toBeNull();
  });

  it("a negation lowers to the gentle check, never to nothing and never to the full response", () => {
    expect(tier("I'm not suicidal, just stressed about grades")).toBe(3);
    expect(tier("I would never kill myself")).toBe(3);
  });

  it("a past, recovered state gets at most the gentle check", () => {
    expect(tier("I self-harmed years ago and I'm doing well now")).toBe(3);
    expect(tier("I was suicidal in high school but therapy really helped")).toBe(3);
  });

  it("someone else's words in quotation marks get at most the gentle check", () => {
    expect(tier("my coach always yells 'I'd rather be dead than lose to them' lol")).not.toBe(1);
    expect(tier('the song goes "I want to die in your arms tonight", what is it called?')).toBe(3);
  });

  it("a closing phrase counts alone, but not with another meaning or after an innocent conversation", () => {
    expect(tier("tonight's the night", ["i can't keep doing this"])).toBe(1);
    expect(tier("tonight's the night of my recital")).toBeNull();
    expect(tier("i have a plan", ["I want to study abroad"])).toBeNull();
    expect(tier("I have a plan for my career")).toBeNull();
  });

  it.each([
    ["es", "kiero morirme ya no aguanto"],
    ["fr", "jveux mourir"],
    ["de", "ich will sterbn"],
    ["pt", "qro morrer"],
    ["it", "vojo morire"],
    ["zh", "我想sí"],
    ["hi", "mai marna chahta hu"],
    ["ar", "ابي اموت"],
    ["bn", "ami more jete chai"],
  ] as const)("%s, typed on a phone: %j is tier 1", (_lang, text) => {
    expect(tier(text)).toBe(1);
  });
});
