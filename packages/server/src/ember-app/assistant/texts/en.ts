import type { AssistantTexts } from "./assistant-texts.ts";

/**
 * The chat's own words in English, exactly as the assistant has always written them; the values come from
 * the site configuration and packages/domain (site-figures.ts), so a figure changes in one place.
 */
export const en: AssistantTexts = {
  fallback:
    "I apologize, but I'm having trouble responding right now. Please try again in a moment, or feel free to reach out directly at {email}. I'm here to support you.",
  safety: {
    resources:
      "In the US, call or text {crisisLine} (Suicide & Crisis Lifeline) any time, or text {textWord} to {textLine}. Outside the US, please contact your local crisis line or emergency services.",
    notAlone:
      "You are not alone, and you matter. I'm the {product} Assistant, not a counsellor, so please reach out to people trained to help right now. A member of our team has also been told, so a real person knows you reached out.",
    tiers: {
      1: "I'm really concerned about what you've shared. If you are in immediate danger or might act on these thoughts, please call {emergency} or go to the nearest emergency room now.\n\n{resources}\n\n{notAlone}",
      2: "It sounds like you're going through a very difficult time, and I'm glad you said something. These feelings are heavy, and you don't have to carry them alone.\n\n{resources} If you ever feel you might act on these thoughts, call {emergency}.\n\n{notAlone}",
      3: "Thank you for trusting me with this. What you're facing matters, and you deserve support from trained professionals who can walk with you through it.\n\n{resources} If you are in danger, call {emergency}.\n\n{notAlone}",
    },
  },
  grief: [
    "I'm so sorry for your loss. Grief can be heavy and confusing, and whatever you are feeling right now is okay. Thank you for telling me.",
    "You deserve support from people who can walk with you through it. If it ever feels like too much, in the US you can call or text {crisisLine} or text {textWord} to {textLine}, any time; outside the US, your local crisis line is there for you too.",
    "When you feel ready, our mentors and small groups are a place to be heard and not to carry this alone. You can also write to us at {email}, and a real person will answer.",
  ],
  sentences: "{first} {second}",
  offline: {
    intro:
      "Thank you for your message. I'm the {product} Assistant, and I can help with questions about purpose, our mentorship and small groups, the time it takes, the plans and the free trial, and how to get started.",
    about:
      "{product} is a faith-inspired, evidence-minded mentorship community. Since {founded}, {participants} people from {countries} countries have found mentors and small groups here, with {satisfaction} satisfaction.",
    askMore:
      "Could you tell me a little more about what you are looking for? Or write to us at {email}; a real person will answer within 24 hours.",
    closings: [
      "Wherever you are on the road, you do not have to walk it alone.",
      "Every person is made with a purpose, and yours is worth the search.",
      "We would be glad to walk the next step with you.",
    ],
  },
  knowledge: {
    steps: {
      apply:
        "Your next step: apply on the Get Started page ({getStarted}) and book a free meeting with {founder}; we respond within 24 hours.",
      trial:
        "Your next step: start the {days}-day free trial on the Pricing page ({pricing}); no payment information is needed.",
      faq: "Your next step: read more in the FAQ ({faq}), or apply on the Get Started page ({getStarted}) and talk it through with {founder}.",
      fire: 'Your next step: take a first honest look with the "Do You Have That Fire?" form ({shareYourFire}), then bring what you find to a free meeting with {founder}.',
      badges: "Your next step: look up the badges you have earned on the Badges page ({badges}).",
      contact: "Your next step: write to us at {email}; a real person will answer within 24 hours.",
    },
    faqKeywords: "{name} {description}",
    plan: {
      title: "{name}: {price} {period}",
      text: "The {name} costs {price} {period}{audience}. It includes: {features}. {note}",
      audience: " ({audience})",
      featuresLead: "{lead} {features}",
      keywords: "price cost pay plan subscription fee weekly money afford",
    },
    pricingHelp: {
      title: "What does it cost, and what if I cannot afford it?",
      keywords: "price cost afford financial aid scholarship money value cheap expensive",
      text: "After the {days}-day free trial, the Student Plan is $25 a week and the Professional Plan $35 a week, about $100–140 a month, against $40,000+ a year for traditional college. If $25–35 a week is out of reach, we offer financial help to members who show up consistently, practise the five principles ({values}), complete the work and help others.",
    },
    programmeTime: {
      title: "How much time does the programme take each week?",
      keywords: "time hours week weekly commitment schedule busy how long",
      text: "Weekly commitment depends on your track: {volunteer} hours a week on the volunteer track, {credit} hours for academic credit, and {stipend} hours on the stipend track. A cohort follows an {weeks}-week structure in small groups of {groupSize} peers, and you leave with an action plan for the next {horizon}.",
    },
    values: {
      title: "What are the five core values?",
      keywords: "values principles collaboration humility precision patience empathy believe",
      text: "Five core values shape every conversation, group and plan. {values}",
      value: "{name}: {description}",
    },
    figures: {
      title: "How many people has {product} helped?",
      keywords:
        "results impact numbers participants countries universities satisfaction proof evidence research",
      text: "Since {founded}, {participants} participants from {countries} countries and {universities} universities have joined, with {satisfaction} satisfaction. Our team of {teamMembers} spans {teamCountries} countries, and we have answered {questionsAnswered} questions in {conversations} conversations.",
    },
    crisisResources: {
      title: "Is this counselling, and where do I get help in a crisis?",
      keywords: "crisis emergency hotline therapy counselling counseling mental health help urgent",
      text: "{product} is not a clinical or crisis service, and our mentors are not licensed mental health professionals. In a crisis in the US, call or text {crisisLine} or text {textWord} to {textLine}; in an emergency call {emergency}. Outside the US, please contact your local crisis line.",
    },
    badge: {
      title: "{category} badges",
      keywords: "badge badges earn achievement award recognition",
      text: "{category} badges are earned for: {ways}.",
    },
    listSeparator: ", ",
    badgeSeparator: "; ",
    lowerAudience: true,
    // The retrieval's English stop words are knowledge-index.ts's own.
    stopWords: "",
  },
  translated: null,
};
