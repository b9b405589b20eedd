import type { Transporter } from "nodemailer";
import { onFirstUse } from "../on-first-use.ts";
import type { Mailer, OutgoingEmail, SendResult } from "./mailer.ts";

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 or smtps://… (SMTP_URL). */
  readonly url: string;
  /** The From header: MAIL_FROM, or the programme's name and contact address. */
  readonly from: string | { readonly name: string; readonly address: string };
  /** SMTP connections kept open and used in parallel (SMTP_MAX_CONNECTIONS). */
  readonly maxConnections?: number;
  /** Timeouts of one connection: connecting, waiting for the greeting, silence on the socket. */
  readonly connectionTimeoutMs?: number;
  readonly greetingTimeoutMs?: number;
  readonly socketTimeoutMs?: number;
  /**
   * The longest one send may take from being handed over, whatever the server does: a server that
   * trickles its replies never trips the socket timeout. The outbox's round deadline relies on it.
   */
  readonly sendTimeoutMs?: number;
}

export const defaultSmtpMaxConnections = 5;

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
 * Real delivery over SMTP with nodemailer's pool: a few connections, each carrying many messages one after
 * another (a new connection per message capped delivery near 80 e-mails/s, ADR 0046). `maxRequeues: 0`
 * is what makes the pool safe for the outbox: a message on a connection that drops fails back to us
 * instead of being sent again by the pool, so the outbox's own retry is the one recorded and nothing is
 * sent twice behind its back (nodemailer 10.6 smtp-pool: `_shouldRequeuOnConnectionClose` is
 * `requeueAttempts < maxRequeues`, and every entry's callback runs at most once). Bounded timeouts, no
 * file or URL access.
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const maxConnections = options.maxConnections ?? defaultSmtpMaxConnections;
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
  // nodemailer holds about 10 MB once imported: loaded with the first e-mail, not at start.
  let created: Transporter | undefined;
  const transporter = onFirstUse(async () => {
    const { default: nodemailer } = await import("nodemailer");
    created = nodemailer.createTransport({
      pool: true,
      url: options.url,
      maxConnections,
      // A connection is renewed now and then rather than kept for ever; 100 (the default) costs a
      // reconnection every 100 e-mails under load.
      maxMessages: 1_000,
      maxRequeues: 0,
      connectionTimeout: options.connectionTimeoutMs ?? 10_000,
      greetingTimeout: options.greetingTimeoutMs ?? 10_000,
      socketTimeout: options.socketTimeoutMs ?? 30_000,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    return created;
  });
  const messageDomain = domainOf(options.from);
  return {
    transport: "smtp",
    concurrency: maxConnections,
    async send(message: OutgoingEmail): Promise<SendResult> {
      try {
        await (await transporter()).sendMail({
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
          // The pool closes the connection of an aborted delivery, so a stalled server frees its slot.
          signal: AbortSignal.timeout(sendTimeoutMs),
        });
        return { ok: true };
      } catch (error) {
        const e = error as SmtpError;
        return { ok: false, permanent: isPermanentSmtpError(e), error: `${e.code ?? "ERROR"}: ${e.message}` };
      }
    },
    async close() {
      created?.close();
    },
  };
}
