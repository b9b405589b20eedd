import { MAX_ANSWER } from "@ember/domain";
import { createContext, useContext, useMemo } from "react";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { formatNumber } from "../../i18n/number-format.ts";

/** The numbers the assessment shows, written as the visitor's language writes them. */
export interface AssessmentNumbers {
  /** A score to one decimal, rounded like the domain's formatScore: '3.4' in English, '3,4' in French. */
  readonly score: (value: number) => string;
  /** The top of the scale, '4.0'. */
  readonly max: string;
  readonly whole: (value: number) => string;
  /** A percentage from 0 to 100, rounded to a whole percent: '17%', '17 %'. */
  readonly percent: (value: number) => string;
}

/**
 * True where the results are prerendered for the server to fill in (the no-script results, decision
 * 0066): each score is written as the token `{score:N}` for the server to replace with the real one.
 */
export const ScoreTokens = createContext(false);

/** The token a score N is written as under ScoreTokens. */
export const scoreToken = (value: number) => `{score:${value}}`;

export function useAssessmentNumbers(): AssessmentNumbers {
  const { language } = useLanguage();
  const tokens = useContext(ScoreTokens);
  return useMemo(() => {
    // As the domain's scoreInLanguage writes them in e-mails, without building an Intl formatter while the
    // page hydrates (i18n/number-format.ts).
    const score = (value: number) =>
      formatNumber(language, Math.round(value * 10) / 10, { fractionDigits: 1 });
    return {
      score: tokens ? scoreToken : score,
      max: score(MAX_ANSWER),
      whole: (value: number) => formatNumber(language, Math.round(value)),
      percent: (value: number) => formatNumber(language, Math.round(value), { percent: true }),
    };
  }, [language, tokens]);
}
