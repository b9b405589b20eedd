/**
 * Fills `{name}` placeholders in a catalog text. Catalog texts keep their placeholders in every
 * language (a test checks it), so word order can differ per language.
 */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
