import type { FirePlanSubmission } from "@ember/domain";
import { fieldsHtml, fieldsText } from "./email-fields.ts";
import type { EmailMessage, MailContext } from "./email-message.ts";
import { emailDocument, html } from "./html.ts";

// King James Version (public domain): a plan written down so that others can run with it.
const scripture = {
  text: "Write the vision, and make it plain upon tables, that he may run that readeth it.",
  source: "Habakkuk 2:2",
};

/**
 * The two e-mails of a planning form (product.md#sending-e-mail): the welcome to the submitter and the
 * staff notice.
 */
export function firePlanEmails(
  plan: FirePlanSubmission,
  ctx: MailContext,
): { welcome: EmailMessage; staffNotice: EmailMessage } {
  return { welcome: welcome(plan, ctx), staffNotice: staffNotice(plan, ctx) };
}

function welcome(p: FirePlanSubmission, { site }: MailContext): EmailMessage {
  const subject = "Welcome Fire Starter - Your Plan Has Been Received!";
  const steps = [
    [
      "One-on-one video call",
      `${site.founderName} will invite you to a one-on-one video call to talk through your plan.`,
    ],
    [
      "Feedback and refinement",
      "Together we will give feedback and refine your plan for the next 3-4 months.",
    ],
    ["Begin your journey", "Put your plan into action, with the community behind you."],
  ] as const;
  const text = [
    `Hi ${p.first_name},`,
    "",
    `Thank you for sharing your fire with ${site.brand}! Your plan has been received.`,
    "",
    "🔥 You earned the Fire Starter badge (Purpose Seeker): you shared your fire and committed to making positive change.",
    "",
    "Next steps:",
    ...steps.map(([title, detail], i) => `${i + 1}. ${title}: ${detail}`),
    "",
    "Keep the fire burning,",
    `The ${site.brand} Team`,
    "",
    `"${scripture.text}"`,
    `- ${scripture.source}`,
  ].join("\n");
  const body = html`<h1 style="font-size:22px">Welcome, Fire Starter!</h1>
<p>Hi ${p.first_name},</p>
<p>Thank you for sharing your fire with ${site.brand}! Your plan has been received.</p>
<p style="background:#fee2e2;border-radius:8px;padding:12px">🔥 You earned the <strong>Fire Starter</strong> badge (Purpose Seeker): you shared your fire and committed to making positive change.</p>
<h2 style="font-size:18px">Next steps</h2>
<ol>${steps.map(([title, detail]) => html`<li><strong>${title}:</strong> ${detail}</li>`)}</ol>
<p>Keep the fire burning,<br>The ${site.brand} Team</p>
<blockquote style="margin:24px 0 0;padding-left:12px;border-left:4px solid #f97316;font-style:italic">&ldquo;${scripture.text}&rdquo;<br>&mdash; ${scripture.source}</blockquote>`;
  return { to: p.user_email, subject, text, html: emailDocument(subject, body), visitorAddressed: true };
}

function staffNotice(p: FirePlanSubmission, { staffEmail }: MailContext): EmailMessage {
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
