import { FeatureSlot } from "../components/feature-slot.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { CardSection } from "../components/section.tsx";
import { fireFormSection, fireSteps, shareYourFireIntro } from "../content/share-your-fire.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/share-your-fire";

export const meta: Route.MetaFunction = () => metaOf(shareYourFireIntro.meta, "ShareYourFire");

export default function ShareYourFirePage() {
  return (
    <>
      <PageIntro copy={shareYourFireIntro} />
      <CardSection section={fireSteps} columns="lg:grid-cols-4" />
      <FeatureSlot id="fire-form" heading={fireFormSection.heading}>
        <p>{fireFormSection.pending}</p>
      </FeatureSlot>
    </>
  );
}
