import type { ReactNode } from "react";
import { Link } from "../app/link.tsx";
import type { PageIntroCopy } from "../content/types.ts";
import { Tx } from "../i18n/tx.tsx";
import { cn } from "../lib/cn.ts";
import { ContentText } from "./content-text.tsx";
import { Button } from "./ui/button.tsx";

/** A page's opening: eyebrow, the page's one h1, tagline, introduction and calls to action. */
export function PageIntro({
  copy,
  children,
  className,
  catalogHeading = false,
}: {
  copy: PageIntroCopy;
  /** The eyebrow, title, tagline and actions come from the visitor's catalog; the paragraphs are content. */
  catalogHeading?: boolean;
  /** Extra content under the introduction (a banner, a note, a date line). */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby="page-title"
      className={cn("bg-linear-to-b from-accent to-background px-4 pt-14 pb-16 sm:px-6 sm:pt-20", className)}
    >
      <div className="mx-auto max-w-3xl">
        {copy.eyebrow ? (
          <p className="mb-3 inline-flex rounded-2xl bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground">
            <ContentText fromCatalog={catalogHeading}>{copy.eyebrow}</ContentText>
          </p>
        ) : null}
        <h1 id="page-title" className="text-4xl leading-tight font-bold sm:text-5xl">
          <ContentText fromCatalog={catalogHeading}>{copy.title}</ContentText>
        </h1>
        {copy.tagline ? (
          <p className="mt-4 font-serif text-xl text-accent-foreground italic sm:text-2xl">
            <ContentText fromCatalog={catalogHeading}>{copy.tagline}</ContentText>
          </p>
        ) : null}
        <div className="mt-6 space-y-4 text-lg text-muted-foreground">
          {copy.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>
              <Tx>{paragraph}</Tx>
            </p>
          ))}
        </div>
        {children}
        {copy.actions?.length ? (
          <div className="mt-8 flex flex-wrap gap-3">
            {copy.actions.map((action) => (
              <Button
                key={action.to + action.label}
                asChild
                variant={action.variant ?? "default"}
                size="lg"
                className="whitespace-normal text-center"
              >
                <Link to={action.to}>
                  <ContentText fromCatalog={catalogHeading}>{action.label}</ContentText>
                </Link>
              </Button>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
