import {
  assistantGuides,
  badgeCatalogue,
  coreValues,
  faqCategories,
  figures,
  hotlines,
  pathOf,
  plans,
  programme,
  type SiteConfig,
} from "@ember/domain";
import type { KnowledgePassage } from "./llm-provider.ts";

/**
 * Everything the assistant may say about the programme, as passages: the FAQ, the plans, programme facts,
 * the core values, the badges and the assistant's guides, all from packages/domain so the chat never
 * contradicts the pages. Each passage carries the next step that fits it.
 */
export function siteKnowledge(site: SiteConfig): KnowledgePassage[] {
  const { productName, founderName, trialDays } = site;
  const page = (id: Parameters<typeof pathOf>[0]) => pathOf(id, site);
  const { weeklyHours, weeks, groupSize, actionPlanHorizon } = programme;
  const steps = {
    apply: `Your next step: apply on the Get Started page (${page("GetStarted")}) and book a free meeting with ${founderName}; we respond within 24 hours.`,
    trial: `Your next step: start the ${trialDays}-day free trial on the Pricing page (${page("Pricing")}); no payment information is needed.`,
    faq: `Your next step: read more in the FAQ (${page("FAQ")}), or apply on the Get Started page (${page("GetStarted")}) and talk it through with ${founderName}.`,
    fire: `Your next step: take a first honest look with the "Do You Have That Fire?" form (${page("ShareYourFire")}), then bring what you find to a free meeting with ${founderName}.`,
    badges: `Your next step: look up the badges you have earned on the Badges page (${page("Badges")}).`,
    contact: `Your next step: write to us at ${site.contactEmail}; a real person will answer within 24 hours.`,
  };
  const faqStep: Record<string, string> = {
    faith: steps.faq,
    connection: steps.apply,
    family: steps.faq,
    leadership: steps.apply,
    career: steps.trial,
  };

  const passages: KnowledgePassage[] = faqCategories.flatMap((category) =>
    category.items.map((item, i) => ({
      id: `faq-${category.value}-${i}`,
      title: item.question,
      text: item.answer,
      keywords: `${category.name} ${category.description}`,
      nextStep: faqStep[category.value] ?? steps.faq,
    })),
  );

  for (const plan of plans) {
    const features = `${plan.featuresLead ? `${plan.featuresLead} ` : ""}${plan.features.join(", ")}`;
    passages.push({
      id: `plan-${plan.checkout}`,
      title: `${plan.name}: ${plan.price} ${plan.period}`,
      text: `The ${plan.name} costs ${plan.price} ${plan.period}${plan.audience ? ` (${plan.audience.toLowerCase()})` : ""}. It includes: ${features}. ${plan.note}`,
      keywords: "price cost pay plan subscription fee weekly money afford",
      nextStep: steps.trial,
    });
  }
  passages.push(
    {
      id: "pricing-help",
      title: "What does it cost, and what if I cannot afford it?",
      keywords: "price cost afford financial aid scholarship money value cheap expensive",
      text: `After the ${trialDays}-day free trial, the Student Plan is $25 a week and the Professional Plan $35 a week, about $100–140 a month, against $40,000+ a year for traditional college. If $25–35 a week is out of reach, we offer financial help to members who show up consistently, practise the five principles (${coreValues.map((v) => v.name).join(", ")}), complete the work and help others.`,
      nextStep: steps.apply,
    },
    {
      id: "programme-time",
      title: "How much time does the programme take each week?",
      keywords: "time hours week weekly commitment schedule busy how long",
      text: `Weekly commitment depends on your track: ${weeklyHours.volunteer} hours a week on the volunteer track, ${weeklyHours.academicCredit} hours for academic credit, and ${weeklyHours.stipend} hours on the stipend track. A cohort follows an ${weeks}-week structure in small groups of ${groupSize} peers, and you leave with an action plan for the next ${actionPlanHorizon}.`,
      nextStep: steps.apply,
    },
    {
      id: "values",
      title: "What are the five core values?",
      keywords: "values principles collaboration humility precision patience empathy believe",
      text: `Five core values shape every conversation, group and plan. ${coreValues.map((v) => `${v.name}: ${v.description}`).join(" ")}`,
      nextStep: steps.faq,
    },
    {
      id: "figures",
      title: `How many people has ${productName} helped?`,
      keywords:
        "results impact numbers participants countries universities satisfaction proof evidence research",
      text: `Since ${figures.founded}, ${figures.participants} participants from ${figures.countries} countries and ${figures.universities} universities have joined, with ${figures.satisfaction} satisfaction. Our team of ${figures.teamMembers} spans ${figures.teamCountries} countries, and we have answered ${figures.questionsAnswered} questions in ${figures.conversations} conversations.`,
      nextStep: steps.apply,
    },
    {
      id: "crisis-resources",
      title: "Is this counselling, and where do I get help in a crisis?",
      keywords: "crisis emergency hotline therapy counselling counseling mental health help urgent",
      text: `${productName} is not a clinical or crisis service, and our mentors are not licensed mental health professionals. In a crisis in the US, call or text ${hotlines.crisisLine} or text ${hotlines.textWord} to ${hotlines.textLine}; in an emergency call ${hotlines.emergency}. Outside the US, please contact your local crisis line.`,
      nextStep: steps.contact,
    },
  );
  for (const category of badgeCatalogue(site)) {
    passages.push({
      id: `badge-${category.key}`,
      title: `${category.name} badges`,
      text: `${category.name} badges are earned for: ${category.howToEarn.join("; ")}.`,
      keywords: "badge badges earn achievement award recognition",
      nextStep: steps.badges,
    });
  }
  for (const guide of assistantGuides(site)) {
    passages.push({
      ...guide,
      nextStep:
        guide.id === "contact" ? steps.contact : guide.id === "getting-started" ? steps.apply : steps.fire,
    });
  }
  return passages;
}
