import { MAX_ANSWER, scoreInLanguage } from "@ember/domain";
import { createContext, useContext, useMemo } from "react";
import { useLanguage } from "../../i18n/language-provider.tsx";

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
    const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 });
    const score = (value: number) => scoreInLanguage(language, value);
    return {
      score: tokens ? scoreToken : score,
      max: score(MAX_ANSWER),
      whole: (value: number) => whole.format(value),
      percent: (value: number) => percent.format(Math.round(value) / 100),
    };
  }, [language, tokens]);
}
