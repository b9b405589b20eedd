import { Flag } from "lucide-react";
import { contentPage } from "../app/page-handle.ts";
import { CheckList } from "../components/check-list.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { ClosingCallToAction, Section, StatGrid } from "../components/section.tsx";
import { Card } from "../components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import {
  articleClosing,
  articlePartner,
  articlePublished,
  articleSources,
  articleStats,
  audienceGuides,
  greatSocialMediaLieIntro,
  realityChecks,
  redFlags,
} from "../content/great-social-media-lie.ts";
import { formatLongDate } from "../i18n/date-format.ts";
import { useLanguage } from "../i18n/language-provider.tsx";
import { Tx, useTx } from "../i18n/tx.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/great-social-media-lie";

export const handle = contentPage;
export const meta: Route.MetaFunction = ({ location }) =>
  metaOf(greatSocialMediaLieIntro.meta, location, "GreatSocialMediaLie");

function AudienceTabs() {
  const tabsLabel = useTx(audienceGuides.label);
  return (
    <Section id="guides" heading="A guide for every reader" tone="muted">
      <Tabs defaultValue={audienceGuides.defaultTab} className="mt-8">
        <TabsList aria-label={tabsLabel}>
          {audienceGuides.tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              <Tx>{tab.label}</Tx>
            </TabsTrigger>
          ))}
        </TabsList>
        {audienceGuides.tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <h3 className="font-serif text-2xl font-bold">
              <Tx>{tab.heading}</Tx>
            </h3>
            <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_1.4fr]">
              <Card>
                <h4 className="font-serif text-xl font-semibold">
                  <Tx>{tab.factsHeading}</Tx>
                </h4>
                <CheckList items={tab.facts} />
              </Card>
              <div>
                <h4 className="font-serif text-xl font-semibold">
                  <Tx>{tab.strategiesHeading}</Tx>
                </h4>
                <ul className="mt-3 grid gap-4 sm:grid-cols-2">
                  {tab.strategies.map((strategy) => (
                    <li key={strategy.title}>
                      <Card className="h-full gap-2 p-5">
                        <h5 className="font-semibold">
                          <Tx>{strategy.title}</Tx>
                        </h5>
                        <p className="text-muted-foreground">
                          <Tx>{strategy.body}</Tx>
                        </p>
                      </Card>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </TabsContent>
        ))}
      </Tabs>
    </Section>
  );
}

/** The publication date, written as the visitor's language writes dates. */
function PublishedDate() {
  const { language } = useLanguage();
  const [year = 0, month = 1, day = 1] = articlePublished.iso.split("-").map(Number);
  const label = formatLongDate(language, { year, month: month - 1, day });
  return <time dateTime={articlePublished.iso}>{label}</time>;
}

export default function GreatSocialMediaLiePage() {
  return (
    <article>
      <PageIntro copy={greatSocialMediaLieIntro}>
        <p className="mt-6 text-sm font-semibold text-muted-foreground">
          <Tx>Published</Tx> <PublishedDate /> · <Tx>{articlePartner.byline}</Tx>
        </p>
      </PageIntro>
      <Section id="statistics" heading={articleStats.heading}>
        <StatGrid stats={articleStats.stats} />
      </Section>
      <AudienceTabs />
      <Section id="red-flags" heading={redFlags.heading} intro={redFlags.intro}>
        <ul className="mt-8 grid gap-3 md:grid-cols-2">
          {redFlags.items.map((flag) => (
            <li key={flag} className="flex gap-3 rounded-2xl border border-border bg-card p-4">
              <Flag aria-hidden="true" className="mt-1 size-5 shrink-0 text-destructive" />
              <span>
                <Tx>{flag}</Tx>
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="reality-checks" heading={realityChecks.heading} intro={realityChecks.intro} tone="muted">
        <dl className="mt-8 grid gap-4 md:grid-cols-2">
          {realityChecks.items.map((item) => (
            <Card key={item.platform}>
              <dt className="font-serif text-lg font-semibold">
                <Tx>{item.platform}</Tx>
              </dt>
              <dd className="text-muted-foreground">
                <Tx>{item.check}</Tx>
              </dd>
            </Card>
          ))}
        </dl>
      </Section>
      <ClosingCallToAction id="article-cta" {...articleClosing} />
      <section aria-labelledby="sources-title" className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
        <h2 id="sources-title" className="text-2xl font-bold">
          <Tx>{articleSources.heading}</Tx>
        </h2>
        <p className="mt-3 text-sm text-muted-foreground">
          <Tx>{articleSources.body}</Tx>
        </p>
      </section>
    </article>
  );
}
