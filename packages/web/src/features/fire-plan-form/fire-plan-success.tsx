import { siteConfig } from "@ember/domain";
import type { SubmissionAnswer } from "../../api/submission-outcome.ts";
import { SubmissionSuccess } from "../../components/submission-success.tsx";
import { formatMessage } from "../../i18n/format-message.ts";
import { useMessages } from "../../i18n/language-provider.tsx";
import { englishCatalog } from "../../i18n/load-catalog.ts";

/** The answer of a stored plan: the badge the server awards, named as the server names it. */
export const sharedFireBadge: SubmissionAnswer = {
  ok: true,
  id: "",
  badge: { badge_name: englishCatalog.forms.firePlan.success.badgeName, badge_category: "purpose_seeker" },
};

/** After sharing (product.md#the-planning-form): confetti, the 'Fire Starter' badge and 'Schedule Now'. */
export function FirePlanSuccess({ answer }: { answer: SubmissionAnswer }) {
  const copy = useMessages().forms.firePlan.success;
  const values = { founder: siteConfig.founderName };
  return (
    <SubmissionSuccess
      copy={{
        heading: copy.heading,
        body: formatMessage(copy.body, values),
        badge: { englishName: englishCatalog.forms.firePlan.success.badgeName, name: copy.badgeName },
      }}
      answer={answer}
      booking={{ label: copy.schedule, lead: formatMessage(copy.scheduleLead, values) }}
      particleCount={100}
    />
  );
}
