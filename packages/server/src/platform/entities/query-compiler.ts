import { badRequest } from "../../errors.ts";
import { type FieldRef, jsonbOf, parseFieldName } from "./field-sql.ts";
import { jsonLimitExceeded } from "./json-limits.ts";
import {
  allSql,
  compareSql,
  equalSql,
  existsSql,
  inSql,
  isComparisonOp,
  isPlainObject,
  regexSql,
  sizeSql,
  type Target,
} from "./query-operators.ts";
import { foldConstant, type SqlParams, sqlAnd, sqlNot, sqlOr } from "./sql-params.ts";

/**
 * The `q` filter language of Base44 (ADR 0003) compiled to one parameterised SQL condition over
 * an entity table. Hostile input gets a 400: unknown operators are named, field names must match a strict
 * pattern, and nesting depth and size are bounded so no query can exhaust the server.
 */
export interface CompileOptions {
  /** Top-level fields the schema declares as plain strings (see Target.isString). */
  readonly stringFields?: ReadonlySet<string>;
}

export const queryLimits = { maxDepth: 8, maxNodes: 1000, maxValueDepth: 32, maxValues: 10_000 } as const;

interface State {
  readonly params: SqlParams;
  readonly options: CompileOptions;
  nodes: number;
  /** Inside $elemMatch: the SQL of the array element that field names are relative to. */
  root: string | undefined;
  /** $elemMatch subqueries so far, so nested ones get distinct aliases. */
  elements: number;
}

const newState = (params: SqlParams, options: CompileOptions): State => ({
  params,
  options,
  nodes: 0,
  root: undefined,
  elements: 0,
});

/** A `q` object as a SQL boolean expression ("true" when it is empty). */
export function compileQuery(query: unknown, params: SqlParams, options: CompileOptions = {}): string {
  if (query === undefined || query === null) return "true";
  return compileDocument(query, newState(params, options), 0);
}

/** One `{field: value}` condition, as used by access rules. */
export function compileFieldCondition(
  field: string,
  value: unknown,
  params: SqlParams,
  options: CompileOptions = {},
): string {
  return compileField(field, value, newState(params, options), 0);
}

function count(state: State, depth: number): void {
  state.nodes += 1;
  if (state.nodes > queryLimits.maxNodes) throw badRequest("Query is too large");
  if (depth > queryLimits.maxDepth) throw badRequest("Query is nested too deeply");
}

function compileDocument(doc: unknown, state: State, depth: number): string {
  return foldConstant(state.params, () => compileDocumentParts(doc, state, depth));
}

function compileDocumentParts(doc: unknown, state: State, depth: number): string {
  if (!isPlainObject(doc)) throw badRequest("A query must be a JSON object");
  count(state, depth);
  // An undefined value is what JSON.stringify drops on the wire; in-process callers get the same query.
  const entries = Object.entries(doc).filter(([, value]) => value !== undefined);
  const parts = entries.map(([key, value]) =>
    key.startsWith("$") ? compileLogical(key, value, state, depth) : compileField(key, value, state, depth),
  );
  return sqlAnd(parts);
}

function compileLogical(op: string, value: unknown, state: State, depth: number): string {
  if (op !== "$and" && op !== "$or" && op !== "$nor") throw badRequest(`Unsupported query operator: ${op}`);
  if (!Array.isArray(value) || value.length === 0)
    throw badRequest(`${op} needs a non-empty array of queries`);
  const parts = value.map((sub) => compileDocument(sub, state, depth + 1));
  if (op === "$and") return sqlAnd(parts);
  return op === "$or" ? sqlOr(parts) : sqlNot(sqlOr(parts));
}

function compileField(name: string, value: unknown, state: State, depth: number): string {
  return foldConstant(state.params, () => compileFieldParts(name, value, state, depth));
}

function compileFieldParts(name: string, value: unknown, state: State, depth: number): string {
  count(state, depth);
  const ref = parseFieldName(name, state.root);
  checkValueSize(value, name);
  const isString = state.root === undefined && isStringField(ref, state.options);
  const target: Target = { ref, isString, params: state.params };
  if (Array.isArray(value)) return inSql(target, "$in", value);
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    const operators = keys.filter((k) => k.startsWith("$"));
    if (operators.length === 0) return equalSql(target, value);
    if (operators.length !== keys.length) throw badRequest(`Cannot mix operators and fields in ${name}`);
    return compileOperators(target, value, state, depth + 1);
  }
  return equalSql(target, value);
}

const isStringField = (ref: FieldRef, options: CompileOptions) =>
  ref.kind === "data" && ref.path.length === 1 && (options.stringFields?.has(ref.path[0] as string) ?? false);

function compileOperators(t: Target, ops: Record<string, unknown>, state: State, depth: number): string {
  const parts: string[] = [];
  for (const [op, operand] of Object.entries(ops)) {
    count(state, depth);
    if (op === "$eq") parts.push(equalSql(t, operand));
    else if (op === "$ne") parts.push(sqlNot(equalSql(t, operand)));
    else if (isComparisonOp(op)) parts.push(compareSql(t, op, operand));
    else if (op === "$in") parts.push(inSql(t, op, operand));
    else if (op === "$nin") parts.push(sqlNot(inSql(t, op, operand)));
    else if (op === "$exists") parts.push(existsSql(t, operand));
    else if (op === "$regex") parts.push(regexSql(t, operand, ops.$options));
    else if (op === "$options") {
      if (!("$regex" in ops)) throw badRequest("$options needs $regex");
    } else if (op === "$all") parts.push(allSql(t, operand));
    else if (op === "$size") parts.push(sizeSql(t, operand));
    else if (op === "$not") parts.push(sqlNot(compileNot(t, operand, state, depth)));
    else if (op === "$elemMatch") parts.push(compileElemMatch(t, operand, state, depth));
    else throw badRequest(`Unsupported query operator: ${op}`);
  }
  return sqlAnd(parts);
}

function compileNot(t: Target, operand: unknown, state: State, depth: number): string {
  const keys = isPlainObject(operand) ? Object.keys(operand) : [];
  if (!isPlainObject(operand) || keys.length === 0 || !keys.every((k) => k.startsWith("$"))) {
    throw badRequest("$not needs an object of operators");
  }
  return compileOperators(t, operand, state, depth + 1);
}

const LOGICAL = new Set(["$and", "$or", "$nor"]);

/**
 * `$elemMatch`: some element of the array satisfies every condition at once. `{$gt: 1, $lt: 5}` applies
 * operators to scalar elements; `{name: "x", qty: {$gt: 2}}` matches fields of object elements (MongoDB's
 * two forms). A non-array never matches.
 */
function compileElemMatch(t: Target, operand: unknown, state: State, depth: number): string {
  const keys = isPlainObject(operand) ? Object.keys(operand) : [];
  if (!isPlainObject(operand) || keys.length === 0) throw badRequest("$elemMatch needs a non-empty object");
  if (t.ref.kind === "column") return "false";
  const array = jsonbOf(t.ref);
  state.elements += 1;
  const alias = `em${state.elements}`;
  const outer = state.root;
  state.root = `${alias}.value`;
  let condition: string;
  try {
    const operatorForm = keys.every((k) => k.startsWith("$") && !LOGICAL.has(k));
    condition = operatorForm
      ? compileOperators(
          { ref: { kind: "data", path: [], root: state.root }, isString: false, params: state.params },
          operand,
          state,
          depth + 1,
        )
      : compileDocument(operand, state, depth + 1);
  } finally {
    state.root = outer;
  }
  if (condition === "false") return "false";
  // CASE: jsonb_array_elements throws on a scalar, and AND operands may run in any order.
  const elements = `jsonb_array_elements(case when jsonb_typeof(${array}) = 'array' then ${array} else '[]'::jsonb end)`;
  return `exists (select 1 from ${elements} as ${alias} where ${condition})`;
}

/** Values travel as parameters, but a huge or deeply nested one would only waste memory and stack. */
function checkValueSize(value: unknown, name: string): void {
  const exceeded = jsonLimitExceeded(value, {
    maxDepth: queryLimits.maxValueDepth,
    maxNodes: queryLimits.maxValues,
  });
  if (exceeded === "depth") throw badRequest(`The value for ${name} is nested too deeply`);
  if (exceeded === "size") throw badRequest("Query is too large");
}
