/**
 * Fills `{name}` placeholders in a text template. Domain texts that depend on the site configuration
 * keep their placeholders, so the web's interface catalogs can write them out as their English source and
 * every language fills them the same way.
 */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
