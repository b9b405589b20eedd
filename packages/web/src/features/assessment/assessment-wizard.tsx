import { assessmentCategories, scoreAssessment } from "@ember/domain";
import { useState } from "react";
import { withEarlyInput } from "../../app/scripts-after-paint.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { AssessmentResults } from "./assessment-results.tsx";
import { CategoryStep } from "./category-step.tsx";
import { ContactStep } from "./contact-step.tsx";
import { NoScriptAssessmentKit } from "./no-script-assessment.tsx";
import { type ResultsDelivery, sendAssessmentResults } from "./send-assessment-results.ts";
import {
  type AssessmentContact,
  CATEGORY_STEPS,
  emptyAnswers,
  emptyContact,
  RESULTS_STEP,
  type WizardAnswers,
  withAnswer,
} from "./wizard-state.ts";

/**
 * The Student Wellbeing Assessment (product.md#the-wellbeing-assessment, #the-assessment-wizard): contact,
 * five category steps, results. The browser scores with the domain's scoreAssessment for instant results
 * while submitAssessment scores, stores and e-mails on the server; the results never wait for it.
 */
export function AssessmentWizard() {
  const { language } = useLanguage();
  const [step, setStep] = useState(0);
  // What was typed before the page's scripts ran stays (app/scripts-after-paint.ts).
  const [contact, setContact] = useState<AssessmentContact>(() =>
    withEarlyInput(emptyContact, Object.keys(emptyContact)),
  );
  const [answers, setAnswers] = useState<WizardAnswers>(emptyAnswers);
  const [delivery, setDelivery] = useState<ResultsDelivery>("sending");
  const [navigated, setNavigated] = useState(false);

  const go = (next: number) => {
    setNavigated(true);
    setStep(next);
  };
  const finish = () => {
    go(RESULTS_STEP);
    void sendAssessmentResults(contact, answers, language).then(setDelivery);
  };

  if (step === RESULTS_STEP) {
    return <AssessmentResults contact={contact} score={scoreAssessment(answers)} delivery={delivery} />;
  }
  const category = assessmentCategories[step - 1];
  if (!category) {
    return (
      <>
        <ContactStep contact={contact} onChange={setContact} onBegin={() => go(1)} focusHeading={navigated} />
        <NoScriptAssessmentKit />
      </>
    );
  }
  return (
    <CategoryStep
      key={category.key}
      step={step}
      category={category}
      answers={answers[category.key]}
      onAnswer={(question, value) => setAnswers((all) => withAnswer(all, category.key, question, value))}
      onBack={() => go(step - 1)}
      onNext={() => (step === CATEGORY_STEPS ? finish() : go(step + 1))}
    />
  );
}
