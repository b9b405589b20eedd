export interface CoreValue {
  readonly name: string;
  readonly description: string;
}

/**
 * The five core values (product.md#who-it-is-for), shown on the home page and known to the chat
 * assistant.
 */
export const coreValues: readonly CoreValue[] = [
  {
    name: "Collaboration",
    description:
      "We discover more together than we ever could alone, so we build, learn and celebrate side by side.",
  },
  {
    name: "Humility",
    description: "We listen before we speak, admit what we do not know and honour the wisdom in every story.",
  },
  {
    name: "Precision",
    description: "Purpose becomes real in the details, so we turn big dreams into clear, honest next steps.",
  },
  {
    name: "Patience",
    description: "Growth keeps its own seasons; we walk at your pace and trust that nothing good is wasted.",
  },
  {
    name: "Empathy",
    description:
      "We seek to understand before we advise, and we treat every person with the dignity they deserve.",
  },
];
