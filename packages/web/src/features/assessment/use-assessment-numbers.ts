import { MAX_ANSWER } from "@ember/domain";
import { useMemo } from "react";
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

export function useAssessmentNumbers(): AssessmentNumbers {
  const { language } = useLanguage();
  return useMemo(() => {
    const oneDecimal = new Intl.NumberFormat(language, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 });
    // Rounded first as formatScore rounds (2.05 to 2.1), so the page and the e-mail agree; Intl alone
    // would round the binary value 2.0499... down.
    const score = (value: number) => oneDecimal.format(Math.round(value * 10) / 10);
    return {
      score,
      max: score(MAX_ANSWER),
      whole: (value: number) => whole.format(value),
      percent: (value: number) => percent.format(Math.round(value) / 100),
    };
  }, [language]);
}
