import { fillText } from "../fill-template.ts";
import { type AccountMailTexts, accountMailTexts } from "./account-texts/account-texts.ts";
import type { EmailMessage, MailContext } from "./email-message.ts";
import { emailDocument, fillHtml, html, type SafeHtml } from "./html.ts";

/**
 * The e-mails of accounts (ADR 0023): the sign-up code, the note to someone who already has an account,
 * the password-reset link and the invitation, in the language of the page that asked for them
 * (account-mail-language.ts; English when there is none). Plain text and HTML say the same; every value is
 * escaped.
 */

const button = (href: string, label: string) =>
  html`<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${label}</a></p>`;

/** One language's texts and what every e-mail of it shares: salutation, sign-off and the HTML frame. */
function writer(language: string, { site }: MailContext) {
  // Own keys only: `in` would take "constructor" for a language.
  const lang = Object.hasOwn(accountMailTexts, language) ? language : "en";
  const t = accountMailTexts[lang] as AccountMailTexts;
  const brand = site.brand;
  const signature = fillText(t.signature, { brand });
  const mailto = html`<a href="mailto:${site.contactEmail}">${site.contactEmail}</a>`;
  return {
    t,
    brand,
    end: {
      text: ["", t.closing, signature, "", fillText(t.questions, { email: site.contactEmail })],
      html: html`<p>${t.closing}<br>${signature}</p>
<p style="font-size:13px;color:#6b7280">${fillHtml(t.questions, { email: mailto })}</p>`,
    },
    document: (subject: string, body: SafeHtml) => emailDocument(subject, body, { lang, dir: t.dir }),
  };
}

export function verificationCodeEmail(
  to: string,
  code: string,
  minutes: number,
  ctx: MailContext,
  language = "en",
): EmailMessage {
  const { t, brand, end, document } = writer(language, ctx);
  const v = t.verification;
  const subject = fillText(v.subject, { brand, code });
  const intro = fillText(v.intro, { brand });
  const count = new Intl.NumberFormat(t.numberLocale).format(minutes);
  const form = new Intl.PluralRules(t.numberLocale).select(minutes);
  const expiry = fillText(v.expiry, { duration: fillText(v.minutes[form] ?? v.minutes.other, { count }) });
  const text = [t.hello, "", intro, "", `    ${code}`, "", expiry, ...end.text].join("\n");
  // The code is digits the visitor types back: set apart, left to right in every language.
  const body = html`<h1 style="font-size:22px">${v.heading}</h1>
<p>${t.hello}</p>
<p>${intro}</p>
<p dir="ltr" style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:24px 0;font-family:'Courier New',monospace">${code}</p>
<p>${expiry}</p>
${end.html}`;
  return { to, subject, text, html: document(subject, body), secrets: [code] };
}

/** Sent instead of a code when the address already has an account: the page answers the same either way. */
export function alreadyRegisteredEmail(
  to: string,
  links: { signIn: string; reset: string },
  ctx: MailContext,
  language = "en",
): EmailMessage {
  const { t, brand, end, document } = writer(language, ctx);
  const a = t.alreadyRegistered;
  const subject = fillText(a.subject, { brand });
  const intro = fillText(a.intro, { brand });
  const text = [
    t.hello,
    "",
    intro,
    "",
    a.signIn,
    links.signIn,
    "",
    a.forgot,
    links.reset,
    "",
    a.ignore,
    ...end.text,
  ].join("\n");
  const body = html`<h1 style="font-size:22px">${a.heading}</h1>
<p>${t.hello}</p>
<p>${intro}</p>
${button(links.signIn, a.signIn)}
<p>${a.forgot} <a href="${links.reset}" dir="ltr" style="color:#c2410c">${links.reset}</a></p>
<p>${a.ignore}</p>
${end.html}`;
  return { to, subject, text, html: document(subject, body) };
}

export function passwordResetEmail(
  to: string,
  link: string,
  ctx: MailContext,
  language = "en",
): EmailMessage {
  const { t, brand, end, document } = writer(language, ctx);
  const r = t.passwordReset;
  const subject = fillText(r.subject, { brand });
  const intro = fillText(r.intro, { brand });
  const text = [t.hello, "", intro, "", link, "", r.expiry, ...end.text].join("\n");
  const body = html`<h1 style="font-size:22px">${r.heading}</h1>
<p>${t.hello}</p>
<p>${intro}</p>
${button(link, r.button)}
<p dir="ltr" style="font-size:13px;color:#6b7280;word-break:break-all">${link}</p>
<p>${r.expiry}</p>
${end.html}`;
  return { to, subject, text, html: document(subject, body), secrets: [link] };
}

export function invitationEmail(
  to: string,
  link: string,
  role: "user" | "admin",
  ctx: MailContext,
  language = "en",
): EmailMessage {
  const { t, brand, end, document } = writer(language, ctx);
  const i = t.invitation;
  const subject = fillText(i.subject, { brand });
  const intro = fillText(role === "admin" ? i.introAsAdmin : i.intro, { brand });
  const text = [t.hello, "", intro, "", link, "", i.expiry, ...end.text].join("\n");
  const body = html`<h1 style="font-size:22px">${fillText(i.heading, { brand })}</h1>
<p>${t.hello}</p>
<p>${intro}</p>
${button(link, i.button)}
<p dir="ltr" style="font-size:13px;color:#6b7280;word-break:break-all">${link}</p>
<p>${i.expiry}</p>
${end.html}`;
  return { to, subject, text, html: document(subject, body), secrets: [link] };
}
