import { INNOCENT, LAUGH } from "./lexicon-en.ts";
import type { CrisisPhrase, CrisisTier } from "./phrase-types.ts";
import { literal, specPhrases } from "./spec-phrases.ts";

type Tuning = Omit<CrisisPhrase, "keyword" | "tier" | "pattern">;

/**
 * How each product.md#crisis-detection phrase is read. The phrase itself always matches in its risk sense;
 * the tuning only names the everyday uses that are not a crisis (see decision 0012).
 */
const tuning: Partial<Record<string, Tuning>> = {
  "kill myself": { unless: INNOCENT.killHyperbole, negated: "tier3" },
  "going to kill myself": { negated: "tier3" },
  "want to die": { unless: INNOCENT.wantToDie },
  "commit suicide": { general: true },
  "this is goodbye": { unless: "this is goodbye (?:to|for now|for the|until|till)" },
  "won't be here tomorrow": { unless: INNOCENT.absence },
  "won't hear from me again": {
    // Only a bounded absence ("until finals are over", "for a week") is another meaning; "after tonight"
    // is not.
    unless:
      "again (?:until|till|before) (?:\\S+ ){0,3}(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|next week|the weekend|finals|exams|summer|i get back|im back|the trip|over)|again for (?:a (?:while|bit|few)|the (?:weekend|week|summer|semester)|\\d+ (?:days|weeks))",
  },
  "end it all": { unless: "end it all (?:on|with) (?:a|an|the)" },
  "can't live anymore": { unless: "live anymore (?:in|at|with|without) (?:this|my|the|a|coffee|wifi)" },
  "i have a plan": {
    closes:
      "and a (?:date|time|day|way)|for (?:tonight|it|this|how)|to (?:end|kill|die|do it|go)|its (?:decided|happening)|now|already|ready",
  },
  "i'm doing it now": { closes: "goodbye|bye|sorry|i love|tell" },
  "i'm about to": { closes: "do it|end|kill|go|jump|take|swallow|say goodbye|give up|let go|leave|pull|cut" },
  "this is it": {
    closes:
      "goodbye|bye|im done(?! with)|im going(?! to (?:the|a|college|school|class))|the end|for me|i cant|im sorry|im ready|tonight",
  },
  "tonight's the night": {
    closes: "goodbye|bye|im going|im ready|i end|its over",
    unless: "of (?:my|the|our)|we (?:celebrate|finally|win|go)",
  },
  "i can't wait any longer": { closes: "goodbye|bye|im going|im ready|im done|i have to end|im sorry" },
  "rather be dead": {
    unless: `rather be dead than (?:wear|eat|be seen|sit through|listen to|watch|take an?|give a|do (?:a|the|my)|go to (?:a|the|that|this) (?:party|class|lecture|meeting|concert|game|dance|prom|gym|dentist)|admit|lose to|apologi[sz]e|speak|talk to|ask|read|sing|dance)|${LAUGH}`,
  },
  "nothing will ever get better": { unless: "get better than" },
  "no way out": {
    unless:
      "no way out of (?:the|this|that) (?:maze|room|building|parking|level|puzzle|traffic|lot|cave|game)|escape room|maze|puzzle|game|parking|garage",
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

/** The product.md#crisis-detection phrases as literal patterns, in its order, tier 1 first. */
export const specPhraseEntries: readonly CrisisPhrase[] = ([1, 2, 3] as const).flatMap((tier: CrisisTier) =>
  specPhrases[tier].map((phrase) => ({ keyword: phrase, tier, pattern: literal(phrase), ...tuning[phrase] })),
);
