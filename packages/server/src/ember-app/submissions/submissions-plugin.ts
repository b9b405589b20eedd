import fp from "fastify-plugin";
import { SubmissionWriter } from "./write-submission.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Writes the forms' submissions, grouped into shared statements under load (ADR 0030). */
    submissions: SubmissionWriter;
  }
}

export default fp(
  async (app) => {
    // PGlite has one connection, so one statement at a time; PostgreSQL's pool takes a few side by side.
    const maxInFlight = app.db.kind === "pglite" ? 1 : 4;
    // The local mailbox's delivery is marking the row sent: done in the submission's own statement.
    const deliverLocally = app.mail.mailer.deliversInDatabase ? app.mail.mailer.transport : null;
    const { perHour, perDay } = app.config.mailPerRecipient;
    app.decorate(
      "submissions",
      new SubmissionWriter(app.db, {
        maxInFlight,
        maxBatch: 100,
        deliverLocally,
        recipientLimits: { perHour, perDay },
      }),
    );
  },
  { name: "submissions", dependencies: ["database", "mail"] },
);
