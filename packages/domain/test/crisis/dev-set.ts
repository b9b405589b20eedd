import {
  ambiguousCases,
  griefCases,
  innocentIdiomCases,
  negationCases,
  normalisationCases,
  ordinaryCases,
  specPhraseCases,
  synonymCases,
  thirdPartyCases,
  warningSignCases,
  wordBoundaryCases,
} from "./dev-set-en.ts";
import { freshCases } from "./dev-set-fresh.ts";
import { languageCases } from "./dev-set-languages.ts";
import type { DevCase } from "./dev-set-types.ts";

export type { CrisisClass, DevCase } from "./dev-set-types.ts";

/**
 * The development set of the crisis detection work (docs/decisions/0013-crisis-detection.md): labelled
 * messages for every failure class, written before the matcher was tuned. A held-out set the team does
 * not see measures the result; this one guides the work.
 */
export const devSet: readonly DevCase[] = [
  ...specPhraseCases,
  ...normalisationCases,
  ...synonymCases,
  ...warningSignCases,
  ...thirdPartyCases,
  ...languageCases,
  ...wordBoundaryCases,
  ...ambiguousCases,
  ...griefCases,
  ...negationCases,
  ...innocentIdiomCases,
  ...ordinaryCases,
  ...freshCases,
];
