import type { ReactNode } from "react";

/** A page section holding a form on a card: its h2, an optional introduction, the form. */
export function FormSection({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-[var(--radius-card)] border border-border bg-card p-5 shadow-sm sm:p-8">
        <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-2 text-muted-foreground">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
