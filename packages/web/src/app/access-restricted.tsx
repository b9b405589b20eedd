import { siteConfig } from "@ember/domain";
import { Lock } from "lucide-react";
import { useMessages } from "../i18n/language-provider.tsx";

/**
 * product.md#the-access-gate: shown when the signed-in visitor is not registered for this app, and
 * (`embedded`, inside the site's own <main>) to a signed-in visitor who opens the staff console without the
 * admin role.
 */
export function AccessRestricted({ embedded = false }: { readonly embedded?: boolean }) {
  const m = useMessages().shell.accessRestricted;
  const Landmark = embedded ? "section" : "main";
  return (
    <Landmark
      id={embedded ? undefined : "main"}
      aria-label={embedded ? m.title : undefined}
      className={`flex items-center justify-center bg-background px-4 py-12 ${embedded ? "" : "min-h-dvh"}`}
    >
      <div className="w-full max-w-lg rounded-[var(--radius-card)] border border-border bg-card p-8 text-center shadow-sm">
        <span
          aria-hidden="true"
          className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
        >
          <Lock className="size-6" />
        </span>
        <h1 className="text-3xl font-bold">{m.title}</h1>
        <p className="mt-4 text-muted-foreground">{m.body}</p>
        <div className="mt-6 rounded-2xl bg-muted p-5 text-start">
          <h2 className="font-sans text-sm font-semibold">{m.suggestionsHeading}</h2>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-muted-foreground">
            {m.suggestions.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ul>
        </div>
        <p className="mt-6 text-sm text-muted-foreground">
          {m.questions}{" "}
          <a className="font-semibold text-primary underline" href={`mailto:${siteConfig.contactEmail}`}>
            {siteConfig.contactEmail}
          </a>
        </p>
      </div>
    </Landmark>
  );
}
