import { contentPage } from "../app/page-handle.ts";
import { PageIntro } from "../components/page-intro.tsx";
import { CardSection } from "../components/section.tsx";
import { safeSpaceIntro, safeSpacePeople, safeSpaceValues } from "../content/safe-space.ts";
import { CrisisLinesSection } from "../features/crisis/crisis-lines-section.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/safe-space";

export const handle = contentPage;
export const meta: Route.MetaFunction = ({ location }) => metaOf(safeSpaceIntro.meta, location, "SafeSpace");

export default function SafeSpacePage() {
  return (
    <>
      <PageIntro copy={safeSpaceIntro} />
      <CrisisLinesSection />
      <CardSection section={safeSpaceValues} />
      <CardSection section={safeSpacePeople} tone="muted" columns="lg:grid-cols-4" />
    </>
  );
}
