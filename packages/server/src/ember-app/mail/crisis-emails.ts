import type { CrisisTier } from "@ember/domain";
import { fieldsHtml, fieldsText } from "../../platform/mail/email-fields.ts";
import type { EmailMessage } from "../../platform/mail/email-message.ts";
import { emailDocument, html } from "../../platform/mail/html.ts";
import type { EmberMailContext } from "./ember-mail-context.ts";

export interface AlertFacts {
  readonly tier: CrisisTier;
  readonly keyword: string;
  readonly message: string;
  /** ISO 8601, as product.md#sending-e-mail asks. */
  readonly detectedAt: string;
  readonly conversationId: string | undefined;
}

const HEADING = "Chat Crisis Alert";
/** The From display name of every crisis e-mail, so staff inbox rules can pick them out. */
export const CRISIS_SENDER_NAME = "Chat Crisis Alert";
/** A digest lists this many repeats in full; the rest are counted and wait in the staff console. */
export const DIGEST_LISTED = 20;
/** Characters of each repeat's message in a digest: a flood cannot make one e-mail megabytes long. */
const DIGEST_MESSAGE_CHARS = 500;

const clipped = (text: string) => {
  const points = [...text];
  return points.length <= DIGEST_MESSAGE_CHARS ? text : `${points.slice(0, DIGEST_MESSAGE_CHARS).join("")}…`;
};
const ASK = "Please follow up according to the crisis protocol. The person was shown the crisis resources.";

const factsOf = (a: AlertFacts) => [
  { label: "Tier", value: String(a.tier) },
  { label: "Keyword", value: a.keyword },
  { label: "Message", value: a.message },
  { label: "Time", value: a.detectedAt },
  { label: "Conversation", value: a.conversationId },
];

/**
 * The staff alert of product.md#sending-e-mail: subject 'CRISIS ALERT - Chat Bot Tier {tier}', every user
 * text escaped.
 */
export function crisisAlertEmail(alert: AlertFacts, { staffEmail }: EmberMailContext): EmailMessage {
  const subject = `CRISIS ALERT - Chat Bot Tier ${alert.tier}`;
  const text = [HEADING, "", fieldsText(factsOf(alert)), "", ASK].join("\n");
  const body = html`<h1 style="font-size:20px;color:#b91c1c">${HEADING}</h1>
${fieldsHtml(factsOf(alert))}
<p><strong>${ASK}</strong></p>`;
  return { to: staffEmail, subject, text, html: emailDocument(subject, body), fromName: CRISIS_SENDER_NAME };
}

/**
 * The follow-up of one alert group (ADR 0016, 0054): the later alerts of the same visitor (or of the same
 * address past its immediate e-mails) that did not need an e-mail of its own, so staff see the whole
 * picture without an e-mail per message. `total` counts them all; `repeats` are the first few, listed.
 */
export function crisisFollowUpEmail(
  first: AlertFacts,
  repeats: readonly AlertFacts[],
  total: number,
  mostUrgent: CrisisTier,
  { staffEmail }: EmberMailContext,
): EmailMessage {
  const subject = `CRISIS ALERT - Chat Bot Tier ${mostUrgent} - follow-up (${total} more from one visitor)`;
  const intro = `${total} more crisis ${total === 1 ? "alert" : "alerts"} from the visitor of the Tier ${first.tier} alert at ${first.detectedAt}:`;
  const listed = repeats.slice(0, DIGEST_LISTED).map((r) => ({ ...r, message: clipped(r.message) }));
  const rest = total - listed.length;
  const more =
    rest > 0
      ? `${rest} more ${rest === 1 ? "alert is" : "alerts are"} not listed here; every alert is in the staff console.`
      : undefined;
  const text = [
    `${HEADING}: follow-up`,
    "",
    intro,
    ...listed.flatMap((r, i) => ["", `Alert ${i + 2}`, fieldsText(factsOf(r))]),
    ...(more ? ["", more] : []),
    "",
    ASK,
  ].join("\n");
  const body = html`<h1 style="font-size:20px;color:#b91c1c">${HEADING}: follow-up</h1>
<p>${intro}</p>
${listed.map((r, i) => html`<h2 style="font-size:16px">Alert ${i + 2}</h2>\n${fieldsHtml(factsOf(r))}\n`)}
${more ? html`<p>${more}</p>` : ""}
<p><strong>${ASK}</strong></p>`;
  return { to: staffEmail, subject, text, html: emailDocument(subject, body), fromName: CRISIS_SENDER_NAME };
}
