import type { EmailMessage, MailContext } from "./email-message.ts";
import { emailDocument, html, type SafeHtml } from "./html.ts";

/**
 * The e-mails of accounts (ADR 0023): the sign-up code, the note to someone who already has an account,
 * the password-reset link and the invitation. Plain text and HTML say the same; every value is escaped.
 */

const button = (href: string, label: string) =>
  html`<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${label}</a></p>`;

function signOff({ site }: MailContext): { text: string[]; html: SafeHtml } {
  const help = `Questions? Write to us at ${site.contactEmail}.`;
  return {
    text: ["", "With warmth,", `The ${site.brand} Team`, "", help],
    html: html`<p>With warmth,<br>The ${site.brand} Team</p>
<p style="font-size:13px;color:#6b7280">Questions? Write to us at <a href="mailto:${site.contactEmail}">${site.contactEmail}</a>.</p>`,
  };
}

export function verificationCodeEmail(
  to: string,
  code: string,
  minutes: number,
  ctx: MailContext,
): EmailMessage {
  const { site } = ctx;
  const subject = `Your ${site.brand} verification code: ${code}`;
  const intro = `Welcome to ${site.brand}! We're so glad you're here. To finish creating your account, enter this code:`;
  const expiry = `The code works for ${minutes} minutes. If you didn't sign up, you can safely ignore this e-mail.`;
  const end = signOff(ctx);
  const text = ["Hi there,", "", intro, "", `    ${code}`, "", expiry, ...end.text].join("\n");
  const body = html`<h1 style="font-size:22px">Confirm your e-mail address</h1>
<p>Hi there,</p>
<p>${intro}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:24px 0;font-family:'Courier New',monospace">${code}</p>
<p>${expiry}</p>
${end.html}`;
  return { to, subject, text, html: emailDocument(subject, body), secrets: [code] };
}

/** Sent instead of a code when the address already has an account: the page answers the same either way. */
export function alreadyRegisteredEmail(
  to: string,
  links: { signIn: string; reset: string },
  ctx: MailContext,
): EmailMessage {
  const { site } = ctx;
  const subject = `You already have an account with ${site.brand}`;
  const intro = `Someone (hopefully you) tried to create a ${site.brand} account with this e-mail address. Good news: you already have one.`;
  const forgot = "Forgotten your password? You can choose a new one here:";
  const ignore = "If this wasn't you, no action is needed: your account is unchanged.";
  const end = signOff(ctx);
  const text = [
    "Hi there,",
    "",
    intro,
    "",
    `Sign in: ${links.signIn}`,
    `${forgot} ${links.reset}`,
    "",
    ignore,
    ...end.text,
  ].join("\n");
  const body = html`<h1 style="font-size:22px">You already have an account</h1>
<p>Hi there,</p>
<p>${intro}</p>
${button(links.signIn, "Sign in")}
<p>${forgot} <a href="${links.reset}" style="color:#c2410c">reset your password</a>.</p>
<p>${ignore}</p>
${end.html}`;
  return { to, subject, text, html: emailDocument(subject, body) };
}

export function passwordResetEmail(to: string, link: string, ctx: MailContext): EmailMessage {
  const { site } = ctx;
  const subject = `Reset your ${site.brand} password`;
  const intro = `We received a request to reset the password of your ${site.brand} account. Choose a new one with this link:`;
  const expiry =
    "The link works once, for one hour. If you didn't ask for it, you can ignore this e-mail: your password stays as it is.";
  const end = signOff(ctx);
  const text = ["Hi there,", "", intro, "", link, "", expiry, ...end.text].join("\n");
  const body = html`<h1 style="font-size:22px">Reset your password</h1>
<p>Hi there,</p>
<p>${intro}</p>
${button(link, "Choose a new password")}
<p style="font-size:13px;color:#6b7280;word-break:break-all">${link}</p>
<p>${expiry}</p>
${end.html}`;
  return { to, subject, text, html: emailDocument(subject, body), secrets: [link] };
}

export function invitationEmail(
  to: string,
  link: string,
  role: "user" | "admin",
  ctx: MailContext,
): EmailMessage {
  const { site } = ctx;
  const subject = `You're invited to join ${site.brand}`;
  const as = role === "admin" ? " as an administrator" : "";
  const intro = `You've been invited to join ${site.brand}${as}. We'd love to have you with us! Set your password to get started:`;
  const expiry = "The link works once, for seven days.";
  const end = signOff(ctx);
  const text = ["Hi there,", "", intro, "", link, "", expiry, ...end.text].join("\n");
  const body = html`<h1 style="font-size:22px">You're invited to ${site.brand}</h1>
<p>Hi there,</p>
<p>${intro}</p>
${button(link, "Set your password")}
<p style="font-size:13px;color:#6b7280;word-break:break-all">${link}</p>
<p>${expiry}</p>
${end.html}`;
  return { to, subject, text, html: emailDocument(subject, body), secrets: [link] };
}
