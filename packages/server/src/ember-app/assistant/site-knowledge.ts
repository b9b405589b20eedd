import {
  assistantGuides,
  badgeCatalogue,
  badgeCategoryKeys,
  coreValues,
  defaultLanguage,
  faqCategories,
  figures,
  hotlines,
  type LanguageCode,
  localizedPath,
  type PageId,
  type PlanId,
  pathOf,
  plans,
  programme,
  type SiteConfig,
} from "@ember/domain";
import { fillText } from "../../platform/fill-template.ts";
import type { KnowledgePassage } from "../../platform/llm/llm-provider.ts";
import { localNumbers } from "../language/local-numbers.ts";
import { assistantTextsOf } from "./texts/assistant-texts.ts";

/** A page text's reviewed translation, or undefined when there is none (then the English stays). */
export type TranslateText = (english: string) => string | undefined;

const planIds: readonly PlanId[] = ["trial", "student", "professional"];

/** The values every template of the knowledge may use: the site, the programme's figures, the hotlines. */
function valuesOf(site: SiteConfig, language: LanguageCode) {
  const days = localNumbers(language).whole(site.trialDays);
  return {
    product: site.productName,
    brand: site.brand,
    founder: site.founderName,
    email: site.contactEmail,
    days,
    weeks: localNumbers(language).whole(programme.weeks),
    groupSize: programme.groupSize,
    horizon: programme.actionPlanHorizon,
    volunteer: programme.weeklyHours.volunteer,
    credit: programme.weeklyHours.academicCredit,
    stipend: programme.weeklyHours.stipend,
    ...figures,
    ...hotlines,
  };
}

/**
 * Everything the assistant may say about the programme, as passages: the FAQ, the plans, programme facts,
 * the core values, the badges and the assistant's guides, all from packages/domain so the chat never
 * contradicts the pages. Each passage carries the next step that fits it, with the page's address in the
 * language. In another language than English the passages have the same ids: the FAQ and the core values
 * are the pages' reviewed translations (`translate`; a text without one stays English), the rest the
 * assistant's own (ember-app/assistant/texts).
 */
export function siteKnowledge(
  site: SiteConfig,
  language: LanguageCode = defaultLanguage,
  translate: TranslateText = () => undefined,
): KnowledgePassage[] {
  const texts = assistantTextsOf(language);
  const k = texts.knowledge;
  const tr = (english: string) => (language === defaultLanguage ? english : (translate(english) ?? english));
  const values = valuesOf(site, language);
  const fill = (template: string, extra: Readonly<Record<string, string>> = {}) =>
    fillText(template, { ...values, ...extra });
  const page = (id: PageId) => localizedPath(language, pathOf(id, site));
  const pages = {
    getStarted: page("GetStarted"),
    pricing: page("Pricing"),
    faq: page("FAQ"),
    shareYourFire: page("ShareYourFire"),
    badges: page("Badges"),
  };
  const steps = {
    apply: fill(k.steps.apply, pages),
    trial: fill(k.steps.trial, pages),
    faq: fill(k.steps.faq, pages),
    fire: fill(k.steps.fire, pages),
    badges: fill(k.steps.badges, pages),
    contact: fill(k.steps.contact, pages),
  };
  const faqStep: Record<string, string> = {
    faith: steps.faq,
    connection: steps.apply,
    family: steps.faq,
    leadership: steps.apply,
    career: steps.trial,
  };
  const valueNames = coreValues.map((v) => tr(v.name)).join(k.listSeparator);

  const passages: KnowledgePassage[] = faqCategories.flatMap((category) =>
    category.items.map((item, i) => ({
      id: `faq-${category.value}-${i}`,
      title: tr(item.question),
      text: tr(item.answer),
      keywords: fillText(k.faqKeywords, { name: tr(category.name), description: tr(category.description) }),
      nextStep: faqStep[category.value] ?? steps.faq,
    })),
  );

  for (const plan of plansIn(texts.translated, language, site)) {
    const features = plan.featuresLead
      ? fillText(k.plan.featuresLead, {
          lead: plan.featuresLead,
          features: plan.features.join(k.listSeparator),
        })
      : plan.features.join(k.listSeparator);
    const audience = plan.audience
      ? fillText(k.plan.audience, { audience: k.lowerAudience ? lowerFirst(plan.audience) : plan.audience })
      : "";
    const named = { name: plan.name, price: plan.price, period: plan.period };
    passages.push({
      id: `plan-${plan.checkout}`,
      title: fill(k.plan.title, named),
      text: fill(k.plan.text, { ...named, audience, features, note: plan.note }),
      keywords: k.plan.keywords,
      nextStep: steps.trial,
    });
  }
  const composed = (text: { title: string; keywords: string; text: string }) => ({
    title: fill(text.title),
    keywords: text.keywords,
    text: fill(text.text, { values: valueNames }),
  });
  passages.push(
    { id: "pricing-help", ...composed(k.pricingHelp), nextStep: steps.apply },
    { id: "programme-time", ...composed(k.programmeTime), nextStep: steps.apply },
    {
      id: "values",
      title: fill(k.values.title),
      keywords: k.values.keywords,
      text: fill(k.values.text, {
        values: coreValues
          .map((v) => fillText(k.values.value, { name: tr(v.name), description: tr(v.description) }))
          .join(" "),
      }),
      nextStep: steps.faq,
    },
    { id: "figures", ...composed(k.figures), nextStep: steps.apply },
    { id: "crisis-resources", ...composed(k.crisisResources), nextStep: steps.contact },
  );
  for (const category of badgesIn(texts.translated, language, site)) {
    passages.push({
      id: `badge-${category.key}`,
      title: fill(k.badge.title, { category: category.name }),
      text: fill(k.badge.text, { category: category.name, ways: category.howToEarn.join(k.badgeSeparator) }),
      keywords: k.badge.keywords,
      nextStep: steps.badges,
    });
  }
  for (const guide of guidesIn(texts.translated, site, fill)) {
    passages.push({
      ...guide,
      nextStep:
        guide.id === "contact" ? steps.contact : guide.id === "getting-started" ? steps.apply : steps.fire,
    });
  }
  return passages;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

type Translated = ReturnType<typeof assistantTextsOf>["translated"];

/** The plans: the domain's in English, the pricing page's words in another language. */
function plansIn(translated: Translated, language: LanguageCode, site: SiteConfig) {
  if (!translated) return plans;
  const days = localNumbers(language).whole(site.trialDays);
  const fill = (text: string) => fillText(text, { days });
  return planIds.map((id) => {
    const plan = translated.plans[id];
    return {
      checkout: id,
      name: fill(plan.name),
      price: plan.price,
      period: fill(plan.period),
      audience: plan.audience ?? null,
      featuresLead: plan.featuresLead,
      features: plan.features.map(fill),
      note: plan.note,
    };
  });
}

/** The badge catalogue: the domain's in English, the badges page's words in another language. */
function badgesIn(translated: Translated, language: LanguageCode, site: SiteConfig) {
  if (!translated) return badgeCatalogue(site);
  const weeks = localNumbers(language).whole(programme.weeks);
  return badgeCategoryKeys.map((key) => {
    const category = translated.badgeCategories[key];
    return {
      key,
      name: category.name,
      howToEarn: category.howToEarn.map((way) => fillText(way, { weeks, brand: site.brand })),
    };
  });
}

/** The assistant's guides: the domain's in English, translated by id in another language. */
function guidesIn(translated: Translated, site: SiteConfig, fill: (template: string) => string) {
  const english = assistantGuides(site);
  if (!translated) return english;
  return english.map((guide) => {
    const text = translated.guides[guide.id];
    return text
      ? { id: guide.id, title: fill(text.title), keywords: text.keywords, text: fill(text.text) }
      : guide;
  });
}
