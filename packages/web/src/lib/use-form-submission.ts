import { useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { FieldErrors, FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { createSubmissionAttempts } from "../api/submission-attempt.ts";
import type { SubmissionAnswer } from "../api/submission-outcome.ts";
import { type SubmissionFunction, submitToFunction } from "../api/submit-function.ts";
import { earlyInput } from "../app/scripts-after-paint.ts";
import { useLanguage } from "../i18n/language-provider.tsx";
import { announceBadgeChange } from "./badge-changes.ts";
import { firstInvalidField } from "./field-error-text.ts";

export type SubmissionState =
  | { readonly status: "editing"; readonly failed: boolean; readonly invalidCount: number }
  | { readonly status: "submitting" }
  | { readonly status: "submitted"; readonly answer: SubmissionAnswer };

/**
 * The life of a form (product.md#submitting-a-form): editing -> submitting -> submitted, or back to editing
 * with the failure alert. Invalid answers, found here or by the server (422), are marked on their fields and
 * the first of them, in the order the form shows them, takes focus. The page's language goes with the
 * answers: the visitor's e-mail is written in it.
 */
export function useFormSubmission<Values extends FieldValues, Output>({
  form,
  functionName,
  fieldOrder,
  onFailure,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  functionName: SubmissionFunction;
  /** Every field of the form, top to bottom. */
  fieldOrder: readonly Path<Values>[];
  /** Called after a failure that marked no field, e.g. to put focus back on the submit button. */
  onFailure?: () => void;
}) {
  const [state, setState] = useState<SubmissionState>({ status: "editing", failed: false, invalidCount: 0 });
  const attempts = useRef(createSubmissionAttempts()).current;
  const { language } = useLanguage();

  // The form started from what was typed before its scripts ran (withEarlyInput); registering the fields
  // while hydrating put each to that. What was typed while it hydrated is put back before the browser paints.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the commit that hydrated the form
  useLayoutEffect(() => {
    for (const [name, value] of earlyInput(fieldOrder)) {
      const field = name as Path<Values>;
      if (JSON.stringify(form.getValues(field)) === JSON.stringify(value)) continue;
      form.setValue(field, value as PathValue<Values, Path<Values>>, { shouldDirty: true });
    }
  }, []);

  const focusFirstOf = (invalid: ReadonlySet<string>) => {
    const first = firstInvalidField(fieldOrder, (field) => invalid.has(field));
    if (!first) return;
    form.setFocus(first);
    // Scroll padding (app.css) keeps it clear of the sticky header; centring it also brings its error
    // text, under the field, into view.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body)
      focused.scrollIntoView({ block: "center" });
  };

  const submitValid = async (output: Output) => {
    setState({ status: "submitting" });
    const payload = JSON.stringify({ ...output, language });
    const outcome = await submitToFunction(functionName, payload, attempts.keyFor(payload), fieldOrder);
    if (outcome.kind === "accepted") {
      attempts.settle(false);
      announceBadgeChange();
      setState({ status: "submitted", answer: outcome.answer });
      return;
    }
    attempts.settle(outcome.kind === "failed" && outcome.retryable);
    const fieldErrors = outcome.kind === "invalid" ? outcome.fieldErrors : [];
    for (const { field, message } of fieldErrors) {
      // serverFieldErrors keeps only the fields of fieldOrder.
      form.setError(field as Path<Values>, { type: "server", message });
    }
    // Committed at once, so the submit button is enabled again before it is given focus: waiting for a
    // frame raced React's own scheduling and lost on a busy machine (a disabled button takes no focus).
    flushSync(() => setState({ status: "editing", failed: true, invalidCount: fieldErrors.length }));
    if (fieldErrors.length > 0) focusFirstOf(new Set(fieldErrors.map((e) => e.field)));
    else onFailure?.();
  };

  const onSubmit = form.handleSubmit(submitValid, (errors: FieldErrors<Values>) => {
    const invalid = new Set(Object.keys(errors));
    focusFirstOf(invalid);
    setState({ status: "editing", failed: false, invalidCount: invalid.size });
  });

  return { state, onSubmit };
}
