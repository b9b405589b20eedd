import { FormSection } from "../components/form-section.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { CardSection } from "../components/section.tsx";
import { fireSteps, shareYourFireIntro } from "../content/share-your-fire.ts";
import { FirePlanForm } from "../features/fire-plan-form/fire-plan-form.tsx";
import { useMessages } from "../i18n/language-provider.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/share-your-fire";

export const meta: Route.MetaFunction = ({ location }) =>
  metaOf(shareYourFireIntro.meta, location, "ShareYourFire");

export default function ShareYourFirePage() {
  const section = useMessages().forms.firePlan.section;
  return (
    <>
      <PageIntro copy={shareYourFireIntro} />
      <CardSection section={fireSteps} columns="lg:grid-cols-4" />
      <FormSection id="fire-plan" heading={section.heading} intro={section.intro}>
        <FirePlanForm />
      </FormSection>
    </>
  );
}
