import { contentPage } from "../app/page-handle.ts";
import { PageIntro } from "../components/page-intro.tsx";
import { PlansBanner, PlansBody, usePlansIntro } from "../components/plans.tsx";
import { subscriptionsPage } from "../content/pricing.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/subscriptions";

export const handle = contentPage;
export const meta: Route.MetaFunction = ({ location }) =>
  metaOf(subscriptionsPage.meta, location, "Subscriptions");

export default function SubscriptionsPage() {
  const intro = usePlansIntro("subscriptions", subscriptionsPage);
  return (
    <>
      <PageIntro copy={intro} catalogHeading>
        <PlansBanner />
      </PageIntro>
      <PlansBody />
    </>
  );
}
