/**
 * The sentence shown under a field for a schema message. The domain's messages are written to follow a
 * field name ('is required', 'must be a valid e-mail address'), which the visible label already gives,
 * so they are completed with 'This field'; other messages are shown as sentences.
 */
export function fieldErrorText(message: string): string {
  const text = message.trim();
  if (text === "") return "This field is not valid.";
  const sentence = /^(is|must)\b/.test(text) ? `This field ${text}` : text[0]?.toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** The first field of `order` (the form's fields top to bottom) that has an error. */
export function firstInvalidField<Field extends string>(
  order: readonly Field[],
  hasError: (field: Field) => boolean,
): Field | undefined {
  return order.find(hasError);
}
