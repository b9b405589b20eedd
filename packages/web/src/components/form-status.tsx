import type { SubmissionState } from "../lib/use-form-submission.ts";

/**
 * What a form says about its last submission: the failure alert of SPEC 8 (role=alert, so it is read at
 * once) and, politely, how many answers need attention.
 */
export function FormStatus({
  state,
  failureAlert,
  invalidSummary,
}: {
  state: SubmissionState;
  failureAlert: string;
  invalidSummary: (count: number) => string;
}) {
  const editing = state.status === "editing" ? state : null;
  return (
    <>
      <p aria-live="polite" className="text-sm font-semibold text-destructive empty:hidden">
        {editing && editing.invalidCount > 0 ? invalidSummary(editing.invalidCount) : ""}
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
