import { CheckList } from "../components/check-list.tsx";
import { FormSection } from "../components/form-section.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { Section } from "../components/section.tsx";
import { Card } from "../components/ui/card.tsx";
import { getStartedIntro, pathCards } from "../content/get-started.ts";
import { ApplicationForm } from "../features/application-form/application-form.tsx";
import { useMessages } from "../i18n/language-provider.tsx";
import { Tx } from "../i18n/tx.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/get-started";

export const meta: Route.MetaFunction = ({ location }) =>
  metaOf(getStartedIntro.meta, location, "GetStarted");

export default function GetStartedPage() {
  const section = useMessages().forms.application.section;
  return (
    <>
      <PageIntro copy={getStartedIntro} />
      <Section id="paths" heading={pathCards.heading}>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {pathCards.items.map((path) => (
            <li key={path.title}>
              <Card className="h-full" data-path="">
                <h3 className="font-serif text-2xl font-semibold">
                  <Tx>{path.title}</Tx>
                </h3>
                <p className="text-muted-foreground">
                  <Tx>{path.body}</Tx>
                </p>
                <CheckList items={path.points} className="space-y-1" />
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <FormSection id="application" heading={section.heading} intro={section.intro}>
        <ApplicationForm />
      </FormSection>
    </>
  );
}
