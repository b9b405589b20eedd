import { z } from "zod";
import { ApiError, forbidden } from "../../errors.ts";
import { findUserByEmail } from "../auth/users.ts";
import { isAdmin, isService } from "../caller.ts";
import { emailDocument, multiline } from "../mail/html.ts";
import { enqueueEmail } from "../mail/outbox.ts";
import { countInWindows } from "../mail/send-windows.ts";
import { textProblem } from "../text-problems.ts";
import { parseInput } from "../validate.ts";
import type { CoreIntegration } from "./core-integration.ts";
import { requireSignedIn } from "./integration-access.ts";

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
 * Core.SendEmail (ADR 0026, 0077; product.md#sending-e-mail) through the e-mail outbox. Admins and the
 * service role may write to anyone. Ordinary users only where SEND_EMAIL_FOR_USERS allows it (to the app's
 * own accounts, or to any address), never as an open relay (ADR 0005, 0033): each of their e-mails counts
 * against the recipient's hourly and daily limits (MAIL_PER_RECIPIENT_*, the same windows as an app's
 * visitor-addressed mail) and against the sender's (SEND_EMAIL_PER_USER_*), both shared by every instance,
 * then 429; their from_name is not used, and the e-mail says which account sent it. The body is plain
 * text; the HTML part is that text, escaped. The sender's address is always MAIL_FROM.
 */
export const sendEmail: CoreIntegration = async ({ app, request, reply, caller, limits, read }) => {
  const trusted = isAdmin(caller) || isService(caller);
  const policy = app.config.sendEmailForUsers;
  if (!trusted) {
    requireSignedIn(caller, "SendEmail");
    if (policy.to === "none") throw forbidden("Only an admin or the service role may use SendEmail");
  }
  await limits.email(request, reply);
  const { params } = await read();
  const { to, subject, body, from_name } = parseInput(input, params);
  if (trusted || caller.kind !== "user") {
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
  }

  const sender = caller.user;
  if (policy.to === "app_users" && !(await findUserByEmail(app.db, to))) {
    throw forbidden("SendEmail from a user may only go to the app's own users");
  }
  // Whoever reads it can tell who wrote it, so a user cannot pass their words off as the app's.
  const text = `${body}\n\n--\nSent by ${sender.email} through this app.`;
  const id = await app.db.transaction(async (tx) => {
    if (!(await countInWindows(tx, `sender:${sender.id}`, policy))) {
      throw tooMany(
        `You have sent as many e-mails as you may for now (at most ${policy.perHour} an hour and ${policy.perDay} a day)`,
      );
    }
    if (!(await countInWindows(tx, to.toLowerCase(), app.config.mailPerRecipient))) {
      throw tooMany("This address has been sent as many e-mails as it may get for now; try again later");
    }
    return enqueueEmail(tx, { to, subject, text, html: emailDocument(subject, multiline(text)) });
  });
  app.mail.kick();
  return { status: "queued", id };
};

const tooMany = (message: string) => new ApiError(429, message, "TooManyRequests");
