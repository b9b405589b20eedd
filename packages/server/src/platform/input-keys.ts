import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../errors.ts";

/**
 * Names that reach Object.prototype (or a constructor's) when code walks or assigns by a caller's key.
 * No Base44 field, parameter or metadata key needs them, so they are refused wherever input names a key,
 * instead of trusting every object-building loop to get it right.
 */
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

export const isForbiddenKey = (key: string): boolean => FORBIDDEN.has(key);

/** A key, a dotted path (`a.b`) or a bracket path (`q[a][b]`) with a forbidden segment anywhere. */
export const hasForbiddenSegment = (key: string): boolean => key.split(/[.[\]]/).some(isForbiddenKey);

export const forbiddenKeyError = (where: string, key: string) =>
  badRequest(`${where}: the name ${JSON.stringify(key.slice(0, 100))} is not allowed`, {
    field: key.slice(0, 100),
  });

export function assertSafeKey(key: string, where: string): void {
  if (hasForbiddenSegment(key)) throw forbiddenKeyError(where, key);
}

/**
 * The first key anywhere inside a parsed JSON value that names a forbidden segment. Iterative, because a
 * body within the size limit can still nest deeper than the call stack.
 */
export function findForbiddenKey(value: unknown): string | undefined {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== "object" || node === null) continue;
    if (Array.isArray(node)) {
      for (const item of node) pending.push(item);
      continue;
    }
    for (const key of Object.keys(node)) {
      if (hasForbiddenSegment(key)) return key;
      pending.push((node as Record<string, unknown>)[key]);
    }
  }
  return undefined;
}

function checkRequest(request: FastifyRequest): void {
  const query = request.query;
  if (typeof query === "object" && query !== null) {
    for (const key of Object.keys(query)) assertSafeKey(key, "Query parameter");
  }
  const found = findForbiddenKey(request.body);
  if (found !== undefined) throw forbiddenKeyError("Request body", found);
}

/**
 * Every route's query keys and parsed JSON body, before validation and handlers. Multipart fields and
 * socket messages do not pass through here; their readers refuse the same names.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook("preValidation", async (request) => checkRequest(request));
  },
  { name: "input-keys" },
);
