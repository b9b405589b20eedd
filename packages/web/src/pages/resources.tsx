import { Link } from "../app/link.tsx";
import { contentPage } from "../app/page-handle.ts";
import { PageIntro } from "../components/page-intro.tsx";
import { ExternalAnchor, Section } from "../components/section.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { familiesSection, programCards, resourcesIntro } from "../content/resources.ts";
import { useMessages } from "../i18n/language-provider.tsx";
import { Tx } from "../i18n/tx.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/resources";

export const handle = contentPage;
export const meta: Route.MetaFunction = ({ location }) => metaOf(resourcesIntro.meta, location, "Resources");

export default function ResourcesPage() {
  const highlightsLabel = useMessages().shell.regions.highlights;
  return (
    <>
      <PageIntro copy={resourcesIntro} />
      <Section id="programs" heading={programCards.heading} intro={programCards.intro}>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {programCards.items.map((program) => (
            <li key={program.title}>
              <Card className="h-full" data-program="">
                <h3 className="font-serif text-2xl font-semibold">
                  <Tx>{program.title}</Tx>
                </h3>
                <p className="text-muted-foreground">
                  <Tx>{program.description}</Tx>
                </p>
                <ul aria-label={highlightsLabel} className="flex flex-wrap gap-2">
                  {program.chips.map((chip) => (
                    <li
                      key={chip}
                      className="rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground"
                    >
                      <Tx>{chip}</Tx>
                    </li>
                  ))}
                </ul>
                <Button asChild className="mt-auto self-start" variant="outline">
                  {"href" in program.action ? (
                    <ExternalAnchor href={program.action.href}>
                      <Tx>{program.action.label}</Tx>
                    </ExternalAnchor>
                  ) : (
                    <Link to={program.action.to}>
                      <Tx>{program.action.label}</Tx>
                    </Link>
                  )}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id={familiesSection.id}
        heading={familiesSection.heading}
        intro={familiesSection.intro}
        tone="muted"
      >
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {familiesSection.items.map((item) => (
            <li key={item.title}>
              <Card className="h-full">
                <h3 className="font-serif text-xl font-semibold">
                  <Tx>{item.title}</Tx>
                </h3>
                <p className="text-muted-foreground">
                  <Tx>{item.body}</Tx>
                </p>
                <Link
                  to={item.link.to}
                  className="mt-auto font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
                >
                  <Tx>{item.link.label}</Tx>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
