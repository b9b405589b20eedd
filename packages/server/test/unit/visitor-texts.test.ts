import {
  applicationSchema,
  assessmentSubmissionSchema,
  assistantGuides,
  badgeCategoryKeys,
  chatFallbackReply,
  figures,
  firePlanSchema,
  hotlines,
  languages,
  planTexts,
  programme,
  safetyReplyOf,
  scoreAssessment,
  siteConfig,
} from "@ember/domain";
import { describe, expect, it } from "vitest";
import { fallbackReplyIn, safetyReplyIn } from "../../src/ember-app/assistant/fixed-replies.ts";
import { griefReply } from "../../src/ember-app/assistant/grief.ts";
import { allAssistantTexts } from "../../src/ember-app/assistant/texts/assistant-texts.ts";
import { applicationEmails } from "../../src/ember-app/mail/application-emails.ts";
import { assessmentResultsEmail } from "../../src/ember-app/mail/assessment-emails.ts";
import { firePlanEmails } from "../../src/ember-app/mail/fire-plan-emails.ts";
import { allMailTexts } from "../../src/ember-app/mail/texts/mail-texts.ts";
import { fillText, placeholdersOf } from "../../src/platform/fill-template.ts";
import { leaves, strings, styleProblems } from "./text-checks.ts";

const codes = languages.map((l) => l.code);
const others = codes.filter((code) => code !== "en");

const ctx = { site: siteConfig, staffEmail: "staff@ember.test" };
const five = (...values: number[]) => Object.fromEntries(values.map((v, i) => [String(i), v]));
const submission = assessmentSubmissionSchema.parse({
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.org",
  answers: {
    academics: five(4, 3, 4, 3, 4),
    finances: five(1, 2, 1, 2, 1),
    social: five(3, 3, 3, 3, 3),
    precision: five(2, 2, 2, 2, 2),
    physical: five(0, 1, 0, 1, 0),
  },
});
const application = applicationSchema.parse({
  full_name: "Ada Lovelace",
  email: "ada@example.org",
  program_interest: "small_group",
});
const plan = firePlanSchema.parse({
  first_name: "Grace",
  last_name: "Hopper",
  user_email: "grace@example.org",
  cause_commitment: "Teach every teen to code",
  why_important: "w",
  communities_impacted: ["Teens"],
  specific_progress_3_4_months: "s",
  success_definition: "s",
  research_approach: "r",
  interested_audiences: "i",
  communication_methods: "c",
  tracking_lessons: "t",
  feedback_methods: "f",
  emergency_contact_first: "Alan",
  emergency_contact_last: "Turing",
  emergency_phone: "+44 20 7946 0958",
});

describe("the visitor's e-mail texts", () => {
  const english = allMailTexts.en;

  it.each(others)("%s has English's keys, and each text English's placeholders", (language) => {
    const texts = allMailTexts[language];
    const englishLeaves = leaves(english);
    expect([...leaves(texts).keys()].sort()).toEqual([...englishLeaves.keys()].sort());
    for (const [path, text] of strings(texts)) {
      expect(placeholdersOf(text), `${language} ${path}`).toEqual(
        placeholdersOf(String(englishLeaves.get(path))),
      );
      expect(text.trim(), `${language} ${path}`).not.toBe("");
    }
  });

  it.each(others)("%s follows its style sheet's typography", (language) => {
    const problems = strings(allMailTexts[language]).flatMap(([, text]) => styleProblems(language, text));
    expect(problems).toEqual([]);
  });

  it.each(others)(
    "%s names the assessment's areas and tiers as the assessment page does",
    async (language) => {
      // Read from the web's catalog at test time only: the server never depends on the web's sources.
      const file = new URL(`../../../web/src/i18n/catalogs/${language}/assessment.json`, import.meta.url)
        .href;
      const { default: assessment } = (await import(/* @vite-ignore */ file)) as {
        default: { categories: Record<string, { name: string }>; tiers: Record<string, unknown> };
      };
      const texts = allMailTexts[language].assessment;
      expect(texts.tiers).toEqual(assessment.tiers);
      expect(texts.categories).toEqual(
        Object.fromEntries(Object.entries(assessment.categories).map(([key, c]) => [key, c.name])),
      );
    },
  );

  it.each(codes)(
    "%s renders every e-mail with every placeholder filled, in its language and direction",
    (language) => {
      const dir = languages.find((l) => l.code === language)?.dir;
      const { welcome, staffNotice } = applicationEmails(application, ctx, language);
      const fire = firePlanEmails(plan, ctx, language);
      const results = assessmentResultsEmail(submission, scoreAssessment(submission.answers), ctx, language);
      for (const mail of [welcome, fire.welcome, results]) {
        expect(mail.html).toContain(`<html lang="${language}" dir="${dir}">`);
        for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}/);
        expect(mail.visitorAddressed).toBe(true);
      }
      // Staff read English, whatever the visitor's page.
      for (const mail of [staffNotice, fire.staffNotice]) {
        expect(mail.html).toContain('<html lang="en" dir="ltr">');
        expect(mail.subject).toMatch(/^New /);
      }
    },
  );
});

describe("the chat's own texts", () => {
  const english = allAssistantTexts.en;
  const { translated: _none, ...englishShared } = english;

  it.each(others)("%s has English's keys, and no placeholder English does not fill", (language) => {
    const { translated, ...shared } = allAssistantTexts[language];
    const englishLeaves = leaves(englishShared);
    expect([...leaves(shared).keys()].sort()).toEqual([...englishLeaves.keys()].sort());
    for (const [path, text] of strings(shared)) {
      const allowed = new Set(placeholdersOf(String(englishLeaves.get(path))));
      for (const name of placeholdersOf(text))
        expect(allowed.has(name), `${language} ${path}: {${name}}`).toBe(true);
    }
    // What must be said in every language: the lines, the contact, the tier message's parts.
    const { safety } = shared;
    for (const name of ["crisisLine", "textWord", "textLine"])
      expect(placeholdersOf(safety.resources)).toContain(name);
    for (const tier of [1, 2, 3] as const) {
      expect(placeholdersOf(safety.tiers[tier])).toEqual(
        expect.arrayContaining(["resources", "notAlone", "emergency"]),
      );
    }
    expect(placeholdersOf(shared.fallback)).toEqual(["email"]);
    expect(shared.offline.closings).toHaveLength(english.offline.closings.length);
    expect(shared.grief).toHaveLength(english.grief.length);

    // The plans, badges and guides English takes from the domain, each one translated.
    expect(translated).not.toBeNull();
    if (!translated) return;
    expect(Object.keys(translated.plans).sort()).toEqual(Object.keys(planTexts).sort());
    for (const [id, text] of Object.entries(planTexts)) {
      expect(translated.plans[id as keyof typeof planTexts].features, id).toHaveLength(text.features.length);
    }
    expect(Object.keys(translated.badgeCategories).sort()).toEqual([...badgeCategoryKeys].sort());
    expect(Object.keys(translated.guides).sort()).toEqual(
      assistantGuides(siteConfig)
        .map((g) => g.id)
        .sort(),
    );
  });

  it.each(others)("%s words the plans, badges and apology as the site's pages do", async (language) => {
    const catalog = async (name: string): Promise<unknown> =>
      (
        await import(
          /* @vite-ignore */ new URL(
            `../../../web/src/i18n/catalogs/${language}/${name}.json`,
            import.meta.url,
          ).href
        )
      ).default;
    const badges = (await catalog("badges")) as {
      pricing: { plans: { cards: Record<string, Record<string, unknown>> } };
      categories: { items: unknown };
    };
    const chat = (await catalog("chat")) as { fallbackReply: string };
    const texts = allAssistantTexts[language];
    expect(texts.fallback).toBe(chat.fallbackReply);
    expect(texts.translated?.badgeCategories).toEqual(badges.categories.items);
    for (const [id, plan] of Object.entries(texts.translated?.plans ?? {})) {
      const { ctaLabel: _label, ...card } = badges.pricing.plans.cards[id] ?? {};
      expect(plan, id).toEqual(card);
    }
  });

  it.each(others)("%s follows its style sheet's typography", (language) => {
    const problems = strings(allAssistantTexts[language]).flatMap(([path, text]) =>
      path.endsWith("keywords") || path.endsWith("stopWords") ? [] : styleProblems(language, text),
    );
    expect(problems).toEqual([]);
  });

  it("keeps English exactly as the domain writes it", () => {
    expect(english.translated).toBeNull();
    expect(english.fallback).toBe(chatFallbackReply({ contactEmail: "{email}" }));
    expect(fallbackReplyIn("en", siteConfig)).toBe(chatFallbackReply(siteConfig));
    for (const tier of [1, 2, 3] as const) {
      expect(safetyReplyIn("en", tier, siteConfig)).toBe(safetyReplyOf(tier, siteConfig));
      // The parts around the lines are the domain's words (which name the lines themselves).
      const opening = fillText(english.safety.tiers[tier].split("\n\n")[0] ?? "", hotlines);
      expect(safetyReplyOf(tier, siteConfig)).toContain(opening);
      expect(safetyReplyOf(tier, siteConfig)).toContain(
        english.safety.notAlone.replace("{product}", siteConfig.productName),
      );
    }
    expect(griefReply(siteConfig)).toBe(griefReply(siteConfig, "en"));
    expect(griefReply(siteConfig)).toContain("I'm so sorry for your loss.");
  });

  it.each(others)(
    "%s gives the safety messages, the apology and the answer to grief with every line",
    (language) => {
      for (const tier of [1, 2, 3] as const) {
        const reply = safetyReplyIn(language, tier, siteConfig);
        for (const needed of ["988", "741741", "HELLO", "911"])
          expect(reply, `tier ${tier}`).toContain(needed);
        expect(reply).not.toMatch(/\{\w+\}/);
        expect(reply).not.toBe(safetyReplyOf(tier, siteConfig));
      }
      expect(fallbackReplyIn(language, siteConfig)).toContain(siteConfig.contactEmail);
      const grief = griefReply(siteConfig, language);
      for (const needed of ["988", "741741", siteConfig.contactEmail]) expect(grief).toContain(needed);
    },
  );

  it("states the programme's figures the translations were written for", () => {
    // The other languages write these figures out as their style sheets ask (services/assistant/texts):
    // when one changes here, change it there too.
    expect(figures).toMatchObject({
      participants: "2,098+",
      satisfaction: "97.1%",
      countries: "34+",
      universities: "200+",
      conversations: "1,000+",
      questionsAnswered: "616+",
      teamMembers: "21",
      teamCountries: "7",
      founded: "November 2024",
    });
    expect(programme).toMatchObject({
      groupSize: "3–8",
      actionPlanHorizon: "3–4 months",
      weeklyHours: { volunteer: "5–10", academicCredit: "10–15", stipend: "10–15" },
    });
  });
});
