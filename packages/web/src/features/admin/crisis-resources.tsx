import { hotlines, siteConfig } from "@ember/domain";
import { formatMessage } from "../../i18n/format-message.ts";
import { useAdminMessages } from "./admin-messages.tsx";

/** What staff follow when a crisis alert arrives: the escalation steps and the lines to share. */
export function CrisisResources() {
  const m = useAdminMessages().crisis.resources;
  const fill = (text: string) => formatMessage(text, hotlines);
  return (
    <aside aria-labelledby="crisis-resources" className="rounded-xl border-2 border-primary bg-card p-4">
      <h2 id="crisis-resources" className="text-xl font-bold">
        {m.heading}
      </h2>
      <ol className="mt-3 list-decimal space-y-2 ps-5">
        {m.steps.map((step) => (
          <li key={step}>{fill(step)}</li>
        ))}
      </ol>
      <ul className="mt-4 space-y-2 font-semibold">
        <li>
          <a className="text-primary underline underline-offset-4" href={`tel:${hotlines.crisisLine}`}>
            {fill(m.lifeline)}
          </a>
        </li>
        <li>
          <a
            className="text-primary underline underline-offset-4"
            href={`sms:${hotlines.textLine}?body=${hotlines.textWord}`}
          >
            {fill(m.textLine)}
          </a>
        </li>
        <li>
          <a className="text-primary underline underline-offset-4" href={`tel:${hotlines.emergency}`}>
            {fill(m.emergency)}
          </a>
        </li>
        <li>
          <a
            className="text-primary underline underline-offset-4"
            href={siteConfig.links.helplineDirectory}
            target="_blank"
            rel="noreferrer"
          >
            {m.directory}
          </a>
        </li>
      </ul>
    </aside>
  );
}
