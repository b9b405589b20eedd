import {
  type AssessmentCategoryKey,
  type AssessmentScore,
  assessmentCategories,
  assessmentCategoryKeys,
  assessmentTiers,
  siteConfig,
} from "@ember/domain";
import { NoScriptKit } from "../../components/no-script-kit.tsx";
import { Button } from "../../components/ui/button.tsx";
import { formatMessage } from "../../i18n/format-message.ts";
import { useMessages } from "../../i18n/language-provider.tsx";
import { AssessmentResults } from "./assessment-results.tsx";
import { StatementQuestion } from "./statement-question.tsx";
import { ScoreTokens } from "./use-assessment-numbers.ts";

/**
 * The whole assessment in the contact step's form when scripts do not run (decision 0066): the five
 * categories' statements one after the other and 'See Results', which post the form to the server. With
 * scripts the wizard shows them one step at a time instead, and this stays unrendered text.
 */
export function NoScriptStatements() {
  const { step: copy, categories } = useMessages().assessment;
  return (
    <noscript>
      <div className="flex flex-col gap-8">
        <p className="text-sm text-muted-foreground">{copy.scaleHint}</p>
        {assessmentCategories.map((category) => {
          const text: { name: string; subtitle?: string; statements: readonly string[] } =
            categories[category.key];
          return (
            <div key={category.key} className="flex flex-col gap-6">
              <div>
                <h3 className="font-serif text-2xl font-bold text-primary">{text.name}</h3>
                {text.subtitle ? <p className="mt-1 italic text-muted-foreground">{text.subtitle}</p> : null}
              </div>
              {category.statements.map((statement, i) => (
                <StatementQuestion
                  key={statement}
                  id={`assessment-${category.key}-${i}`}
                  name={`answers.${category.key}.${i}`}
                  number={i + 1}
                  statement={text.statements[i] ?? statement}
                  value={undefined}
                  onAnswer={() => {}}
                />
              ))}
            </div>
          );
        })}
        <div>
          <Button type="submit" size="lg" className="w-full whitespace-normal sm:w-auto">
            {copy.finish}
          </Button>
        </div>
      </div>
    </noscript>
  );
}

/** The score the results are prerendered with: 100 overall and 101 to 105 by category, as tokens. */
const tokenScores = (tier: AssessmentScore["tier"]): AssessmentScore => ({
  categories: Object.fromEntries(assessmentCategoryKeys.map((key, i) => [key, 101 + i])) as Record<
    AssessmentCategoryKey,
    number
  >,
  overall: 100,
  tier,
});

/**
 * The results the server answers a posted assessment with, one per tier, with the scores and the
 * student's name and address as tokens it fills in; and, as its failure, the results' own note that the
 * e-mail could not be sent.
 */
export function NoScriptAssessmentKit() {
  const copy = useMessages().assessment.results;
  return (
    <ScoreTokens.Provider value={true}>
      <NoScriptKit
        successes={assessmentTiers.map((tier) => ({
          variant: tier.key,
          screen: (
            <AssessmentResults
              contact={{ first_name: "{contact:first_name}", last_name: "", email: "{contact:email}" }}
              score={tokenScores(tier)}
              delivery="sent"
              staticPage
            />
          ),
        }))}
        failureAlert={<p>{formatMessage(copy.emailFailed, { contactEmail: siteConfig.contactEmail })}</p>}
      />
    </ScoreTokens.Provider>
  );
}
