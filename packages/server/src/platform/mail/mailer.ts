import type { EmailMessage } from "./email-message.ts";

/** An outbox e-mail on its way out; the id makes the Message-ID, so a resend can be recognised. */
export interface OutgoingEmail extends EmailMessage {
  readonly id: string;
}

/**
 * The outcome of one delivery attempt. A permanent failure (the server refused this recipient or this
 * message) is not retried; anything else (connection refused, timeout, 4xx) is.
 */
export type SendResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly permanent: boolean; readonly error: string };

/** Where e-mail goes. Adapters return a result and never throw, so one bad send cannot stop the worker. */
export interface Mailer {
  /** Recorded with each attempt: 'smtp' or 'local'. */
  readonly transport: string;
  /**
   * True for the local mailbox only: its "sending" is the outbox row being marked sent, so the worker
   * delivers a whole round in one statement without reading any body (ADR 0039).
   */
  readonly deliversInDatabase?: boolean;
  /** Sends that can usefully be in flight at once (the SMTP pool's connections); the worker sizes its rounds by it. */
  readonly concurrency?: number;
  send(message: OutgoingEmail): Promise<SendResult>;
  close?(): Promise<void>;
}
