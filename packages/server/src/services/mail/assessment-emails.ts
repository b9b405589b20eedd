import {
  type AssessmentScore,
  type AssessmentSubmission,
  assessmentCategories,
  formatScore,
} from "@ember/domain";
import type { EmailMessage, MailContext } from "./email-message.ts";
import { emailDocument, html } from "./html.ts";

/** The subject of the results e-mail; it names the tier, never the student's own words. */
export const assessmentResultsSubject = (brand: string, score: AssessmentScore) =>
  `Your ${brand} Wellbeing Assessment Results: ${score.tier.name}`;

/**
 * The results e-mail to the student (product.md#the-wellbeing-assessment, 'What Happens Next?'): the tier,
 * the overall and category scores, the five recommendations with their advice, and the link to book the free
 * coaching session. `score` is the server's own scoring of the answers.
 */
export function assessmentResultsEmail(
  submission: AssessmentSubmission,
  score: AssessmentScore,
  { site }: MailContext,
): EmailMessage {
  const subject = assessmentResultsSubject(site.brand, score);
  const { tier } = score;
  const overall = `${formatScore(score.overall)}/4.0`;
  const categories = assessmentCategories.map((c) => ({
    name: c.name,
    score: formatScore(score.categories[c.key]),
  }));
  const booking = site.links.scheduling;
  const sessionLine = `Book your free leadership and career coaching session with ${site.founderName}:`;
  const community = `Join the ${site.brand} community to retake the assessment and track your progress every month.`;
  const text = [
    `Hi ${submission.first_name},`,
    "",
    "Congratulations on completing the Student Wellbeing Assessment! You've taken an important step toward understanding your wellbeing journey.",
    "",
    `Your result: ${tier.name}`,
    tier.description,
    `Overall score: ${overall}`,
    "",
    "Your scores by area (out of 4.0):",
    ...categories.map((c) => `- ${c.name}: ${c.score}`),
    "",
    "Your personalized recommendations:",
    ...tier.recommendations.map((r, i) => `${i + 1}. ${r.title}: ${r.advice}`),
    "",
    sessionLine,
    booking,
    "",
    community,
    "",
    "With you on the journey,",
    `${site.founderName} and the ${site.brand} Team`,
    "",
    `Questions? Write to us at ${site.contactEmail}.`,
  ].join("\n");
  const body = html`<h1 style="font-size:22px">🎉 Your Wellbeing Assessment Results</h1>
<p>Hi ${submission.first_name},</p>
<p>Congratulations on completing the Student Wellbeing Assessment! You've taken an important step toward understanding your wellbeing journey.</p>
<div style="background:#fef3c7;border-radius:8px;padding:12px 16px">
<p style="margin:0;font-size:18px"><strong>${tier.name}</strong></p>
<p style="margin:4px 0">${tier.description}</p>
<p style="margin:0">Overall score: <strong>${overall}</strong></p>
</div>
<h2 style="font-size:18px">Your scores by area</h2>
<table role="presentation" style="border-collapse:collapse">
${categories.map((c) => html`<tr><th align="left" style="padding:4px 16px 4px 0">${c.name}</th><td style="padding:4px 0">${c.score}/4.0</td></tr>\n`)}</table>
<h2 style="font-size:18px">Your personalized recommendations</h2>
<ol>${tier.recommendations.map((r) => html`<li><strong>${r.title}:</strong> ${r.advice}</li>`)}</ol>
<p>${sessionLine}<br><a href="${booking}" style="color:#c2410c;font-weight:bold">Schedule Your Free Coaching Session</a></p>
<p>${community}</p>
<p>With you on the journey,<br>${site.founderName} and the ${site.brand} Team</p>
<p style="font-size:13px;color:#6b7280">Questions? Write to us at <a href="mailto:${site.contactEmail}">${site.contactEmail}</a>.</p>`;
  return { to: submission.email, subject, text, html: emailDocument(subject, body), visitorAddressed: true };
}
