import { INNOCENT, LAUGH } from "./lexicon-en.ts";
import type { CrisisPhrase, CrisisTier } from "./phrase-types.ts";
import { literal, specPhrases } from "./spec-phrases.ts";

type Tuning = Omit<CrisisPhrase, "keyword" | "tier" | "pattern">;

/**
 * How each SPEC 5.4 phrase is read. The phrase itself always matches in its risk sense; the tuning only
 * names the everyday uses that are not a crisis (see decision 0012).
 */
const tuning: Partial<Record<string, Tuning>> = {
  "kill myself": { unless: INNOCENT.killHyperbole, negated: "tier3" },
  "going to kill myself": { negated: "tier3" },
  "want to die": { unless: INNOCENT.wantToDie },
  "commit suicide": { general: true },
  "this is goodbye": { unless: "this is goodbye (?:to|for now|for the|until|till)" },
  "won't be here tomorrow": { unless: INNOCENT.absence },
  "won't hear from me again": { unless: "again (?:until|till|for|before|after|this)" },
  "end it all": { unless: "end it all (?:on|with) (?:a|an|the)" },
  "can't live anymore": { unless: "live anymore (?:in|at|with|without) (?:this|my|the|a|coffee|wifi)" },
  "i have a plan": { gate: "risk" },
  "i'm doing it now": { gate: "risk" },
  "i'm about to": { gate: "risk" },
  "this is it": { gate: "risk" },
  "tonight's the night": { gate: "risk" },
  "i can't wait any longer": { gate: "risk" },
  "rather be dead": {
    unless: `rather be dead than (?:wear|go|do|eat|be seen|take|sit|listen|watch)|${LAUGH}`,
  },
  "nothing will ever get better": { unless: "get better than" },
  "no way out": {
    unless:
      "no way out of (?:the|this|that) (?:maze|room|building|parking|level|puzzle|traffic|lot|cave|game)|escape room|maze|puzzle|game",
  },
  "no future for me": { unless: "no future for me (?:in|at|as|with) " },
  "it's hopeless": {
    unless: `${LAUGH}|cooking|math|handwriting|drawing|singing|wifi|printer|spelling|sense of direction`,
  },
  "i've given up": { unless: INNOCENT.givenUp },
  "there's no escape": { unless: "escape room" },
  "i feel trapped": {
    unless: "travel|town|job|major|career|what careers|should i|city|want to (?:move|travel|leave|explore)",
  },
  "can't go on": { unless: INNOCENT.cantGoOn },
  "pain is unbearable": { unless: INNOCENT.physicalPain },
  "completely alone": { unless: INNOCENT.solo },
  "everyone would be better off": {
    unless:
      "better off (?:with|using|having|knowing|learning|reading|taking|doing|if (?:we|they|you|he|she|people|everyone|the|it))",
  },
  "life is meaningless": { unless: INNOCENT.philosophy },
  "can't see a way forward": { unless: INNOCENT.career },
  "hurt myself": { unless: INNOCENT.accident, negated: "tier3" },
  "been cutting": { unless: INNOCENT.cutting, negated: "tier3" },
  "self-harm": { general: true, negated: "tier3" },
  "having a breakdown": { unless: `${LAUGH}|${INNOCENT.breakdown}` },
  "losing my mind": { unless: `${LAUGH}|${INNOCENT.losingMind}` },
  "having a panic attack": { unless: `(?:almost|nearly) (?:had|having)|${LAUGH}` },
  overdosed: { unless: `${INNOCENT.overdosedOn}|${LAUGH}` },
  "wish i could just disappear": { unless: `${INNOCENT.embarrassment}|${LAUGH}` },
  "don't want to wake up": { unless: INNOCENT.earlyWake },
  "lost everything": { unless: INNOCENT.tech },
  mourning: { gate: "grief", unless: "mourning doves?|good mourning" },
  "death of": { gate: "grief" },
  "passed away": { gate: "grief" },
  funeral: { gate: "grief" },
  bereaved: { gate: "grief" },
};

/** The SPEC 5.4 phrases as literal patterns, in the specification's order, tier 1 first. */
export const specPhraseEntries: readonly CrisisPhrase[] = ([1, 2, 3] as const).flatMap((tier: CrisisTier) =>
  specPhrases[tier].map((phrase) => ({ keyword: phrase, tier, pattern: literal(phrase), ...tuning[phrase] })),
);
