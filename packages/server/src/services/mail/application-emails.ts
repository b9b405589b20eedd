import { type ApplicationSubmission, programInterestLabels } from "@ember/domain";
import { fieldsHtml, fieldsText } from "./email-fields.ts";
import type { EmailMessage, MailContext } from "./email-message.ts";
import { emailDocument, html } from "./html.ts";

/**
 * The two e-mails of an application (product.md#sending-e-mail): the staff notice and the welcome to the
 * applicant.
 */
export function applicationEmails(
  application: ApplicationSubmission,
  ctx: MailContext,
): { staffNotice: EmailMessage; welcome: EmailMessage } {
  return { staffNotice: staffNotice(application, ctx), welcome: welcome(application, ctx) };
}

function staffNotice(a: ApplicationSubmission, { site, staffEmail }: MailContext): EmailMessage {
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

function welcome(a: ApplicationSubmission, { site }: MailContext): EmailMessage {
  const subject = `🎉 Welcome to ${site.brand} - Your Journey Begins!`;
  const days = site.trialDays;
  const steps = [
    "We will respond to your application within 24 hours.",
    `You will be invited to a free meeting with ${site.founderName} to talk about where you are and where you want to go.`,
    "We will match you with a mentor or a small group that fits your path.",
  ];
  const trial = `Your ${days}-day free trial: full access to the platform for ${days} days. No payment information is needed, there is no obligation, and the trial simply ends with no charge.`;
  const spam = "Can't find our e-mails? Please check your spam or junk folder and mark us as a safe sender.";
  const text = [
    `Dear ${a.full_name},`,
    "",
    `Welcome to ${site.brand}! Thank you for applying: you have taken the first step on your journey.`,
    "",
    `🏆 You earned the First Step Champion badge for taking the first step by applying to ${site.brand} University.`,
    "",
    "What happens next:",
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    "",
    trial,
    "",
    spam,
    "",
    `Questions? Write to us at ${site.contactEmail}.`,
    "",
    "Welcome to the community,",
    `The ${site.brand} Team`,
  ].join("\n");
  const body = html`<h1 style="font-size:22px">🎉 Welcome to ${site.brand}!</h1>
<p>Dear ${a.full_name},</p>
<p>Welcome to ${site.brand}! Thank you for applying: you have taken the first step on your journey.</p>
<p style="background:#fef3c7;border-radius:8px;padding:12px">🏆 You earned the <strong>First Step Champion</strong> badge for taking the first step by applying to ${site.brand} University.</p>
<h2 style="font-size:18px">What happens next</h2>
<ol>${steps.map((step) => html`<li>${step}</li>`)}</ol>
<p><strong>Your ${days}-day free trial:</strong> full access to the platform for ${days} days. No payment information is needed, there is no obligation, and the trial simply ends with no charge.</p>
<p>${spam}</p>
<p>Questions? Write to us at <a href="mailto:${site.contactEmail}">${site.contactEmail}</a>.</p>
<p>Welcome to the community,<br>The ${site.brand} Team</p>`;
  return { to: a.email, subject, text, html: emailDocument(subject, body), visitorAddressed: true };
}
