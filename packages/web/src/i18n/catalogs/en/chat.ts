import { chatFallbackReply, hotlines } from "@ember/domain";

const { crisisLine, textLine, textWord, emergency } = hotlines;

/**
 * English interface text: chat. Every other language mirrors this shape. Placeholders: {product} is
 * the product's name, {email} the contact address, {count} a number.
 */
export const chat = {
  /** The disclaimer of the chat page (product.md#the-chat-page): what the assistant does and cannot do. */
  disclaimer: {
    heading: "Before you start",
    does: {
      title: "What the assistant can do",
      items: [
        "Explain how {product} works: mentorship, small groups, plans and the free trial",
        "Help you think through questions about purpose, calling and next steps",
        "Point you to the right page, resource or person on our team",
        "Answer common questions about time commitments and getting started",
      ],
    },
    cannot: {
      title: "What it cannot do",
      items: [
        "Diagnose, treat or give medical or mental health advice",
        "Replace a counsellor, doctor or licensed professional",
        "Respond to emergencies or crises",
        "Remember you between visits",
      ],
    },
  },
  /** The crisis note shown with the chat page's introduction. */
  crisisNote: {
    title: "If you are in crisis, please reach out now",
    body: `In the US, call or text ${crisisLine} to reach the Suicide & Crisis Lifeline, any time. You can also text ${textWord} to ${textLine}. Outside the US, please contact your local crisis line or emergency services. In an emergency, call ${emergency}.`,
  },
  /** The acceptance step of the disclaimer gate (product.md#the-chat-page, #chat). */
  gate: {
    resourcesTitle: "If you need help right now",
    resources: [
      `In the US, call or text ${crisisLine}, any time, day or night.`,
      "Outside the US, please contact your local crisis line or emergency services.",
    ],
    localResourcesLink: "Find a helpline in your country",
    acknowledgement: `I understand: the {product} Assistant is here for purpose discovery and questions about the programme. It is not a crisis service and does not give medical or mental health advice, and if I am in crisis I will call or text ${crisisLine} in the US or contact my local emergency services.`,
    start: "I Understand - Start Conversation",
    /** Said when the start button is pressed before the box is ticked. */
    tickFirst: "Please tick the box above first, then start the conversation.",
    opening: "Opening the conversation...",
    loadFailed: `The conversation could not be opened. Please check your connection and try again. If you need help right now, call or text ${crisisLine} in the US, or contact your local emergency services.`,
    retry: "Try again",
  },
  /** The chat view around the conversation. */
  view: {
    heading: "Chat with the {product} Assistant",
    faqPrompt: "Looking for a quick answer?",
    faqLink: "Browse the FAQ",
    footer: "Prefer to talk to a person? Write to us at",
  },
  /** The message list. */
  messages: {
    logLabel: "Conversation",
    assistantLabel: "{product} Assistant",
    userLabel: "You",
    safetyLabel: "SAFETY ALERT",
    typing: "{product} is typing...",
    scrollToTop: "Scroll to Top",
  },
  /** The message input. */
  composer: {
    inputLabel: "Your message",
    placeholder: "Type your message...",
    inputHint: "Press Enter to send, Shift+Enter for a new line.",
    send: "Send",
    remaining: { one: "{count} character left", other: "{count} characters left" },
  },
  /** The six suggested questions of product.md#the-chat-page, each sent with one click. */
  suggestions: {
    title: "Suggested questions",
    questions: [
      "How do I know if {product} is the right fit for me?",
      "What makes {product} different from other programs?",
      "How much time do I need to commit each week?",
      "Can international students participate?",
      "What happens after my internship ends?",
      "How do I discover my purpose?",
    ],
  },
  /** product.md#chat: the greeting that opens the conversation. */
  greeting: `Hello, I'm the {product} Assistant. I'm here to help you explore your purpose and answer your questions about {product}: the mentorship, the small groups, the time it takes and how to get started.\n\nI'm a guide for purpose discovery, not a crisis service, and I can't provide counselling or treatment. If you are in crisis, please call or text ${crisisLine} in the US, or contact your local emergency resources. What would you like to talk about?`,
  /** product.md#errors: the reply when the AI reply fails (the server's own text, from domain). */
  fallbackReply: chatFallbackReply({ contactEmail: "{email}" }),
  /**
   * The safety reply of each crisis tier (product.md#chat), shown at once when a message matches a crisis
   * phrase.
   */
  safetyReplies: {
    1: `I'm really concerned about what you've shared, and I'm glad you told me. Your life matters. If you are in immediate danger, please call ${emergency} or go to your nearest emergency room now. You can call or text ${crisisLine} at any time to talk with a trained counsellor, or text ${textWord} to ${textLine}. Outside the US, please contact your local emergency services.`,
    2: `It sounds like you're going through a very difficult time, and I'm so sorry you're carrying this. You don't have to face it alone. Please call or text ${crisisLine} to talk with a trained counsellor right now, or text ${textWord} to ${textLine}. Outside the US, please reach out to your local crisis line.`,
    3: `Thank you for trusting me with this. What you're going through matters, and you deserve support from trained professionals who can be with you in it. You can call or text ${crisisLine} at any time, or text ${textWord} to ${textLine}. Outside the US, please contact your local crisis line. I'm still here if you'd like to keep talking.`,
  },
  /** The crisis modal (product.md#the-chat-page, #chat). */
  crisisDialog: {
    title: "Crisis Support Available",
    headlines: {
      1: `If you are in immediate danger, please call ${emergency} or go to your nearest emergency room now.`,
      2: "It sounds like you're going through a very difficult time. You don't have to go through it alone.",
      3: "You deserve support from trained professionals. Free, confidential help is here for you.",
    },
    resourcesLabel: "Ways to reach someone now",
    resources: {
      call: { title: `Call or text ${crisisLine}`, detail: "Suicide & Crisis Lifeline (US), 24/7" },
      text: { title: `Text ${textWord} to ${textLine}`, detail: "Crisis Text Line (US), 24/7" },
      chat: { title: "Chat online" },
      local: { title: "Outside the US", detail: "Call your local crisis hotline or emergency services" },
    },
    directory: "Outside the United States? Find a free, confidential helpline in your country",
    getHelp: "Get Help Now",
    newTab: "(opens in a new tab)",
    close: "Close",
  },
} as const;
