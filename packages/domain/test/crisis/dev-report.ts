import type { CrisisMatch, LanguageCode } from "../../src/index.ts";
import { type DevMessage, devMessages, type Slice } from "./dev-messages.ts";
import {
  gentleCheckAllowed,
  hardNegativeKinds,
  type MessageKind,
  type PositiveKind,
  positiveKinds,
} from "./messages/message-types.ts";

export type Detect = (message: string, previous: readonly string[]) => CrisisMatch | null;

/** A share and what it is a share of. */
export interface Share {
  readonly hit: number;
  readonly n: number;
  /** hit / n, or null when n is 0. */
  readonly rate: number | null;
}

export interface SliceReport {
  readonly slice: Slice;
  readonly messages: number;
  /** Anything detected, over people in danger (every positive kind). */
  readonly recall: Share;
  readonly recallByKind: Readonly<Partial<Record<PositiveKind, Share>>>;
  readonly recallByLanguage: Readonly<Partial<Record<LanguageCode, Share>>>;
  /** Detected at the labelled tier or a more urgent one. */
  readonly tierMet: Share;
  /** Imminent danger (a plan, a date, means, goodbyes, already done) answered with tier 1 or 2. */
  readonly imminentFullResponse: Share;
  /** The full crisis response (tier 1 or 2) on hard negatives (grief included). */
  readonly hardNegativeFullModal: Share;
  readonly hardNegativeFullModalByKind: Readonly<Partial<Record<MessageKind, Share>>>;
  /** Any tier on hard negatives other than negation, past and quoted (where tier 3 is acceptable) and grief. */
  readonly hardNegativeAnyAlarm: Share;
  /** Grief answered with the gentle check (tier 3). */
  readonly griefGentle: Share;
  /** Anything detected on ordinary study, career and faith messages. */
  readonly ordinaryAlarms: Share;
}

/** The targets on the held-out slice. */
export const targets = {
  recall: 0.97,
  recallPerKind: 0.92,
  /** Kinds with fewer examples than this in a slice are reported but not held to the per-kind target. */
  minKindSize: 5,
  hardNegativeFullModal: 0.08,
  ordinaryAlarms: 0,
  imminentFullResponse: 0.95,
} as const;

const share = (rows: readonly DevMessage[], hit: (m: DevMessage) => boolean): Share => {
  const n = rows.length;
  const h = rows.filter(hit).length;
  return { hit: h, n, rate: n === 0 ? null : h / n };
};

const isPositive = (m: DevMessage) => (positiveKinds as readonly string[]).includes(m.kind);
const isHardNegative = (m: DevMessage) => (hardNegativeKinds as readonly string[]).includes(m.kind);

/** Measures one slice (or any list of messages) with a detector. */
export function measureSlice(slice: Slice, rows: readonly DevMessage[], detect: Detect): SliceReport {
  const verdicts = new Map<DevMessage, CrisisMatch | null>();
  for (const m of rows) verdicts.set(m, detect(m.text, m.prev));
  const tierOf = (m: DevMessage) => verdicts.get(m)?.tier ?? null;
  const detected = (m: DevMessage) => tierOf(m) !== null;
  const full = (m: DevMessage) => {
    const t = tierOf(m);
    return t === 1 || t === 2;
  };

  const positives = rows.filter(isPositive);
  const recallByKind: Partial<Record<PositiveKind, Share>> = {};
  for (const kind of positiveKinds) {
    const of = positives.filter((m) => m.kind === kind);
    if (of.length > 0) recallByKind[kind] = share(of, detected);
  }
  const recallByLanguage: Partial<Record<LanguageCode, Share>> = {};
  for (const lang of [...new Set(positives.map((m) => m.lang))]) {
    recallByLanguage[lang] = share(
      positives.filter((m) => m.lang === lang),
      detected,
    );
  }
  const hard = rows.filter(isHardNegative);
  const hardNegativeFullModalByKind: Partial<Record<MessageKind, Share>> = {};
  for (const kind of hardNegativeKinds) {
    const of = hard.filter((m) => m.kind === kind);
    if (of.length > 0) hardNegativeFullModalByKind[kind] = share(of, full);
  }
  return {
    slice,
    messages: rows.length,
    recall: share(positives, detected),
    recallByKind,
    recallByLanguage,
    tierMet: share(positives, (m) => {
      const t = tierOf(m);
      return t !== null && m.tier !== null && t <= m.tier;
    }),
    imminentFullResponse: share(
      positives.filter((m) => m.kind === "imminent"),
      full,
    ),
    hardNegativeFullModal: share(hard, full),
    hardNegativeFullModalByKind,
    hardNegativeAnyAlarm: share(
      hard.filter((m) => m.kind !== "grief" && !gentleCheckAllowed.has(m.kind)),
      detected,
    ),
    griefGentle: share(
      rows.filter((m) => m.kind === "grief"),
      (m) => tierOf(m) === 3,
    ),
    ordinaryAlarms: share(
      rows.filter((m) => m.kind === "ordinary"),
      detected,
    ),
  };
}

export interface DevReport {
  readonly tuning: SliceReport;
  readonly heldOut: SliceReport;
}

/** Both slices of the development set, measured with `detect` (the bench calls this). */
export function measureDevSet(detect: Detect, messages: readonly DevMessage[] = devMessages): DevReport {
  return {
    tuning: measureSlice(
      "tuning",
      messages.filter((m) => m.slice === "tuning"),
      detect,
    ),
    heldOut: measureSlice(
      "held-out",
      messages.filter((m) => m.slice === "held-out"),
      detect,
    ),
  };
}

/** The targets a slice misses, in words (empty when it meets them all). */
export function missedTargets(r: SliceReport): string[] {
  const missed: string[] = [];
  const below = (s: Share, min: number) => s.rate !== null && s.rate < min;
  const above = (s: Share, max: number) => s.rate !== null && s.rate > max;
  if (below(r.recall, targets.recall)) missed.push(`recall ${fmt(r.recall)} < ${targets.recall}`);
  for (const [kind, s] of Object.entries(r.recallByKind)) {
    if (s.n >= targets.minKindSize && below(s, targets.recallPerKind)) {
      missed.push(`recall of ${kind} ${fmt(s)} < ${targets.recallPerKind}`);
    }
  }
  if (above(r.hardNegativeFullModal, targets.hardNegativeFullModal)) {
    missed.push(
      `full modal on hard negatives ${fmt(r.hardNegativeFullModal)} > ${targets.hardNegativeFullModal}`,
    );
  }
  if (r.ordinaryAlarms.hit > targets.ordinaryAlarms) {
    missed.push(`alarms on ordinary messages ${fmt(r.ordinaryAlarms)} > ${targets.ordinaryAlarms}`);
  }
  if (below(r.imminentFullResponse, targets.imminentFullResponse)) {
    missed.push(
      `imminent danger at tier 1 or 2 ${fmt(r.imminentFullResponse)} < ${targets.imminentFullResponse}`,
    );
  }
  return missed;
}

export const fmt = (s: Share) => (s.rate === null ? "n/a" : `${s.rate.toFixed(3)} (${s.hit}/${s.n})`);

/** The report as a Markdown table, one column per slice. */
export function reportTable(report: DevReport): string {
  const { tuning, heldOut } = report;
  const rows: [string, string, string, string][] = [
    ["messages", String(tuning.messages), String(heldOut.messages), ""],
    ["recall, people in danger", fmt(tuning.recall), fmt(heldOut.recall), `>= ${targets.recall}`],
  ];
  for (const kind of positiveKinds) {
    const t = tuning.recallByKind[kind];
    const h = heldOut.recallByKind[kind];
    if (t || h) {
      rows.push([
        `recall: ${kind}`,
        t ? fmt(t) : "-",
        h ? fmt(h) : "-",
        `>= ${targets.recallPerKind} (n >= ${targets.minKindSize})`,
      ]);
    }
  }
  rows.push(["at the labelled tier or more urgent", fmt(tuning.tierMet), fmt(heldOut.tierMet), "reported"]);
  rows.push([
    "imminent danger: tier 1 or 2",
    fmt(tuning.imminentFullResponse),
    fmt(heldOut.imminentFullResponse),
    `>= ${targets.imminentFullResponse}`,
  ]);
  rows.push([
    "full modal (tier 1-2) on hard negatives",
    fmt(tuning.hardNegativeFullModal),
    fmt(heldOut.hardNegativeFullModal),
    `<= ${targets.hardNegativeFullModal}`,
  ]);
  for (const kind of hardNegativeKinds) {
    const t = tuning.hardNegativeFullModalByKind[kind];
    const h = heldOut.hardNegativeFullModalByKind[kind];
    if (t || h) rows.push([`full modal: ${kind}`, t ? fmt(t) : "-", h ? fmt(h) : "-", "reported"]);
  }
  rows.push([
    "any tier on idioms, sport, academic",
    fmt(tuning.hardNegativeAnyAlarm),
    fmt(heldOut.hardNegativeAnyAlarm),
    "reported",
  ]);
  rows.push(["grief answered at tier 3", fmt(tuning.griefGentle), fmt(heldOut.griefGentle), "reported"]);
  rows.push([
    "any tier on ordinary messages",
    fmt(tuning.ordinaryAlarms),
    fmt(heldOut.ordinaryAlarms),
    `${targets.ordinaryAlarms}`,
  ]);
  const languages = [
    ...new Set([...Object.keys(tuning.recallByLanguage), ...Object.keys(heldOut.recallByLanguage)]),
  ] as LanguageCode[];
  for (const lang of languages) {
    const t = tuning.recallByLanguage[lang];
    const h = heldOut.recallByLanguage[lang];
    rows.push([`recall: ${lang}`, t ? fmt(t) : "-", h ? fmt(h) : "-", "reported"]);
  }
  const lines = rows.map((r) => `| ${r.join(" | ")} |`);
  return `| measure | tuning | held-out | target |\n|---|---|---|---|\n${lines.join("\n")}`;
}
