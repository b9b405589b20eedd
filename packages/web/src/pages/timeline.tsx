import {
  BookOpen,
  Briefcase,
  Flame,
  Globe,
  Heart,
  Library,
  Lightbulb,
  type LucideIcon,
  Music,
  Sprout,
  Users,
} from "lucide-react";
import { contentPage } from "../app/page-handle.ts";
import { PageIntro } from "../components/page-intro.tsx";
import { ActionRow, ClosingCallToAction, ExternalAnchor, Section, StatGrid } from "../components/section.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import {
  datedTimeline,
  encyclopediaCard,
  storyCards,
  timelineClosing,
  timelineIntro,
  timelineNumbers,
} from "../content/timeline.ts";
import type { TimelineColour, TimelineIcon } from "../content/types.ts";
import { useMessages } from "../i18n/language-provider.tsx";
import { Tx } from "../i18n/tx.tsx";
import { cn } from "../lib/cn.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/timeline";

export const handle = contentPage;
export const meta: Route.MetaFunction = ({ location }) => metaOf(timelineIntro.meta, location, "Timeline");

const icons: Record<TimelineIcon, LucideIcon> = {
  music: Music,
  book: BookOpen,
  briefcase: Briefcase,
  heart: Heart,
  flame: Flame,
  globe: Globe,
  users: Users,
  sprout: Sprout,
};

const colours: Record<TimelineColour, { dot: string; edge: string }> = {
  ember: { dot: "bg-[#b03c0c]", edge: "border-t-[#b03c0c]" },
  gold: { dot: "bg-[#9a6412]", edge: "border-t-[#9a6412]" },
  rose: { dot: "bg-[#b02a5b]", edge: "border-t-[#b02a5b]" },
  teal: { dot: "bg-[#0f766e]", edge: "border-t-[#0f766e]" },
  plum: { dot: "bg-[#6b3fa0]", edge: "border-t-[#6b3fa0]" },
  forest: { dot: "bg-[#2f6b3a]", edge: "border-t-[#2f6b3a]" },
};

function StoryCards() {
  return (
    <Section id="chapters" heading={storyCards.heading} intro={storyCards.intro}>
      <ol className="mt-8 grid gap-6 md:grid-cols-2">
        {storyCards.items.map((card) => (
          <li key={card.year + card.title}>
            <Card className="h-full" data-card="story">
              <p className="text-sm font-bold tracking-wide text-primary">{card.year}</p>
              <h3 className="font-serif text-2xl font-semibold">
                <Tx>{card.title}</Tx>
              </h3>
              <p className="font-medium text-accent-foreground italic">
                <Tx>{card.subtitle}</Tx>
              </p>
              <p className="text-muted-foreground">
                <Tx>{card.content}</Tx>
              </p>
              <div className="mt-auto rounded-2xl bg-accent p-4">
                <p className="flex items-center gap-2 text-sm font-bold text-accent-foreground">
                  <Lightbulb aria-hidden="true" className="size-4" />
                  <Tx>{storyCards.lessonLabel}</Tx>
                </p>
                <p className="mt-1 text-foreground">
                  <Tx>{card.lesson}</Tx>
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ol>
      <ActionRow actions={storyCards.actions} />
    </Section>
  );
}

function DatedTimeline() {
  return (
    <Section id="year-by-year" heading={datedTimeline.heading} intro={datedTimeline.intro} tone="muted">
      <ol className="relative mt-10 space-y-8 before:absolute before:inset-y-0 before:start-5 before:w-0.5 before:bg-border md:before:start-1/2 md:before:-ms-px">
        {datedTimeline.items.map((entry, i) => {
          const Icon = icons[entry.icon];
          const colour = colours[entry.colour];
          const right = i % 2 === 1;
          return (
            <li
              key={entry.year + entry.title}
              data-entry="founder-timeline"
              data-side={right ? "right" : "left"}
              className={cn("relative ps-16 md:w-1/2 md:ps-0", right ? "md:ms-auto md:ps-12" : "md:pe-12")}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "absolute start-0 top-4 flex size-10 items-center justify-center rounded-full text-white shadow",
                  colour.dot,
                  right ? "md:-start-5" : "md:start-auto md:-end-5",
                )}
              >
                <Icon className="size-5" />
              </span>
              <Card className={cn("border-t-4", colour.edge)}>
                <p className="font-serif text-2xl font-bold text-primary">{entry.year}</p>
                <h3 className="font-serif text-xl font-semibold">
                  <Tx>{entry.title}</Tx>
                </h3>
                <p className="text-sm font-semibold text-accent-foreground">
                  <Tx>{entry.subtitle}</Tx>
                </p>
                <p className="text-muted-foreground">
                  <Tx>{entry.content}</Tx>
                </p>
              </Card>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

function Encyclopedia() {
  return (
    <section aria-labelledby="encyclopedia-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <Card className="gap-5 p-8 sm:flex-row sm:items-center">
        <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
          <Library aria-hidden="true" className="size-8" />
        </span>
        <div className="flex-1">
          <h2 id="encyclopedia-title" className="text-2xl font-bold sm:text-3xl">
            <Tx>{encyclopediaCard.heading}</Tx>
          </h2>
          <p className="mt-2 text-muted-foreground">
            <Tx>{encyclopediaCard.body}</Tx>
          </p>
        </div>
        <Button asChild size="lg" variant="outline">
          <ExternalAnchor href={encyclopediaCard.link.href}>
            <Tx>{encyclopediaCard.link.label}</Tx>
          </ExternalAnchor>
        </Button>
      </Card>
    </section>
  );
}

export default function TimelinePage() {
  const moreLabel = useMessages().shell.regions.moreOfJourney;
  return (
    <>
      <PageIntro copy={timelineIntro} />
      <StoryCards />
      <Section id="numbers" heading={timelineNumbers.heading} tone="night">
        <StatGrid stats={timelineNumbers.stats} tone="night" />
      </Section>
      <DatedTimeline />
      <Encyclopedia />
      <ClosingCallToAction id="timeline-cta" {...timelineClosing} />
      <nav aria-label={moreLabel} className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ActionRow actions={timelineClosing.more} className="mt-0 justify-center" />
      </nav>
    </>
  );
}
