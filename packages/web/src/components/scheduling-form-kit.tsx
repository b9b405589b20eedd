import { siteConfig, timings } from "@ember/domain";
import type { ReactNode } from "react";
import { useMessages } from "../i18n/language-provider.tsx";
import { FormStatus } from "./form-status.tsx";
import { NoScriptKit } from "./no-script-kit.tsx";

/**
 * The no-script kit (decision 0066) of a form whose success leads on to the scheduling service, the
 * application and the planning form: its success screen, with the redirect the scripted screen makes
 * after the same delay, and its failure alert.
 */
export function SchedulingFormKit({ success, failureAlert }: { success: ReactNode; failureAlert: string }) {
  const { invalidSummary } = useMessages().forms;
  return (
    <NoScriptKit
      successes={[
        {
          variant: "submitted",
          screen: success,
          redirect: { to: siteConfig.links.scheduling, afterMs: timings.schedulingRedirectMs },
        },
      ]}
      failureAlert={
        <FormStatus
          state={{ status: "editing", failed: true, invalidCount: 0 }}
          failureAlert={failureAlert}
          invalidSummary={invalidSummary}
        />
      }
    />
  );
}
