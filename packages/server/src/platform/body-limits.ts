import { badRequest } from "../errors.ts";
import { jsonLimitExceeded } from "./entities/json-limits.ts";

// Far beyond any real form or profile, far below what overflows a recursive walk or PostgreSQL's jsonb parser.
const BODY_LIMITS = { maxDepth: 32, maxNodes: 10_000 } as const;

/**
 * A 400 for a JSON body nested too deeply or with too many values. The 1 MB body limit alone still lets a
 * body nest arrays hundreds of thousands deep, which would turn into a 500 in JSON.stringify or jsonb.
 */
export function assertBodyWithinLimits(body: unknown): void {
  const exceeded = jsonLimitExceeded(body, BODY_LIMITS);
  if (exceeded)
    throw badRequest(`The request body is ${exceeded === "depth" ? "nested too deeply" : "too large"}`);
}
