import { contentPage } from "../app/page-handle.ts";
import { PageIntro } from "../components/page-intro.tsx";
import { ClosingCallToAction, Section, StatGrid } from "../components/section.tsx";
import { StudyCard } from "../components/study-card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import { evidenceClosing, evidenceIntro, evidenceTabs, modelStats } from "../content/evidence.ts";
import { useMessages } from "../i18n/language-provider.tsx";
import { Tx } from "../i18n/tx.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/evidence";

export const handle = contentPage;
export const meta: Route.MetaFunction = ({ location }) => metaOf(evidenceIntro.meta, location, "Evidence");

function ResearchTabs() {
  const topicsLabel = useMessages().shell.regions.researchTopics;
  return (
    <Section id="research" heading={evidenceTabs.heading} intro={evidenceTabs.intro}>
      <Tabs defaultValue={evidenceTabs.defaultTab} className="mt-8">
        <TabsList aria-label={topicsLabel}>
          {evidenceTabs.tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              <Tx>{tab.label}</Tx>
            </TabsTrigger>
          ))}
        </TabsList>
        {evidenceTabs.tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <h3 className="font-serif text-2xl font-bold">
              <Tx>{tab.heading}</Tx>
            </h3>
            <p className="mt-2 text-muted-foreground">
              <Tx>{tab.intro}</Tx>
            </p>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {tab.items.map((study) => (
                <li key={study.title}>
                  <StudyCard study={study} />
                </li>
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
    </Section>
  );
}

export default function EvidencePage() {
  return (
    <>
      <PageIntro copy={evidenceIntro} />
      <ResearchTabs />
      <Section id="model-stats" heading={modelStats.heading} intro={modelStats.intro} tone="night">
        <StatGrid stats={modelStats.stats} tone="night" className="lg:grid-cols-3" />
      </Section>
      <ClosingCallToAction id="evidence-cta" {...evidenceClosing} />
    </>
  );
}
