import type { Queryable } from "../../db/database.ts";
import type { Mailer } from "./mailer.ts";

/**
 * The default Mailer when no SMTP_URL is set: nothing leaves the machine. The outbox row itself is the
 * message, so "delivering" marks it sent (delivered_via 'local') and it stays readable in the database,
 * which is the local mailbox the staff console shows.
 */
export function createLocalMailbox(): Mailer {
  return { transport: "local", deliversInDatabase: true, send: async () => ({ ok: true }) };
}

export interface MailboxMessage {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly status: string;
  readonly created_date: string;
  readonly sent_date: string | null;
}

/** The local mailbox, newest first. */
export async function readLocalMailbox(db: Queryable, limit = 50, offset = 0): Promise<MailboxMessage[]> {
  const { rows } = await db.query<{
    id: string;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    status: string;
    created_date: Date | string;
    sent_date: Date | string | null;
  }>(
    `select id, to_address, subject, text_body, html_body, status, created_date, sent_date from mail_outbox
      where delivered_via = 'local' order by created_date desc, id desc limit $1 offset $2`,
    [limit, offset],
  );
  const iso = (d: Date | string) => new Date(d).toISOString();
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    status: r.status,
    created_date: iso(r.created_date),
    sent_date: r.sent_date === null ? null : iso(r.sent_date),
  }));
}
