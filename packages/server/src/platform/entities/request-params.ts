import { badRequest } from "../../errors.ts";
import { findForbiddenKey, forbiddenKeyError } from "../input-keys.ts";
import { isPlainObject } from "./query-operators.ts";

/**
 * Query-string values of the entity endpoints. They arrive as strings; anything
 * malformed is the client's mistake and answers 400 naming the parameter.
 */
export type QueryString = Record<string, string | string[] | undefined>;

export function stringParam(query: QueryString, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw badRequest(`Parameter ${name} was given more than once`);
  return value === "" ? undefined : value;
}

export function integerParam(query: QueryString, name: string): number | undefined {
  const value = stringParam(query, name);
  if (value === undefined) return undefined;
  const n = /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n)) throw badRequest(`${name} must be a non-negative integer`);
  return n;
}

/** `q`: JSON.stringify of a query object. */
export function queryParam(query: QueryString): Record<string, unknown> | undefined {
  const value = stringParam(query, "q");
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badRequest("q must be a JSON object");
  }
  if (!isPlainObject(parsed)) throw badRequest("q must be a JSON object");
  const forbidden = findForbiddenKey(parsed);
  if (forbidden !== undefined) throw forbiddenKeyError("q", forbidden);
  return parsed;
}
