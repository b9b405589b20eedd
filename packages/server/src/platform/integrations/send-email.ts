import { z } from "zod";
import { emailDocument, multiline } from "../mail/html.ts";
import { enqueueEmail } from "../mail/outbox.ts";
import { textProblem } from "../text-problems.ts";
import { parseInput } from "../validate.ts";
import type { CoreIntegration } from "./core-integration.ts";
import { requireAdminOrService } from "./integration-access.ts";

// Header-bound values: one line each. Refused rather than cleaned, so nothing is sent other than asked.
const oneLine = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => textProblem(v, false) === null, {
      message: "must be one line without control characters",
    });

const input = z.object({
  // One plain address: no display name, no list (the outbox re-checks it before writing).
  to: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ message: "must be one e-mail address" })),
  subject: oneLine(998).pipe(z.string().trim().min(1, "must not be empty")),
  body: z.string().min(1, "must not be empty").max(200_000),
  from_name: oneLine(200).optional(),
});

/**
 * Core.SendEmail (ADR 0026; product.md#sending-e-mail) through the e-mail outbox: admins and the service role
 * only, never an open relay (ADR 0005, 0033). The body is plain text; the HTML part is that text, escaped.
 * The sender's address is always MAIL_FROM; from_name only names it.
 */
export const sendEmail: CoreIntegration = async ({ app, request, reply, caller, limits, read }) => {
  requireAdminOrService(caller, "SendEmail");
  await limits.email(request, reply);
  const { params } = await read();
  const { to, subject, body, from_name } = parseInput(input, params);
  const fromName = from_name?.trim() || undefined;
  const id = await enqueueEmail(app.db, {
    to,
    subject,
    text: body,
    html: emailDocument(subject, multiline(body)),
    ...(fromName ? { fromName } : {}),
  });
  app.mail.kick();
  return { status: "queued", id };
};
