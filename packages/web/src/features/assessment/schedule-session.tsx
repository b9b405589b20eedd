import { siteConfig, timings } from "@ember/domain";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { formatMessage } from "../../i18n/format-message.ts";
import { useMessages } from "../../i18n/language-provider.tsx";
import { useRedirectAfter } from "../../lib/use-redirect-after.ts";
import { useAssessmentNumbers } from "./use-assessment-numbers.ts";

function RedirectToScheduling() {
  useRedirectAfter(siteConfig.links.scheduling, timings.schedulingRedirectMs);
  return null;
}

/**
 * 'Schedule Your Free Coaching Session' (product.md#the-wellbeing-assessment): unlike the forms, the results
 * do not leave on their own; the 5 s redirect starts when the button is pressed, so a student can read the
 * results first.
 */
export function ScheduleSession() {
  const copy = useMessages().assessment.results;
  const numbers = useAssessmentNumbers();
  const [pressed, setPressed] = useState(false);
  return (
    <div className="flex flex-col items-center gap-2">
      <Button
        type="button"
        size="lg"
        className="whitespace-normal text-center"
        aria-describedby="assessment-redirect-note"
        onClick={() => setPressed(true)}
      >
        {copy.book}
      </Button>
      <p id="assessment-redirect-note" className="text-sm text-muted-foreground">
        {formatMessage(copy.redirecting, { seconds: numbers.whole(timings.schedulingRedirectMs / 1000) })}
      </p>
      {pressed ? <RedirectToScheduling /> : null}
    </div>
  );
}

/** The same way to the scheduling service on a page without scripts: a link, read when the visitor wants. */
export function ScheduleLink() {
  const copy = useMessages().assessment.results;
  return (
    <div className="flex flex-col items-center gap-2">
      <Button asChild size="lg" className="whitespace-normal text-center">
        <a href={siteConfig.links.scheduling}>{copy.book}</a>
      </Button>
    </div>
  );
}
