import type { SubmissionAnswer } from "../../api/submission-outcome.ts";
import { SubmissionSuccess } from "../../components/submission-success.tsx";
import { fireSuccessCopy as copy } from "../../content/share-your-fire.ts";

/** After sharing (SPEC 2.10): confetti, the 'Fire Starter' badge and 'Schedule Now'. */
export function FirePlanSuccess({ answer }: { answer: SubmissionAnswer }) {
  return (
    <SubmissionSuccess
      copy={copy}
      answer={answer}
      booking={{ label: copy.schedule, lead: copy.scheduleLead }}
      particleCount={100}
    />
  );
}
