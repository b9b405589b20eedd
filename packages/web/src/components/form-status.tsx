import type { Catalog } from "../i18n/catalog-shape.ts";
import { useLanguage } from "../i18n/language-provider.tsx";
import { pluralMessage } from "../i18n/plural.ts";
import type { SubmissionState } from "../lib/use-form-submission.ts";

/**
 * What a form says about its last submission: the failure alert of product.md#errors (role=alert, so it is
 * read at once) and, politely, how many answers need attention.
 */
export function FormStatus({
  state,
  failureAlert,
  invalidSummary,
}: {
  state: SubmissionState;
  failureAlert: string;
  /** The catalog's sentence for a count of answers, one per plural form ('One answer needs your attention.'). */
  invalidSummary: Catalog["forms"]["invalidSummary"];
}) {
  const { language } = useLanguage();
  const editing = state.status === "editing" ? state : null;
  return (
    <>
      {/* Always in the page and never display:none, even empty: a live region that appears with its text,
          or is un-hidden, is often not announced. */}
      <p aria-live="polite" className="text-sm font-semibold text-destructive empty:sr-only">
        {editing && editing.invalidCount > 0
          ? pluralMessage(language, invalidSummary, editing.invalidCount)
          : ""}
      </p>
      {editing?.failed ? (
        <p
          role="alert"
          className="rounded-xl border border-destructive bg-card px-4 py-3 font-semibold text-destructive"
        >
          {failureAlert}
        </p>
      ) : null}
    </>
  );
}
