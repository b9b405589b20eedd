import type { Caller, CallerUser } from "../caller.ts";
import type { EntityDefinition, RlsOperation, RlsRule } from "./entity-schemas.ts";
import { compileFieldCondition } from "./query-compiler.ts";
import { isPlainObject } from "./query-operators.ts";
import { foldConstant, type SqlParams, sqlAnd, sqlNot, sqlOr } from "./sql-params.ts";

/**
 * Row-level security (each schema's `rls` rules) as SQL: a rule becomes a condition inside the statement
 * itself, so a list is filtered by the database and never after the query, and a write touches only the rows
 * the rule allows. The service role bypasses every rule; no rule means everyone, anonymous included.
 */

/** The rule for an operation; `write` stands for create, update and delete when they are absent. */
export function ruleFor(entity: EntityDefinition, operation: RlsOperation): RlsRule {
  const rls = entity.schema.rls;
  if (!rls) return true;
  const rule = rls[operation] ?? (operation === "read" ? undefined : rls.write);
  return rule === undefined ? true : rule;
}

/** "true", "false" or a SQL condition over the entity's columns, for this caller. */
export function compileRule(
  entity: EntityDefinition,
  operation: RlsOperation,
  caller: Caller,
  params: SqlParams,
): string {
  return compileRuleValue(ruleFor(entity, operation), entity, caller, params);
}

/** Any rule in the schema's rule language (an entity's or a field's), for this caller, over the entity's columns. */
export function compileRuleValue(
  rule: RlsRule,
  entity: EntityDefinition,
  caller: Caller,
  params: SqlParams,
): string {
  if (caller.kind === "service") return "true";
  if (rule === true || rule === null) return "true";
  if (rule === false) return "false";
  if (Object.keys(rule).length === 0) return "true";
  const user = caller.kind === "user" ? caller.user : null;
  return compileCondition(rule, user, entity, params);
}

function compileCondition(
  condition: Readonly<Record<string, unknown>>,
  user: CallerUser | null,
  entity: EntityDefinition,
  params: SqlParams,
): string {
  return foldConstant(params, () => compileParts(condition, user, entity, params));
}

function compileParts(
  condition: Readonly<Record<string, unknown>>,
  user: CallerUser | null,
  entity: EntityDefinition,
  params: SqlParams,
): string {
  const parts = Object.entries(condition).map(([key, value]) => {
    if (key === "user_condition") return matchesUser(value, user) ? "true" : "false";
    if (key === "$and" || key === "$or" || key === "$nor") {
      const subs = (value as Record<string, unknown>[]).map((c) => compileCondition(c, user, entity, params));
      if (key === "$and") return sqlAnd(subs);
      return key === "$or" ? sqlOr(subs) : sqlNot(sqlOr(subs));
    }
    const resolved = resolveTemplates(value, user);
    // A template naming nobody (anonymous, or a missing user field) must not match records where that field is empty.
    if (resolved === unresolved) return "false";
    const field = key.startsWith("data.") ? key.slice("data.".length) : key;
    return compileFieldCondition(field, resolved, params, { stringFields: entity.stringFields });
  });
  return sqlAnd(parts);
}

const unresolved = Symbol("unresolved");
const TEMPLATE = /\{\{\s*user\.([A-Za-z0-9_.]+)\s*\}\}/g;
const WHOLE_TEMPLATE = /^\{\{\s*user\.([A-Za-z0-9_.]+)\s*\}\}$/;

function userValue(path: string, user: CallerUser | null): unknown {
  if (!user) return undefined;
  const [head, ...rest] = path.split(".");
  if (head === "data")
    return rest.reduce<unknown>((v, k) => (isPlainObject(v) ? v[k] : undefined), user.data);
  if (rest.length > 0) return undefined;
  if (head === "id" || head === "email" || head === "role" || head === "full_name") return user[head];
  // Base44 lets custom user fields be named without `data.`.
  return user.data[head as string];
}

function resolveTemplates(value: unknown, user: CallerUser | null): unknown {
  if (typeof value === "string") {
    const whole = WHOLE_TEMPLATE.exec(value);
    if (whole) {
      const v = userValue(whole[1] as string, user);
      return v === undefined || v === null ? unresolved : v;
    }
    let missing = false;
    const text = value.replace(TEMPLATE, (_, p: string) => {
      const v = userValue(p, user);
      if (v === undefined || v === null) missing = true;
      return String(v ?? "");
    });
    return missing ? unresolved : text;
  }
  if (Array.isArray(value)) {
    const items = value.map((v) => resolveTemplates(v, user));
    return items.includes(unresolved) ? unresolved : items;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(([k, v]) => [k, resolveTemplates(v, user)] as const);
    return entries.some(([, v]) => v === unresolved) ? unresolved : Object.fromEntries(entries);
  }
  return value;
}

/** `user_condition` compares the caller's own fields (equality, or $in/$nin/$ne), never a record's. */
function matchesUser(condition: unknown, user: CallerUser | null): boolean {
  if (!user || !isPlainObject(condition)) return false;
  return Object.entries(condition).every(([key, expected]) => {
    const actual = userValue(key, user);
    if (!isPlainObject(expected)) return actual === expected;
    return Object.entries(expected).every(([op, operand]) => {
      if (op === "$in") return Array.isArray(operand) && operand.includes(actual);
      if (op === "$nin") return Array.isArray(operand) && !operand.includes(actual);
      if (op === "$ne") return actual !== operand;
      if (op === "$eq") return actual === operand;
      return false;
    });
  });
}
