import { FreeTrialBanner } from "../components/free-trial-banner.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { PlansBody } from "../components/plans.tsx";
import { freeTrialBanner, subscriptionsIntro } from "../content/pricing.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/subscriptions";

export const meta: Route.MetaFunction = () => metaOf(subscriptionsIntro.meta, "Subscriptions");

export default function SubscriptionsPage() {
  return (
    <>
      <PageIntro copy={subscriptionsIntro}>
        <FreeTrialBanner title={freeTrialBanner.title} points={freeTrialBanner.points} />
      </PageIntro>
      <PlansBody />
    </>
  );
}
