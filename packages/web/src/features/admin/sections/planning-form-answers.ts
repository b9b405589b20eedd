import { formatMessage } from "../../../i18n/format-message.ts";
import { ownValue } from "../../../lib/own-value.ts";

/** purpose_discovery is a JSON-encoded object (entities/UserProfile.json); anything else is shown as is. */
export function answersOf(value: unknown): [string, unknown][] | null {
  if (typeof value !== "string" || !value.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? Object.entries(parsed) : null;
  } catch {
    return null;
  }
}

/**
 * The public form's own question for an answer's key, so staff read what the person was asked; any other
 * key (the submitter wrote the JSON) is shown as it is.
 */
export function answerLabel(
  labels: Readonly<Record<string, { readonly label: string } | undefined>>,
  key: string,
  values: Readonly<Record<string, string | number>>,
): string {
  const field = ownValue(labels, key);
  return field && typeof field.label === "string" ? formatMessage(field.label, values) : key;
}
