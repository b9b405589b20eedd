import {
  type ApplicationSubmission,
  defaultLanguage,
  type LanguageCode,
  programInterestLabels,
} from "@ember/domain";
import { fillText } from "../../platform/fill-template.ts";
import { fieldsHtml, fieldsText } from "../../platform/mail/email-fields.ts";
import type { EmailMessage } from "../../platform/mail/email-message.ts";
import { emailDocument, fillHtml, html } from "../../platform/mail/html.ts";
import { localNumbers } from "../language/local-numbers.ts";
import type { EmberMailContext } from "./ember-mail-context.ts";
import { mailDirection, mailTextsOf } from "./texts/mail-texts.ts";

/**
 * The two e-mails of an application (product.md#sending-e-mail): the staff notice, in English, and the
 * welcome to the applicant, in the language of the page they applied from (English without one).
 */
export function applicationEmails(
  application: ApplicationSubmission,
  ctx: EmberMailContext,
  language: LanguageCode = defaultLanguage,
): { staffNotice: EmailMessage; welcome: EmailMessage } {
  return { staffNotice: staffNotice(application, ctx), welcome: welcome(application, ctx, language) };
}

function staffNotice(a: ApplicationSubmission, { site, staffEmail }: EmberMailContext): EmailMessage {
  const subject = `New ${site.brand} Application - ${a.full_name}`;
  const fields = [
    { label: "Full name", value: a.full_name },
    { label: "Email", value: a.email },
    { label: "Phone", value: a.phone },
    { label: "Program interest", value: programInterestLabels[a.program_interest] },
    { label: "Current situation", value: a.current_situation },
    { label: "Goals", value: a.goals },
    { label: "How they heard about us", value: a.heard_about_us },
  ];
  const ask = "Please respond to this applicant within 24 hours.";
  const text = [
    `A new application has been submitted to ${site.brand}.`,
    "",
    fieldsText(fields),
    "",
    ask,
  ].join("\n");
  const body = html`<h1 style="font-size:20px">New ${site.brand} application</h1>
<p>A new application has been submitted to ${site.brand}.</p>
${fieldsHtml(fields)}
<p><strong>${ask}</strong></p>`;
  return { to: staffEmail, subject, text, html: emailDocument(subject, body) };
}

function welcome(a: ApplicationSubmission, { site }: EmberMailContext, language: LanguageCode): EmailMessage {
  const t = mailTextsOf(language);
  const w = t.application;
  const numbers = localNumbers(language);
  const values = {
    brand: site.brand,
    founder: site.founderName,
    name: a.full_name,
    days: numbers.whole(site.trialDays),
    email: site.contactEmail,
  };
  const fill = (template: string) => fillText(template, values);
  const subject = fill(w.subject);
  const steps = w.steps.map(fill);
  const trialTitle = fillText(t.label, { label: fill(w.trialTitle) });
  const trialBody = fill(w.trialBody);
  const next = fill(w.nextHeading);
  const text = [
    fill(t.dear),
    "",
    fill(w.intro),
    "",
    fillText(w.badge, { ...values, badge: w.badgeName }),
    "",
    fillText(t.label, { label: next }),
    ...steps.map((step, i) => fillText(t.numbered, { number: numbers.whole(i + 1), text: step })),
    "",
    fillText(t.titled, { title: trialTitle, text: trialBody }),
    "",
    fill(w.spam),
    "",
    fill(t.questions),
    "",
    fill(w.closing),
    fill(t.signature),
  ].join("\n");
  const mailto = html`<a href="mailto:${site.contactEmail}">${site.contactEmail}</a>`;
  const body = html`<h1 style="font-size:22px">${fill(w.heading)}</h1>
<p>${fill(t.dear)}</p>
<p>${fill(w.intro)}</p>
<p style="background:#fef3c7;border-radius:8px;padding:12px">${fillHtml(w.badge, { ...values, badge: html`<strong>${w.badgeName}</strong>` })}</p>
<h2 style="font-size:18px">${next}</h2>
<ol>${steps.map((step) => html`<li>${step}</li>`)}</ol>
<p>${fillHtml(t.titled, { title: html`<strong>${trialTitle}</strong>`, text: trialBody })}</p>
<p>${fill(w.spam)}</p>
<p>${fillHtml(t.questions, { ...values, email: mailto })}</p>
<p>${fill(w.closing)}<br>${fill(t.signature)}</p>`;
  return {
    to: a.email,
    subject,
    text,
    html: emailDocument(subject, body, mailDirection(language)),
    visitorAddressed: true,
  };
}
