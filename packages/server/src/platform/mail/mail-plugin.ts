import fp from "fastify-plugin";
import type { MailContext, MailSite } from "./email-message.ts";
import { createLocalMailbox } from "./local-mailbox.ts";
import type { Mailer } from "./mailer.ts";
import { releaseOrphanedClaims } from "./outbox.ts";
import { OutboxWorker, type OutboxWorkerOptions } from "./outbox-worker.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

export interface MailService {
  /** What the e-mail templates need: the site and the staff inbox (STAFF_EMAIL or the contact address). */
  readonly context: MailContext;
  readonly mailer: Mailer;
  readonly worker: OutboxWorker;
  /** Deliver soon: call after committing a transaction that enqueued e-mail. */
  kick(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailPluginOptions {
  /** Who the app's e-mails come from (the app's name and contact address). */
  readonly site: MailSite;
  /** Replaces the configured transport (SMTP_URL, else the local mailbox). */
  readonly mailer?: Mailer;
  /** Timings of the outbox worker (tests shorten them). */
  readonly worker?: Partial<OutboxWorkerOptions>;
}

/**
 * Round sizes per transport. The local mailbox "sends" instantly, so its rounds can be large: under load,
 * few statements. SMTP sends one message after another on each pooled connection: a round keeps every
 * connection busy and is large enough that the two statements per round cost little per e-mail
 * (ADR 0046); the round deadline, not the batch size, keeps a hanging server inside the lease.
 */
function roundsFor(mailer: Mailer): Partial<OutboxWorkerOptions> {
  if (mailer.transport === "local") return { batchSize: 200 };
  if (mailer.concurrency !== undefined) return { batchSize: 500, sendConcurrency: mailer.concurrency * 2 };
  return {};
}

/**
 * E-mail: the outbox worker over SMTP (SMTP_URL) or the local mailbox, started when the app is ready and
 * stopped on close before the database is. Functions enqueue with enqueueEmail in their own transaction.
 */
export default fp<MailPluginOptions>(
  async (app, options) => {
    const { smtpUrl, smtpMaxConnections, mailFrom, staffEmail } = app.config;
    const mailer =
      options.mailer ??
      (smtpUrl
        ? createSmtpMailer({
            url: smtpUrl,
            maxConnections: smtpMaxConnections,
            from: mailFrom ?? { name: options.site.brand, address: options.site.contactEmail },
          })
        : createLocalMailbox());
    const worker = new OutboxWorker(app.db, mailer, app.log.child({ component: "mail" }), {
      ...roundsFor(mailer),
      ...options.worker,
    });
    app.decorate("mail", {
      context: { site: options.site, staffEmail: staffEmail ?? options.site.contactEmail },
      mailer,
      worker,
      kick: () => worker.kick(),
    } satisfies MailService);
    app.addHook("onReady", async () => {
      if (app.db.kind === "pglite") {
        const released = await releaseOrphanedClaims(app.db);
        if (released > 0) app.log.warn({ released }, "e-mails of a stopped process are due again");
      }
      worker.start();
    });
    app.addHook("onClose", async () => {
      await worker.stop();
      await mailer.close?.();
    });
  },
  { name: "mail", dependencies: ["database"] },
);
