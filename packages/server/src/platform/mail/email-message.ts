import { textProblem } from "../text-problems.ts";

/** One e-mail as the outbox stores it and a Mailer sends it; the sender is the transport's. */
export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The From header's display name (SendEmail's from_name); the address is always the transport's. */
  readonly fromName?: string | undefined;
  /**
   * Addressed to whatever a visitor typed in a form (a welcome, a results e-mail): counted against that
   * recipient's hourly and daily limits, and never sent past them (ADR 0054).
   */
  readonly visitorAddressed?: boolean;
  /**
   * Secrets in the e-mail (a code, a link with a token): the staff console shows a copy with each one
   * replaced, and once delivered over SMTP the stored body keeps only that copy.
   */
  readonly secrets?: readonly string[];
}

/** Who sends the app's e-mails: the name they sign with and the address people may write back to. */
export interface MailSite {
  readonly brand: string;
  readonly contactEmail: string;
}

/** What the templates need besides their subject: who sends, and where staff read mail. */
export interface MailContext<Site extends MailSite = MailSite> {
  readonly site: Site;
  readonly staffEmail: string;
}

// One plain address: no display name, no list, no spaces, quotes or angle brackets.
const plainAddress = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/;

/**
 * Refuses a message whose header-bound values could carry a header of their own. The forms already
 * refuse line breaks in every field that reaches a header; this is the last line of defence, so a bug
 * upstream fails loudly instead of sending an injected Bcc.
 */
export function assertHeaderSafe(message: EmailMessage): void {
  for (const [name, value] of [
    ["to", message.to],
    ["subject", message.subject],
  ] as const) {
    if (/[\r\n\u2028\u2029\u0085]/.test(value)) throw new Error(`E-mail ${name} contains a line break`);
  }
  if (!plainAddress.test(message.to) || message.to.length > 254) {
    throw new Error("E-mail recipient is not a single plain address");
  }
  if (message.subject.length > 998) throw new Error("E-mail subject is too long");
  if (message.fromName !== undefined) {
    if (textProblem(message.fromName, false) !== null) {
      throw new Error("E-mail sender name contains a control character");
    }
    if (message.fromName.length > 200) throw new Error("E-mail sender name is too long");
  }
}
