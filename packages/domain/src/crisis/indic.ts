import { spend } from "./work-meter.ts";

/**
 * Devanagari and Bengali as people type them on a phone: nasal marks, nukta and virama dropped, long
 * vowels read short, a nasal consonant before another read as the nasal mark ("जिन्दगी" = "जिंदगी").
 * Applied to messages and patterns alike, so "मरना चहता हु" meets "मरना चाहता हूँ".
 */
export function looseIndic(text: string): string {
  if (!/[\u0900-\u09FF]/u.test(text)) return text;
  spend(text.length);
  return text
    .replace(/[नमणङञ]्(?=[क-ह])/gu, "")
    .replace(/[নমণঙঞ]্(?=[ক-হ])/gu, "")
    .replace(/[\u0902\u0903\u093C\u094D\u0982\u0983\u09BC\u09CD\u200C\u200D]/gu, "")
    .replace(/\u0940/gu, "\u093F")
    .replace(/\u0942/gu, "\u0941")
    .replace(/\u09C0/gu, "\u09BF")
    .replace(/\u09C2/gu, "\u09C1")
    .replace(/ৎ/gu, "ত")
    .replace(/য/gu, "জ");
}
