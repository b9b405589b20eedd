import type { SubmissionAnswer } from "../../api/submission-outcome.ts";
import { CheckList } from "../../components/check-list.tsx";
import { SubmissionSuccess } from "../../components/submission-success.tsx";
import { applicationSuccessCopy as copy } from "../../content/get-started.ts";

/** After applying (SPEC 2.9): confetti of 100 particles, the badge, what happens next, the booking. */
export function ApplicationSuccess({ answer }: { answer: SubmissionAnswer }) {
  return (
    <SubmissionSuccess copy={copy} answer={answer} booking={{ label: copy.book }} particleCount={100}>
      <div className="text-left">
        <h4 className="text-xl font-bold">{copy.nextHeading}</h4>
        <CheckList items={copy.nextSteps} className="mt-3" />
      </div>
    </SubmissionSuccess>
  );
}
