import type { CrisisTier } from "@ember/domain";
import { fieldsHtml, fieldsText } from "./email-fields.ts";
import type { EmailMessage, MailContext } from "./email-message.ts";
import { emailDocument, html } from "./html.ts";

export interface AlertFacts {
  readonly tier: CrisisTier;
  readonly keyword: string;
  readonly message: string;
  /** ISO 8601, as SPEC 7.5 asks. */
  readonly detectedAt: string;
  readonly conversationId: string | undefined;
}

const HEADING = "Chat Crisis Alert";
const ASK = "Please follow up according to the crisis protocol. The person was shown the crisis resources.";

const factsOf = (a: AlertFacts) => [
  { label: "Tier", value: String(a.tier) },
  { label: "Keyword", value: a.keyword },
  { label: "Message", value: a.message },
  { label: "Time", value: a.detectedAt },
  { label: "Conversation", value: a.conversationId },
];

/** The staff alert of SPEC 7.5: subject 'CRISIS ALERT - Chat Bot Tier {tier}', every user text escaped. */
export function crisisAlertEmail(alert: AlertFacts, { staffEmail }: MailContext): EmailMessage {
  const subject = `CRISIS ALERT - Chat Bot Tier ${alert.tier}`;
  const text = [HEADING, "", fieldsText(factsOf(alert)), "", ASK].join("\n");
  const body = html`<h1 style="font-size:20px;color:#b91c1c">${HEADING}</h1>
${fieldsHtml(factsOf(alert))}
<p><strong>${ASK}</strong></p>`;
  return { to: staffEmail, subject, text, html: emailDocument(subject, body) };
}

/**
 * The follow-up of one alert group (ADR 0016): every later alert of the conversation that did not need
 * an e-mail of its own, so staff see the whole picture without an e-mail per message.
 */
export function crisisFollowUpEmail(
  first: AlertFacts,
  repeats: readonly AlertFacts[],
  { staffEmail }: MailContext,
): EmailMessage {
  const tier = Math.min(...repeats.map((r) => r.tier));
  const subject = `CRISIS ALERT - Chat Bot Tier ${tier} - follow-up (${repeats.length} more in one conversation)`;
  const intro = `${repeats.length} more crisis ${repeats.length === 1 ? "alert" : "alerts"} from the conversation of the Tier ${first.tier} alert at ${first.detectedAt}:`;
  const text = [
    `${HEADING}: follow-up`,
    "",
    intro,
    ...repeats.flatMap((r, i) => ["", `Alert ${i + 2}`, fieldsText(factsOf(r))]),
    "",
    ASK,
  ].join("\n");
  const body = html`<h1 style="font-size:20px;color:#b91c1c">${HEADING}: follow-up</h1>
<p>${intro}</p>
${repeats.map((r, i) => html`<h2 style="font-size:16px">Alert ${i + 2}</h2>\n${fieldsHtml(factsOf(r))}\n`)}
<p><strong>${ASK}</strong></p>`;
  return { to: staffEmail, subject, text, html: emailDocument(subject, body) };
}
