import type { Catalog } from "../i18n/catalogs/en/index.ts";
import { formatCount } from "../i18n/format-count.ts";
import { formatMessage } from "../i18n/format-message.ts";
import { useLanguage } from "../i18n/language-provider.tsx";
import type { SubmissionState } from "../lib/use-form-submission.ts";

/** 'One answer needs your attention.' or '3 answers need your attention.' */
function summaryOf(count: number, summary: Catalog["forms"]["invalidSummary"], language: string): string {
  return count === 1 ? summary.one : formatMessage(summary.other, { count: formatCount(language, count) });
}

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
  /** The catalog's sentences for one and for several answers ({count}). */
  invalidSummary: Catalog["forms"]["invalidSummary"];
}) {
  const { language } = useLanguage();
  const editing = state.status === "editing" ? state : null;
  return (
    <>
      <p aria-live="polite" className="text-sm font-semibold text-destructive empty:hidden">
        {editing && editing.invalidCount > 0 ? summaryOf(editing.invalidCount, invalidSummary, language) : ""}
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
