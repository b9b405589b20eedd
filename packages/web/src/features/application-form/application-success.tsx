import { programme, siteConfig } from "@ember/domain";
import type { SubmissionAnswer } from "../../api/submission-outcome.ts";
import { CheckList } from "../../components/check-list.tsx";
import { SubmissionSuccess } from "../../components/submission-success.tsx";
import { formatMessage } from "../../i18n/format-message.ts";
import { useMessages } from "../../i18n/language-provider.tsx";
import { englishCatalog } from "../../i18n/load-catalog.ts";

/** The answer of a stored application: the badge the server awards, named as the server names it. */
export const awardedBadge: SubmissionAnswer = {
  ok: true,
  id: "",
  badge: { badge_name: englishCatalog.forms.application.success.badgeName, badge_category: "purpose_seeker" },
};

/**
 * After applying (product.md#applying): confetti of 100 particles, the badge, what happens next, the
 * booking.
 */
export function ApplicationSuccess({ answer }: { answer: SubmissionAnswer }) {
  const copy = useMessages().forms.application.success;
  const values = { founder: siteConfig.founderName, groupSize: programme.groupSize };
  return (
    <SubmissionSuccess
      copy={{
        heading: copy.heading,
        body: formatMessage(copy.body, values),
        badge: { englishName: englishCatalog.forms.application.success.badgeName, name: copy.badgeName },
      }}
      answer={answer}
      booking={{ label: copy.book }}
      particleCount={100}
    >
      <div className="text-start">
        <h4 className="text-xl font-bold">{copy.nextHeading}</h4>
        <CheckList
          items={copy.nextSteps.map((step) => formatMessage(step, values))}
          className="mt-3"
          fromCatalog
        />
      </div>
    </SubmissionSuccess>
  );
}
