import { defaultLanguage, type FirePlanSubmission, type LanguageCode } from "@ember/domain";
import { fillText } from "../../platform/fill-template.ts";
import { fieldsHtml, fieldsText } from "../../platform/mail/email-fields.ts";
import type { EmailMessage } from "../../platform/mail/email-message.ts";
import { emailDocument, fillHtml, html } from "../../platform/mail/html.ts";
import { localNumbers } from "../language/local-numbers.ts";
import type { EmberMailContext } from "./ember-mail-context.ts";
import { mailDirection, mailTextsOf } from "./texts/mail-texts.ts";

/**
 * The two e-mails of a planning form (product.md#sending-e-mail): the welcome to the submitter, in the
 * language of the page they wrote their plan on (English without one), and the staff notice, in English.
 */
export function firePlanEmails(
  plan: FirePlanSubmission,
  ctx: EmberMailContext,
  language: LanguageCode = defaultLanguage,
): { welcome: EmailMessage; staffNotice: EmailMessage } {
  return { welcome: welcome(plan, ctx, language), staffNotice: staffNotice(plan, ctx) };
}

const uprightScripts: ReadonlySet<LanguageCode> = new Set(["zh", "hi", "ar", "bn"]);

function welcome(p: FirePlanSubmission, { site }: EmberMailContext, language: LanguageCode): EmailMessage {
  const t = mailTextsOf(language);
  const w = t.firePlan;
  const numbers = localNumbers(language);
  const values = { brand: site.brand, founder: site.founderName, name: p.first_name };
  const fill = (template: string) => fillText(template, values);
  const subject = fill(w.subject);
  const steps = w.steps.map((step) => ({
    title: fillText(t.label, { label: fill(step.title) }),
    detail: fill(step.detail),
  }));
  const next = fill(w.nextHeading);
  const text = [
    fill(t.hi),
    "",
    fill(w.intro),
    "",
    fillText(w.badge, { ...values, badge: w.badgeName }),
    "",
    fillText(t.label, { label: next }),
    ...steps.map((step, i) =>
      fillText(t.numbered, {
        number: numbers.whole(i + 1),
        text: fillText(t.titled, { title: step.title, text: step.detail }),
      }),
    ),
    "",
    fill(w.closing),
    fill(t.signature),
    "",
    fillText(w.quoted, w.scripture),
    fillText(w.cited, w.scripture),
  ].join("\n");
  // The quotation's rule stands on the side the text starts from; scripts without italics stay upright.
  const rule = mailDirection(language).dir === "rtl" ? "right" : "left";
  const slant = uprightScripts.has(language) ? "normal" : "italic";
  const body = html`<h1 style="font-size:22px">${fill(w.heading)}</h1>
<p>${fill(t.hi)}</p>
<p>${fill(w.intro)}</p>
<p style="background:#fee2e2;border-radius:8px;padding:12px">${fillHtml(w.badge, { ...values, badge: html`<strong>${w.badgeName}</strong>` })}</p>
<h2 style="font-size:18px">${next}</h2>
<ol>${steps.map((step) => html`<li>${fillHtml(t.titled, { title: html`<strong>${step.title}</strong>`, text: step.detail })}</li>`)}</ol>
<p>${fill(w.closing)}<br>${fill(t.signature)}</p>
<blockquote style="margin:24px 0 0;padding-${rule}:12px;border-${rule}:4px solid #f97316;font-style:${slant}">${fillText(w.quotedHtml, w.scripture)}<br>${fillText(w.citedHtml, w.scripture)}</blockquote>`;
  return {
    to: p.user_email,
    subject,
    text,
    html: emailDocument(subject, body, mailDirection(language)),
    visitorAddressed: true,
  };
}

function staffNotice(p: FirePlanSubmission, { staffEmail }: EmberMailContext): EmailMessage {
  const subject = `New "Do You Have That Fire?" Form Submitted - ${p.first_name} ${p.last_name}`;
  const fields = [
    { label: "First name", value: p.first_name },
    { label: "Last name", value: p.last_name },
    { label: "Email", value: p.user_email },
    { label: "Cause commitment", value: p.cause_commitment },
    { label: "Why it is important", value: p.why_important },
    { label: "Communities impacted", value: p.communities_impacted.join(", ") },
    { label: "Specific progress in 3-4 months", value: p.specific_progress_3_4_months },
    { label: "Definition of success", value: p.success_definition },
    { label: "Research approach", value: p.research_approach },
    { label: "Interested audiences", value: p.interested_audiences },
    { label: "Communication methods", value: p.communication_methods },
    { label: "Tracking lessons", value: p.tracking_lessons },
    { label: "Feedback methods", value: p.feedback_methods },
    { label: "Safety risks", value: p.safety_risks },
    { label: "Ready to continue", value: p.ready_to_continue },
    { label: "Emergency contact", value: `${p.emergency_contact_first} ${p.emergency_contact_last}` },
    { label: "Emergency phone", value: p.emergency_phone },
    { label: "Enrolled in the leadership series", value: p.enrolled_leadership_series },
  ];
  const ask = `Please review this plan and schedule the one-on-one video call with ${p.first_name} ${p.last_name}.`;
  const text = [
    'A new "Do You Have That Fire?" form has been submitted.',
    "",
    fieldsText(fields),
    "",
    ask,
  ].join("\n");
  const body = html`<h1 style="font-size:20px">New "Do You Have That Fire?" form</h1>
${fieldsHtml(fields)}
<p><strong>${ask}</strong></p>`;
  return { to: staffEmail, subject, text, html: emailDocument(subject, body) };
}
