import { FormSection } from "../components/form-section.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { CardSection } from "../components/section.tsx";
import { assessmentAreas, assessmentsIntro } from "../content/assessments.ts";
import { AssessmentWizard } from "../features/assessment/assessment-wizard.tsx";
import { useMessages } from "../i18n/language-provider.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/assessments";

export const meta: Route.MetaFunction = ({ location }) =>
  metaOf(assessmentsIntro.meta, location, "Assessments");

export default function AssessmentsPage() {
  const { section } = useMessages().assessment;
  return (
    <>
      <PageIntro copy={assessmentsIntro} />
      <CardSection section={assessmentAreas} />
      <FormSection id="assessment" heading={section.heading} intro={section.intro}>
        <AssessmentWizard />
      </FormSection>
    </>
  );
}
