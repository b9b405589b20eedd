import { FreeTrialBanner } from "../components/free-trial-banner.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { PlansBody } from "../components/plans.tsx";
import { freeTrialBanner, pricingIntro } from "../content/pricing.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = () => metaOf(pricingIntro.meta, "Pricing");

export default function PricingPage() {
  return (
    <>
      <PageIntro copy={pricingIntro}>
        <FreeTrialBanner title={freeTrialBanner.title} points={freeTrialBanner.points} />
      </PageIntro>
      <PlansBody />
    </>
  );
}
