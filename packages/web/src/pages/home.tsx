import { timings } from "@ember/domain";
import {
  ArrowRight,
  BookOpen,
  Compass,
  HandHeart,
  Handshake,
  Heart,
  Hourglass,
  type LucideIcon,
  MessagesSquare,
  Microscope,
  ShieldCheck,
  Sparkles,
  Target,
  Users,
} from "lucide-react";
import { Link } from "../app/link.tsx";
import { contentPage } from "../app/page-handle.ts";
import { HeroCarousel } from "../components/hero-carousel.tsx";
import { StatValue } from "../components/section.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card, CardDescription, CardTitle } from "../components/ui/card.tsx";
import { homeContent } from "../content/home.ts";
import { Tx } from "../i18n/tx.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/home";

export const handle = contentPage;
export const meta: Route.MetaFunction = ({ location }) => metaOf(homeContent.meta, location, "Home");

const valueIcons: readonly LucideIcon[] = [Handshake, HandHeart, Target, Hourglass, Heart];
const whyIcons: readonly LucideIcon[] = [MessagesSquare, Users, BookOpen, Compass];

function SectionHeading({ id, children, className }: { id: string; children: string; className?: string }) {
  return (
    <h2 id={id} className={className ?? "text-3xl font-bold sm:text-4xl"}>
      <Tx>{children}</Tx>
    </h2>
  );
}

function Hero() {
  const { hero } = homeContent;
  return (
    <section aria-labelledby="home-title" className="bg-linear-to-b from-accent to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-12 lg:grid-cols-[1.05fr_1fr] lg:py-20">
        <div>
          <p className="mb-4 inline-flex rounded-2xl bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground">
            <Tx>{hero.eyebrow}</Tx>
          </p>
          <h1 id="home-title" className="text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">
            <Tx>{hero.title}</Tx>
          </h1>
          <p className="mt-5 font-serif text-xl text-accent-foreground italic sm:text-2xl">
            <Tx>{hero.tagline}</Tx>
          </p>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">
            <Tx>{hero.body}</Tx>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={hero.primary.to}>
                <Tx>{hero.primary.label}</Tx>
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={hero.secondary.to}>
                <Tx>{hero.secondary.label}</Tx>
              </Link>
            </Button>
          </div>
        </div>
        <HeroCarousel
          slides={hero.slides}
          label={hero.carouselLabel}
          intervalMs={timings.carouselIntervalMs}
          fadeMs={timings.carouselFadeMs}
          className="-order-1 lg:order-none"
        />
      </div>
    </section>
  );
}

function Mission() {
  const { mission } = homeContent;
  return (
    <section aria-labelledby="mission-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="mission-title">{mission.heading}</SectionHeading>
          {mission.body.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 text-lg text-muted-foreground">
              <Tx>{paragraph}</Tx>
            </p>
          ))}
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
            {mission.links.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
                >
                  <Tx>{item.label}</Tx>
                  <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-4">
          <Card className="border-secondary bg-secondary">
            <Sparkles aria-hidden="true" className="size-6 text-secondary-foreground" />
            <CardTitle className="text-secondary-foreground">
              <Tx>{mission.trialNotice.title}</Tx>
            </CardTitle>
            <p className="text-secondary-foreground">
              <Tx>{mission.trialNotice.body}</Tx>
            </p>
          </Card>
          <Card>
            <ShieldCheck aria-hidden="true" className="size-6 text-primary" />
            <CardTitle>
              <Tx>{mission.disclaimer.title}</Tx>
            </CardTitle>
            <CardDescription>
              <Tx>{mission.disclaimer.body}</Tx>
            </CardDescription>
          </Card>
        </div>
      </div>
    </section>
  );
}

function Stats() {
  const { stats } = homeContent;
  return (
    <section aria-labelledby="stats-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <h2 id="stats-title" className="sr-only">
        <Tx>{stats.heading}</Tx>
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.items.map((item) => (
          <Card key={item.label} className="items-center gap-1 text-center">
            <dt className="order-2 text-sm font-semibold text-muted-foreground sm:text-base">
              <Tx>{item.label}</Tx>
            </dt>
            <dd className="order-1 font-serif text-4xl font-bold text-primary sm:text-5xl">
              <StatValue value={item.value} />
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

function Grassroots() {
  const { grassroots } = homeContent;
  return (
    <section aria-labelledby="grassroots-title" className="on-night bg-night text-night-foreground">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="max-w-2xl">
          <SectionHeading id="grassroots-title">{grassroots.heading}</SectionHeading>
          <p className="mt-4 text-lg text-night-muted">
            <Tx>{grassroots.body}</Tx>
          </p>
        </div>
        <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {grassroots.items.map((item) => (
            <div key={item.label} className="flex flex-col rounded-2xl bg-night-soft p-5">
              <dt className="order-2 mt-1 text-night-muted">
                <Tx>{item.label}</Tx>
              </dt>
              <dd className="order-1 font-serif text-4xl font-bold text-ember-glow">
                <StatValue value={item.value} />
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-10 flex flex-wrap gap-3">
          {grassroots.actions.map((action, i) => (
            <Button key={action.to} asChild size="lg" variant={i === 0 ? "glow" : "outline-night"}>
              <Link to={action.to}>
                <Tx>{action.label}</Tx>
              </Link>
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}

function Evidence() {
  const { evidence } = homeContent;
  return (
    <section aria-labelledby="evidence-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <Card className="gap-5 p-8 sm:flex-row sm:items-center sm:p-10">
        <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
          <Microscope aria-hidden="true" className="size-8" />
        </span>
        <div className="flex-1">
          <SectionHeading id="evidence-title" className="text-2xl font-bold sm:text-3xl">
            {evidence.heading}
          </SectionHeading>
          <p className="mt-2 text-muted-foreground">
            <Tx>{evidence.body}</Tx>
          </p>
        </div>
        <Button asChild size="lg">
          <Link to={evidence.link.to}>
            <Tx>{evidence.link.label}</Tx>
          </Link>
        </Button>
      </Card>
    </section>
  );
}

function Values() {
  const { values } = homeContent;
  return (
    <section aria-labelledby="values-title" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading id="values-title">{values.heading}</SectionHeading>
        <p className="mt-3 text-lg text-muted-foreground">
          <Tx>{values.intro}</Tx>
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {values.items.map((value, i) => {
            const Icon = valueIcons[i] ?? Heart;
            return (
              <li key={value.name}>
                <Card className="h-full">
                  <Icon aria-hidden="true" className="size-7 text-primary" />
                  <CardTitle>
                    <Tx>{value.name}</Tx>
                  </CardTitle>
                  <CardDescription>
                    <Tx>{value.description}</Tx>
                  </CardDescription>
                </Card>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function WhyItWorks() {
  const { whyItWorks } = homeContent;
  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading id="why-title">{whyItWorks.heading}</SectionHeading>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {whyItWorks.items.map((item, i) => {
          const Icon = whyIcons[i] ?? Compass;
          return (
            <li key={item.title}>
              <Card className="h-full flex-row items-start gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <CardTitle>
                    <Tx>{item.title}</Tx>
                  </CardTitle>
                  <CardDescription className="mt-1">
                    <Tx>{item.description}</Tx>
                  </CardDescription>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function FinalCallToAction() {
  const { finalCta } = homeContent;
  return (
    <section aria-labelledby="final-cta-title" className="px-4 pb-16 sm:px-6">
      <div className="on-night mx-auto max-w-6xl rounded-[2rem] bg-night px-6 py-14 text-center text-night-foreground sm:px-12">
        <SectionHeading id="final-cta-title">{finalCta.heading}</SectionHeading>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-night-muted">
          <Tx>{finalCta.body}</Tx>
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="glow">
            <Link to={finalCta.primary.to}>
              <Tx>{finalCta.primary.label}</Tx>
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline-night">
            <Link to={finalCta.secondary.to}>
              <Tx>{finalCta.secondary.label}</Tx>
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

export default function HomePage() {
  return (
    <>
      <Hero />
      <Mission />
      <Stats />
      <Grassroots />
      <Evidence />
      <Values />
      <WhyItWorks />
      <FinalCallToAction />
    </>
  );
}
