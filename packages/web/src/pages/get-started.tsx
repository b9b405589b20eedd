import { Check } from "lucide-react";
import { FeatureSlot } from "../components/feature-slot.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { Section } from "../components/section.tsx";
import { Card } from "../components/ui/card.tsx";
import { applicationSection, getStartedIntro, pathCards } from "../content/get-started.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/get-started";

export const meta: Route.MetaFunction = () => metaOf(getStartedIntro.meta, "GetStarted");

export default function GetStartedPage() {
  return (
    <>
      <PageIntro copy={getStartedIntro} />
      <Section id="paths" heading={pathCards.heading}>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {pathCards.items.map((path) => (
            <li key={path.title}>
              <Card className="h-full" data-path="">
                <h3 className="font-serif text-2xl font-semibold">{path.title}</h3>
                <p className="text-muted-foreground">{path.body}</p>
                <ul className="space-y-1">
                  {path.points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                      {point}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <FeatureSlot
        id="application-form"
        heading={applicationSection.heading}
        intro={applicationSection.intro}
      >
        <p>{applicationSection.pending}</p>
      </FeatureSlot>
    </>
  );
}
