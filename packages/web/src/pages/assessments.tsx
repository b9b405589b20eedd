import { FeatureSlot } from "../components/feature-slot.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { CardSection } from "../components/section.tsx";
import { assessmentAreas, assessmentReceive, assessmentsIntro } from "../content/assessments.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/assessments";

export const meta: Route.MetaFunction = () => metaOf(assessmentsIntro.meta, "Assessments");

export default function AssessmentsPage() {
  return (
    <>
      <PageIntro copy={assessmentsIntro} />
      <CardSection section={assessmentAreas} />
      <FeatureSlot id="assessment" heading="Begin Assessment" intro={assessmentReceive.note}>
        <p>{assessmentReceive.pending}</p>
      </FeatureSlot>
    </>
  );
}
