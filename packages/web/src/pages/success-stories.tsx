import { Clock, GraduationCap, Quote } from "lucide-react";
import { contentPage } from "../app/page-handle.ts";
import { PageIntro } from "../components/page-intro.tsx";
import { ClosingCallToAction, Section } from "../components/section.tsx";
import { Card } from "../components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import {
  keyThemes,
  professionalStories,
  studentStories,
  successClosing,
  successStoriesIntro,
  successTabs,
} from "../content/success-stories.ts";
import type { ProfessionalStoryCopy, StudentStoryCopy } from "../content/types.ts";
import { Tx, useTx } from "../i18n/tx.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/success-stories";

export const handle = contentPage;
export const meta: Route.MetaFunction = ({ location }) =>
  metaOf(successStoriesIntro.meta, location, "SuccessStories");

function Labelled({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt className="text-xs font-bold tracking-wider text-accent-foreground">
        <Tx>{label}</Tx>
      </dt>
      <dd className="mt-0.5">
        <Tx>{children}</Tx>
      </dd>
    </div>
  );
}

function StudentCard({ story }: { story: StudentStoryCopy }) {
  const { labels } = successTabs.students;
  return (
    <Card className="h-full" data-story="student">
      <h4 className="font-serif text-xl font-semibold">{story.name}</h4>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <GraduationCap aria-hidden="true" className="size-4" />
          <Tx>{story.university}</Tx>
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          <Tx>{`${story.hours} ${labels.hours}`}</Tx>
        </span>
      </p>
      <dl className="space-y-3">
        <Labelled label={labels.project}>{story.project}</Labelled>
        <Labelled label={labels.achievement}>{story.achievement}</Labelled>
        <Labelled label={labels.impact}>{story.impact}</Labelled>
      </dl>
    </Card>
  );
}

function ProfessionalCard({ story }: { story: ProfessionalStoryCopy }) {
  const { labels } = successTabs.professionals;
  return (
    <Card className="h-full" data-story="professional">
      <h4 className="font-serif text-xl font-semibold">{story.name}</h4>
      <p className="font-medium text-muted-foreground">
        <Tx>{story.title}</Tx>
      </p>
      <dl className="space-y-3">
        <Labelled label={labels.background}>{story.background}</Labelled>
      </dl>
      <blockquote className="flex gap-2 rounded-2xl bg-accent p-4 font-serif text-lg text-accent-foreground italic">
        <Quote aria-hidden="true" className="size-5 shrink-0" />
        <p>
          <Tx>{story.philosophy}</Tx>
        </p>
      </blockquote>
      <dl>
        <Labelled label={labels.impact}>{story.impact}</Labelled>
      </dl>
    </Card>
  );
}

function StoryTabs() {
  const { students, professionals } = successTabs;
  const tabsLabel = useTx(successTabs.label);
  return (
    <Section id="stories" heading="The stories" className="pt-4 sm:pt-6">
      <Tabs defaultValue={successTabs.defaultTab} className="mt-8">
        <TabsList aria-label={tabsLabel}>
          <TabsTrigger value={students.value}>
            <Tx>{students.label}</Tx>
          </TabsTrigger>
          <TabsTrigger value={professionals.value}>
            <Tx>{professionals.label}</Tx>
          </TabsTrigger>
        </TabsList>
        <TabsContent value={students.value}>
          <h3 className="font-serif text-2xl font-bold">
            <Tx>{students.heading}</Tx>
          </h3>
          <p className="mt-2 text-muted-foreground">
            <Tx>{students.intro}</Tx>
          </p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {studentStories.map((story) => (
              <li key={story.name}>
                <StudentCard story={story} />
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value={professionals.value}>
          <h3 className="font-serif text-2xl font-bold">
            <Tx>{professionals.heading}</Tx>
          </h3>
          <p className="mt-2 text-muted-foreground">
            <Tx>{professionals.intro}</Tx>
          </p>
          <ul className="mt-6 grid gap-4 lg:grid-cols-3">
            {professionalStories.map((story) => (
              <li key={story.name}>
                <ProfessionalCard story={story} />
              </li>
            ))}
          </ul>
        </TabsContent>
      </Tabs>
    </Section>
  );
}

export default function SuccessStoriesPage() {
  return (
    <>
      <PageIntro copy={successStoriesIntro} />
      <StoryTabs />
      <Section id="themes" heading={keyThemes.heading} tone="muted">
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {keyThemes.items.map((theme) => (
            <li key={theme.title}>
              <Card className="h-full">
                <h3 className="font-serif text-lg font-semibold">
                  <Tx>{theme.title}</Tx>
                </h3>
                <p className="text-muted-foreground">
                  <Tx>{theme.body}</Tx>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCallToAction id="stories-cta" {...successClosing} />
    </>
  );
}
