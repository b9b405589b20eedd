import { contentPage } from "../app/page-handle.ts";
import { PageIntro } from "../components/page-intro.tsx";
import { PlansBanner, PlansBody, usePlansIntro } from "../components/plans.tsx";
import { pricingPage } from "../content/pricing.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/pricing";

export const handle = contentPage;
export const meta: Route.MetaFunction = ({ location }) => metaOf(pricingPage.meta, location, "Pricing");

export default function PricingPage() {
  const intro = usePlansIntro("pricing", pricingPage);
  return (
    <>
      <PageIntro copy={intro} catalogHeading>
        <PlansBanner />
      </PageIntro>
      <PlansBody />
    </>
  );
}
