import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "../app/link.tsx";
import type { Action, CardSectionCopy, Stat } from "../content/types.ts";
import { useMessages } from "../i18n/language-provider.tsx";
import { Tx } from "../i18n/tx.tsx";
import { cn } from "../lib/cn.ts";
import { ContentText } from "./content-text.tsx";
import { Button } from "./ui/button.tsx";

/**
 * A page section with its h2 (and optional introduction), labelled by that heading. The heading and
 * introduction are content, translated on demand, unless `fromCatalog` says they are catalog text.
 */
export function Section({
  id,
  heading,
  intro,
  children,
  className,
  tone = "plain",
  fromCatalog = false,
}: {
  id: string;
  heading: string;
  intro?: string;
  children?: ReactNode;
  className?: string;
  tone?: "plain" | "muted" | "night";
  fromCatalog?: boolean;
}) {
  const toneClass =
    tone === "muted" ? "bg-muted" : tone === "night" ? "on-night bg-night text-night-foreground" : "";
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={toneClass || undefined}>
      <div className={cn("mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16", className)}>
        <h2 id={`${id}-title`} className="text-3xl font-bold sm:text-4xl">
          <ContentText fromCatalog={fromCatalog}>{heading}</ContentText>
        </h2>
        {intro ? (
          <p
            className={cn(
              "mt-3 max-w-3xl text-lg",
              tone === "night" ? "text-night-muted" : "text-muted-foreground",
            )}
          >
            <ContentText fromCatalog={fromCatalog}>{intro}</ContentText>
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** Figures as a definition list of cards: the value large, the label under it. */
export function StatGrid({
  stats,
  className,
  tone = "plain",
}: {
  stats: readonly Stat[];
  className?: string;
  tone?: "plain" | "night";
}) {
  return (
    <dl className={cn("mt-8 grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 lg:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col rounded-[var(--radius-card)] p-5 text-center",
            tone === "night" ? "bg-night-soft" : "border border-border bg-card shadow-sm",
          )}
        >
          <dt
            className={cn(
              "order-2 mt-1 font-medium",
              tone === "night" ? "text-night-muted" : "text-muted-foreground",
            )}
          >
            <Tx>{stat.label}</Tx>
          </dt>
          <dd
            className={cn(
              "order-1 font-serif text-4xl font-bold",
              tone === "night" ? "text-ember-glow" : "text-primary",
            )}
          >
            <StatValue value={stat.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A figure: digits, signs and unit letters ('$2K') stay as they are; one with words ('Up to 95%') is translated. */
export function StatValue({ value }: { value: string }) {
  return /\p{L}{2,}/u.test(value) ? <Tx>{value}</Tx> : value;
}

/** An external link that opens in a new tab, saying so to screen readers. */
export function ExternalAnchor({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const newTab = useMessages().shell.opensInNewTab;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}

/** A row of calls to action: router links for internal paths, new-tab anchors for other sites. */
export function ActionRow({
  actions,
  tone = "plain",
  className,
  fromCatalog = false,
}: {
  actions: readonly Action[];
  tone?: "plain" | "night";
  className?: string;
  /** The labels come from the visitor's catalog: show them as they are. */
  fromCatalog?: boolean;
}) {
  return (
    <div className={cn("mt-8 flex flex-wrap gap-3", className)}>
      {actions.map((action, i) => {
        const variant =
          tone === "night"
            ? i === 0
              ? "glow"
              : "outline-night"
            : (action.variant ?? (i === 0 ? "default" : "outline"));
        return (
          <Button
            key={action.label}
            asChild
            size="lg"
            variant={variant}
            className="whitespace-normal text-center"
          >
            {"href" in action ? (
              <ExternalAnchor href={action.href}>
                <ContentText fromCatalog={fromCatalog}>{action.label}</ContentText>
              </ExternalAnchor>
            ) : (
              <Link to={action.to}>
                <ContentText fromCatalog={fromCatalog}>{action.label}</ContentText>
              </Link>
            )}
          </Button>
        );
      })}
    </div>
  );
}

/** A closing call to action on the night background. */
export function ClosingCallToAction({
  id,
  heading,
  body,
  actions,
}: {
  id: string;
  heading: string;
  body: string;
  actions: readonly Action[];
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="px-4 py-16 sm:px-6">
      <div className="on-night mx-auto max-w-6xl rounded-[2rem] bg-night px-6 py-14 text-center text-night-foreground sm:px-12">
        <h2 id={`${id}-title`} className="text-3xl font-bold sm:text-4xl">
          <Tx>{heading}</Tx>
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-night-muted">
          <Tx>{body}</Tx>
        </p>
        <ActionRow actions={actions} tone="night" className="justify-center" />
      </div>
    </section>
  );
}

/** A section of titled cards (values, principles, what to expect). */
export function CardSection({
  section,
  tone = "plain",
  columns = "lg:grid-cols-3",
  fromCatalog = false,
}: {
  section: CardSectionCopy;
  tone?: "plain" | "muted";
  columns?: string;
  /** The texts come from the visitor's catalog: show them as they are. */
  fromCatalog?: boolean;
}) {
  return (
    <Section
      id={section.id}
      heading={section.heading}
      intro={section.intro}
      tone={tone}
      fromCatalog={fromCatalog}
    >
      <ul className={cn("mt-8 grid gap-4 sm:grid-cols-2", columns)}>
        {section.items.map((item) => (
          <li key={item.title}>
            <div className="flex h-full flex-col gap-2 rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-sm">
              <h3 className="font-serif text-xl font-semibold">
                <ContentText fromCatalog={fromCatalog}>{item.title}</ContentText>
              </h3>
              <p className="text-muted-foreground">
                <ContentText fromCatalog={fromCatalog}>{item.body}</ContentText>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
