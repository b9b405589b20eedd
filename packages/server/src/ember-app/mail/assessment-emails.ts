import {
  type AssessmentScore,
  type AssessmentSubmission,
  assessmentCategories,
  defaultLanguage,
  type LanguageCode,
  MAX_ANSWER,
} from "@ember/domain";
import { fillText } from "../../platform/fill-template.ts";
import type { EmailMessage } from "../../platform/mail/email-message.ts";
import { emailDocument, fillHtml, html } from "../../platform/mail/html.ts";
import { localNumbers } from "../language/local-numbers.ts";
import type { EmberMailContext } from "./ember-mail-context.ts";
import { mailDirection, mailTextsOf } from "./texts/mail-texts.ts";

/** The subject of the results e-mail; it names the tier, never the student's own words. */
export const assessmentResultsSubject = (
  brand: string,
  score: AssessmentScore,
  language: LanguageCode = defaultLanguage,
) => {
  const texts = mailTextsOf(language).assessment;
  return fillText(texts.subject, { brand, tier: texts.tiers[score.tier.key].name });
};

/**
 * The results e-mail to the student (product.md#the-wellbeing-assessment, 'What Happens Next?'): the tier,
 * the overall and category scores, the five recommendations with their advice, and the link to book the free
 * coaching session. `score` is the server's own scoring of the answers. Written in the language of the page
 * the assessment was taken on (English without one), its numbers as that language writes them.
 */
export function assessmentResultsEmail(
  submission: AssessmentSubmission,
  score: AssessmentScore,
  { site }: EmberMailContext,
  language: LanguageCode = defaultLanguage,
): EmailMessage {
  const t = mailTextsOf(language);
  const a = t.assessment;
  const numbers = localNumbers(language);
  const subject = assessmentResultsSubject(site.brand, score, language);
  const tier = a.tiers[score.tier.key];
  const max = numbers.score(MAX_ANSWER);
  const values = {
    brand: site.brand,
    founder: site.founderName,
    name: submission.first_name,
    email: site.contactEmail,
    max,
  };
  const fill = (template: string) => fillText(template, values);
  const label = (text: string) => fillText(t.label, { label: text });
  const titled = (title: string, text: string) => fillText(t.titled, { title, text });
  const overall = fillText(a.score, { score: numbers.score(score.overall), max });
  const categories = assessmentCategories.map((c) => ({
    name: a.categories[c.key],
    score: numbers.score(score.categories[c.key]),
  }));
  const booking = site.links.scheduling;
  const sessionLine = fill(a.session);
  const community = fill(a.community);
  const text = [
    fill(t.hi),
    "",
    fill(a.congratulations),
    "",
    titled(label(fill(a.result)), tier.name),
    tier.description,
    titled(label(fill(a.overall)), overall),
    "",
    label(fill(a.scoresLead)),
    ...categories.map((c) => fillText(t.bulleted, { text: titled(label(c.name), c.score) })),
    "",
    label(fill(a.recommendationsHeading)),
    ...tier.recommendations.map((r, i) =>
      fillText(t.numbered, { number: numbers.whole(i + 1), text: titled(label(r.title), r.advice) }),
    ),
    "",
    sessionLine,
    booking,
    "",
    community,
    "",
    fill(a.closing),
    fill(a.signature),
    "",
    fill(t.questions),
  ].join("\n");
  const rtl = mailDirection(language).dir === "rtl";
  const start = rtl ? "right" : "left";
  const cellPadding = rtl ? "4px 0 4px 16px" : "4px 16px 4px 0";
  const mailto = html`<a href="mailto:${site.contactEmail}">${site.contactEmail}</a>`;
  const body = html`<h1 style="font-size:22px">${fill(a.heading)}</h1>
<p>${fill(t.hi)}</p>
<p>${fill(a.congratulations)}</p>
<div style="background:#fef3c7;border-radius:8px;padding:12px 16px">
<p style="margin:0;font-size:18px"><strong>${tier.name}</strong></p>
<p style="margin:4px 0">${tier.description}</p>
<p style="margin:0">${fillHtml(t.titled, { title: label(fill(a.overall)), text: html`<strong>${overall}</strong>` })}</p>
</div>
<h2 style="font-size:18px">${fill(a.scoresHeading)}</h2>
<table role="presentation" style="border-collapse:collapse">
${categories.map((c) => html`<tr><th align="${start}" style="padding:${cellPadding}">${c.name}</th><td style="padding:4px 0">${fillText(a.score, { score: c.score, max })}</td></tr>\n`)}</table>
<h2 style="font-size:18px">${fill(a.recommendationsHeading)}</h2>
<ol>${tier.recommendations.map((r) => html`<li>${fillHtml(t.titled, { title: html`<strong>${label(r.title)}</strong>`, text: r.advice })}</li>`)}</ol>
<p>${sessionLine}<br><a href="${booking}" style="color:#c2410c;font-weight:bold">${fill(a.book)}</a></p>
<p>${community}</p>
<p>${fill(a.closing)}<br>${fill(a.signature)}</p>
<p style="font-size:13px;color:#6b7280">${fillHtml(t.questions, { ...values, email: mailto })}</p>`;
  return {
    to: submission.email,
    subject,
    text,
    html: emailDocument(subject, body, mailDirection(language)),
    visitorAddressed: true,
  };
}
