import { z } from "zod";
import { conflict, notFound } from "../../../errors.ts";
import { defineFunction } from "../../../platform/functions/function-registry.ts";
import {
  listOutbox,
  type OutboxMessage,
  type OutboxSummary,
  outboxStatuses,
  readOutboxMessage,
  retryFailedEmail,
} from "../../../platform/mail/outbox-admin.ts";
import { assertAdminCaller } from "./admin-only.ts";
import { adminPage } from "./admin-page.ts";

const emailId = z.string().min(1).max(100);

/** The outbox, newest first, optionally one status: what was sent, what waits, what failed and why. */
export const adminListEmails = defineFunction({
  name: "adminListEmails",
  authorize: assertAdminCaller,
  input: z.object({ status: z.enum(outboxStatuses).optional(), ...adminPage }).strict(),
  async handler({ app }, input): Promise<{ emails: OutboxSummary[]; total: number }> {
    return listOutbox(app.db, input);
  },
});

/** One e-mail with its text and HTML bodies and its attempts: the local mailbox's reading view. */
export const adminReadEmail = defineFunction({
  name: "adminReadEmail",
  authorize: assertAdminCaller,
  input: z.object({ id: emailId }).strict(),
  async handler({ app }, { id }): Promise<OutboxMessage> {
    const message = await readOutboxMessage(app.db, id);
    if (!message) throw notFound(`E-mail ${id} not found`);
    return message;
  },
});

/** A failed e-mail goes back to the outbox worker with a fresh retry schedule; only a failed one. */
export const adminRetryEmail = defineFunction({
  name: "adminRetryEmail",
  authorize: assertAdminCaller,
  input: z.object({ id: emailId }).strict(),
  async handler({ app }, { id }): Promise<OutboxSummary> {
    const result = await retryFailedEmail(app.db, id);
    if (result.outcome !== "retried") {
      if (result.outcome === "missing") throw notFound(`E-mail ${id} not found`);
      throw conflict("Only a failed e-mail can be retried", { reason: "not_failed" });
    }
    app.mail.kick();
    return result.email;
  },
});
