import type { ReactNode } from "react";

/**
 * The place an interactive feature (a form, the chat, the assessment) mounts on a content page. Until
 * the feature lands it shows a short note in the programme's voice; the feature replaces the note.
 */
export function FeatureSlot({
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
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-feature-slot={id}
      className="scroll-mt-24 px-4 py-14 sm:px-6"
    >
      <div className="mx-auto max-w-3xl rounded-[var(--radius-card)] border-2 border-dashed border-border bg-card p-6 sm:p-8">
        <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-2 text-muted-foreground">{intro}</p> : null}
        <div className="mt-4">{children}</div>
      </div>
    </section>
  );
}
