import nodemailer from "nodemailer";
import type { Mailer, OutgoingEmail, SendResult } from "./mailer.ts";

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 or smtps://… (SMTP_URL). */
  readonly url: string;
  /** The From header: MAIL_FROM, or the programme's name and contact address. */
  readonly from: string | { readonly name: string; readonly address: string };
}

interface SmtpError {
  readonly code?: string;
  readonly responseCode?: number;
  readonly message?: string;
}

/**
 * Only the server refusing this recipient or this message (a 5xx to RCPT or DATA) is permanent. A 5xx to
 * AUTH is a configuration problem an operator can fix, so those messages wait for the fix.
 */
export function isPermanentSmtpError(error: SmtpError): boolean {
  if (error.code !== "EENVELOPE" && error.code !== "EMESSAGE") return false;
  return error.responseCode === undefined || error.responseCode >= 500;
}

const addressOf = (from: SmtpMailerOptions["from"]) =>
  (typeof from === "string" ? (from.match(/<([^>]+)>/)?.[1] ?? from) : from.address).trim();
const domainOf = (from: SmtpMailerOptions["from"]) => addressOf(from).split("@")[1]?.trim() || "localhost";

/**
 * Real delivery over SMTP with nodemailer: one connection per message, bounded timeouts, no file or URL
 * access. Not nodemailer's pool: it re-queues a message on its own when a connection drops, which hides
 * the failure from the outbox (whose retries are the ones recorded) and can send a message twice.
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transporter = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const messageDomain = domainOf(options.from);
  return {
    transport: "smtp",
    async send(message: OutgoingEmail): Promise<SendResult> {
      try {
        await transporter.sendMail({
          // A caller's display name goes in as data: nodemailer quotes or encodes it, the address stays ours.
          from: message.fromName
            ? { name: message.fromName, address: addressOf(options.from) }
            : options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          // Stable per outbox row: a receiving system can tell a resend after a lost reply from a new mail.
          messageId: `<${message.id}@${messageDomain}>`,
        });
        return { ok: true };
      } catch (error) {
        const e = error as SmtpError;
        return { ok: false, permanent: isPermanentSmtpError(e), error: `${e.code ?? "ERROR"}: ${e.message}` };
      }
    },
    async close() {
      transporter.close();
    },
  };
}
