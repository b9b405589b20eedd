/**
 * The value an object holds under a key it has itself, else undefined. For lookups keyed by data (a
 * record's field names, a status from the server): `labels[key]` with a key such as "constructor" or
 * "__proto__" finds what every object inherits, and the page that reads it breaks.
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
