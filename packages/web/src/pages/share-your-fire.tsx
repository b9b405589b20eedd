import { FormSection } from "../components/form-section.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { CardSection } from "../components/section.tsx";
import { fireFormSection, fireSteps, shareYourFireIntro } from "../content/share-your-fire.ts";
import { FirePlanForm } from "../features/fire-plan-form/fire-plan-form.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/share-your-fire";

export const meta: Route.MetaFunction = () => metaOf(shareYourFireIntro.meta, "ShareYourFire");

export default function ShareYourFirePage() {
  return (
    <>
      <PageIntro copy={shareYourFireIntro} />
      <CardSection section={fireSteps} columns="lg:grid-cols-4" />
      <FormSection id="fire-plan" heading={fireFormSection.heading} intro={fireFormSection.intro}>
        <FirePlanForm />
      </FormSection>
    </>
  );
}
