import type { SiteConfig } from "../site-config.ts";
import { figures, programme } from "../site-figures.ts";

/** A short piece of programme knowledge the chat assistant can retrieve; not shown as a page of its own. */
export interface AssistantGuide {
  readonly id: string;
  readonly title: string;
  /** Extra words people use for this topic, to help retrieval. */
  readonly keywords: string;
  readonly text: string;
}

/**
 * The six suggested questions of the chat page (product.md#the-chat-page), each sent with one click;
 * 'the product' is the product name. The offline assistant must answer each of them specifically.
 */
export function suggestedQuestions(site: Pick<SiteConfig, "productName">): readonly string[] {
  return [
    `How do I know if ${site.productName} is the right fit for me?`,
    "What makes it different from other programs?",
    "How much time do I need to commit each week?",
    "Can international students participate?",
    "What happens after my internship ends?",
    "How do I discover my purpose?",
  ];
}

/**
 * What the assistant knows beyond the FAQ, plans, values and badges: the questions people bring to a
 * purpose conversation, in the programme's voice (faith-inspired, warm, evidence-minded, never clinical).
 */
export function assistantGuides(site: SiteConfig): readonly AssistantGuide[] {
  const { productName, founderName, trialDays } = site;
  const { weeks, groupSize, actionPlanHorizon } = programme;
  return [
    {
      id: "discover-purpose",
      title: "How do I discover my purpose?",
      keywords: "purpose calling meaning direction passion why am i here find discover fire",
      text: `Purpose is rarely found alone or all at once; it is discovered in honest reflection and real relationships, one step at a time. At ${productName} you begin with the Purpose Discovery Assessment, then walk an ${weeks}-week path with a mentor and a small group of ${groupSize} peers: discovering your story and strengths, naming your fire (the cause that will not leave you alone), testing it in your community, and shaping it into a personal action plan for the next ${actionPlanHorizon}.`,
    },
    {
      id: "share-your-fire",
      title: "Share your fire: the planning form",
      keywords: "fire statement plan planning form cause commitment do you have that fire",
      text: `The "Do You Have That Fire?" form asks what cause you commit to, why it matters, who it would touch and what progress you could make in ${actionPlanHorizon}. Sharing it earns the Fire Starter badge and leads to a one-on-one video call with ${founderName} to refine your plan.`,
    },
    {
      id: "getting-started",
      title: "How do I get started or apply?",
      keywords: "apply application join sign up start begin enrol enroll first step",
      text: `Getting started takes a few minutes: fill in the application on the Get Started page, earn the First Step Champion badge, and book a free meeting with ${founderName}. We respond within 24 hours and match you with a mentor or a small group. The ${trialDays}-day free trial needs no payment information.`,
    },
    {
      id: "about",
      title: `What is ${productName}?`,
      keywords: "about mission who are you founded history community mentorship faith evidence",
      text: `${productName} is a faith-inspired, evidence-minded purpose-discovery and mentorship community: connecting people to purpose, one conversation at a time. Since it was founded in ${figures.founded}, ${figures.participants} participants from ${figures.countries} countries have joined, with ${figures.satisfaction} satisfaction. Our mentors are volunteers, not licensed mental health professionals, and ${productName} is not a clinical or crisis service.`,
    },
    {
      id: "contact",
      title: "How do I reach a real person?",
      keywords: "contact email talk human person team reach help question",
      text: `A real person on our team reads what we receive. Write to ${site.contactEmail} any time, and we answer within 24 hours. You can also book a free meeting with ${founderName} after applying.`,
    },
  ];
}
