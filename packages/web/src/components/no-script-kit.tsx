import type { ReactNode } from "react";
import { useMessages } from "../i18n/language-provider.tsx";
import { type PluralMessage, pluralCategories } from "../i18n/plural.ts";

/** One success screen the server may answer with; the assessment has one per tier. */
export interface NoScriptSuccess {
  readonly variant: string;
  readonly screen: ReactNode;
  /** The scheduling service the scripted screen redirects to after `afterMs`, if it does. */
  readonly redirect?: { readonly to: string; readonly afterMs: number };
}

/**
 * What the server needs to answer a form posted without scripts, in the page's language and the page's
 * own markup (decision 0066): the success screens, the failure alert, the catalog's validation sentences
 * and answer counts, and the shapes of the error summary and of a field's error. It sits in a <noscript>:
 * the browser never shows it (hidden) and React never renders it on the client, so the scripted form
 * carries no cost; the server reads it from the prerendered page and leaves it out of what it answers.
 */
export function NoScriptKit({
  successes,
  failureAlert,
}: {
  successes: readonly NoScriptSuccess[];
  failureAlert: ReactNode;
}) {
  const { validation, invalidSummary } = useMessages().forms;
  const counts: PluralMessage = invalidSummary;
  return (
    <noscript>
      <div hidden data-no-script-kit="">
        {successes.map(({ variant, screen, redirect }) => (
          <div
            key={variant}
            data-kit="success"
            data-variant={variant}
            data-redirect-to={redirect?.to}
            data-redirect-after-ms={redirect?.afterMs}
          >
            {screen}
          </div>
        ))}
        <div data-kit="failure">{failureAlert}</div>
        <ul data-kit="messages">
          {Object.entries(validation).map(([key, text]) => (
            <li key={key} data-key={key}>
              {text}
            </li>
          ))}
        </ul>
        <ul data-kit="counts">
          {pluralCategories.map((category) =>
            counts[category] ? (
              <li key={category} data-plural={category}>
                {counts[category]}
              </li>
            ) : null,
          )}
        </ul>
        <div
          data-kit="summary"
          tabIndex={-1}
          className="rounded-xl border-2 border-destructive bg-card px-4 py-3 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <h3 className="font-semibold text-destructive">{"{count}"}</h3>
          <ul className="mt-2 flex flex-col gap-2">
            <li data-kit="summary-item">
              <a href="#top" className="font-semibold text-primary underline underline-offset-2">
                {"{label}"}
              </a>
              <span className="block text-sm text-foreground">{"{message}"}</span>
            </li>
          </ul>
        </div>
        <p data-kit="field-error" data-slot="field-error" className="text-sm font-semibold text-destructive">
          {"{message}"}
        </p>
      </div>
    </noscript>
  );
}
