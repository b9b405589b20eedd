import { PageIntro } from "../components/page-intro.tsx";
import { assessmentsIntro } from "../content/assessments.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/assessments";

export const meta: Route.MetaFunction = () => metaOf(assessmentsIntro.meta);

export default function AssessmentsPage() {
  return <PageIntro copy={assessmentsIntro} />;
}
