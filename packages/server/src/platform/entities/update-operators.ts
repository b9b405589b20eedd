import { badRequest } from "../../errors.ts";
import { isBuiltinColumn, isValidFieldName } from "./field-sql.ts";
import { isPlainObject } from "./query-operators.ts";

/**
 * MongoDB's update operators as `updateMany` sends them (`$set $rename $unset $inc $mul
 * $min $max $currentDate $addToSet $push $pull`), checked once and then applied to each record's data in
 * the server. Each field may appear in one operator only; built-in fields are not the caller's to change.
 */
export type UpdateOperator =
  | "$set"
  | "$unset"
  | "$rename"
  | "$inc"
  | "$mul"
  | "$min"
  | "$max"
  | "$currentDate"
  | "$addToSet"
  | "$push"
  | "$pull";

const OPERATORS: ReadonlySet<string> = new Set<UpdateOperator>([
  "$set",
  "$unset",
  "$rename",
  "$inc",
  "$mul",
  "$min",
  "$max",
  "$currentDate",
  "$addToSet",
  "$push",
  "$pull",
]);

export interface UpdateStep {
  readonly op: UpdateOperator;
  readonly path: readonly string[];
  readonly value: unknown;
}

export interface ParsedUpdate {
  readonly steps: readonly UpdateStep[];
  /** The top-level fields the update may change: only these are validated and written. */
  readonly fields: ReadonlySet<string>;
}

const MAX_STEPS = 200;

function fieldPath(name: string, op: string): string[] {
  if (!isValidFieldName(name))
    throw badRequest(`Invalid field name in ${op}: ${JSON.stringify(name.slice(0, 100))}`);
  const path = name.split(".");
  // A field may be called `data` (decision 0076): it is a key inside the record's data like any other.
  if (isBuiltinColumn(path[0] as string)) {
    throw badRequest(`${op} cannot change the built-in field ${path[0]}`);
  }
  return path;
}

/** Checks the shape of an update document; 400 naming what is wrong. */
export function parseUpdate(update: unknown): ParsedUpdate {
  if (!isPlainObject(update) || Object.keys(update).length === 0) {
    throw badRequest('data must be an object of update operators, e.g. {"$set": {"status": "done"}}');
  }
  const steps: UpdateStep[] = [];
  const claimed: string[] = [];
  const claim = (path: readonly string[], op: string) => {
    const name = path.join(".");
    // MongoDB refuses a field, or a field and its sub-field, in two operators: the order would matter.
    const clash = claimed.find((c) => c === name || c.startsWith(`${name}.`) || name.startsWith(`${c}.`));
    if (clash !== undefined) throw badRequest(`${op}: ${name} conflicts with ${clash} in the same update`);
    claimed.push(name);
  };
  for (const [op, fields] of Object.entries(update)) {
    if (!OPERATORS.has(op)) {
      throw badRequest(
        op.startsWith("$")
          ? `Unsupported update operator: ${op}`
          : `data must use update operators; to replace fields write {"$set": {"${op}": ...}}`,
      );
    }
    if (!isPlainObject(fields) || Object.keys(fields).length === 0) {
      throw badRequest(`${op} needs a non-empty object of fields`);
    }
    for (const [name, value] of Object.entries(fields)) {
      const path = fieldPath(name, op);
      claim(path, op);
      checkOperand(op as UpdateOperator, name, value);
      if (op === "$rename") {
        const target = fieldPath(value as string, op);
        claim(target, op);
        steps.push({ op, path, value: target });
      } else {
        steps.push({ op: op as UpdateOperator, path, value });
      }
      if (steps.length > MAX_STEPS) throw badRequest(`At most ${MAX_STEPS} fields in one update`);
    }
  }
  const fields = new Set<string>();
  for (const step of steps) {
    fields.add(step.path[0] as string);
    if (step.op === "$rename") fields.add((step.value as string[])[0] as string);
  }
  return { steps, fields };
}

const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

function checkOperand(op: UpdateOperator, name: string, value: unknown): void {
  if (op === "$inc" || op === "$mul") {
    if (!isNumber(value)) throw badRequest(`${op} on ${name} needs a number`);
  } else if (op === "$rename") {
    if (typeof value !== "string") throw badRequest(`$rename of ${name} needs the new field name`);
  } else if (op === "$currentDate") {
    const typed = isPlainObject(value) && (value.$type === "date" || value.$type === "timestamp");
    if (value !== true && !typed) throw badRequest(`$currentDate on ${name} needs true or {"$type": "date"}`);
  } else if (op === "$min" || op === "$max") {
    if (!isNumber(value) && typeof value !== "string")
      throw badRequest(`${op} on ${name} needs a number or string`);
  } else if (op === "$push" || op === "$addToSet") {
    if (isPlainObject(value) && "$each" in value) {
      const allowed = op === "$push" ? ["$each", "$position", "$slice"] : ["$each"];
      const extra = Object.keys(value).find((k) => !allowed.includes(k));
      if (extra !== undefined) throw badRequest(`${op} on ${name}: unsupported modifier ${extra}`);
      if (!Array.isArray(value.$each)) throw badRequest(`${op} on ${name}: $each needs an array`);
      for (const k of ["$position", "$slice"] as const) {
        if (k in value && !Number.isInteger(value[k]))
          throw badRequest(`${op} on ${name}: ${k} needs an integer`);
      }
    }
  }
}

type Doc = Record<string, unknown>;

/** A failure of one record (a non-numeric $inc target, say): the whole update is refused. */
export class UpdateConflict extends Error {}

function parentOf(doc: Doc, path: readonly string[], create: boolean): Doc | undefined {
  let node: Doc = doc;
  for (const key of path.slice(0, -1)) {
    // Own keys only: an inherited value (a prototype) is never a record's field to walk into.
    const next = Object.hasOwn(node, key) ? node[key] : undefined;
    if (next === undefined || next === null) {
      if (!create) return undefined;
      node[key] = {};
    } else if (!isPlainObject(next)) {
      throw new UpdateConflict(`cannot create field ${path.join(".")}: ${key} is not an object`);
    }
    node = node[key] as Doc;
  }
  return node;
}

const leaf = (path: readonly string[]) => path[path.length - 1] as string;

function compareScalar(a: unknown, b: unknown): number | null {
  if (isNumber(a) && isNumber(b)) return a - b;
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  return null;
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical(value[k])]),
    );
  }
  return value;
}

/** Whether an array element matches a $pull condition: a value, an operator object, or object fields. */
function pullMatches(element: unknown, condition: unknown): boolean {
  if (!isPlainObject(condition)) return deepEqual(element, condition);
  const keys = Object.keys(condition);
  if (keys.length > 0 && keys.every((k) => k.startsWith("$"))) {
    return keys.every((op) => {
      const operand = condition[op];
      const order = compareScalar(element, operand);
      switch (op) {
        case "$eq":
          return deepEqual(element, operand);
        case "$ne":
          return !deepEqual(element, operand);
        case "$in":
          return Array.isArray(operand) && operand.some((v) => deepEqual(element, v));
        case "$nin":
          return Array.isArray(operand) && !operand.some((v) => deepEqual(element, v));
        case "$gt":
          return order !== null && order > 0;
        case "$gte":
          return order !== null && order >= 0;
        case "$lt":
          return order !== null && order < 0;
        case "$lte":
          return order !== null && order <= 0;
        default:
          throw badRequest(`$pull: unsupported operator ${op}`);
      }
    });
  }
  // {field: value, ...}: an object element whose fields match.
  return isPlainObject(element) && keys.every((k) => pullMatches(element[k], condition[k]));
}

/**
 * Applies the steps to a copy of one record's data. Throws UpdateConflict when the record's current
 * values make a step impossible (MongoDB refuses those too).
 */
export function applyUpdate(data: Readonly<Doc>, steps: readonly UpdateStep[], now: string): Doc {
  const doc = structuredClone(data) as Doc;
  for (const { op, path, value } of steps) {
    const name = path.join(".");
    const create = op !== "$unset" && op !== "$pull" && op !== "$rename";
    const parent = parentOf(doc, path, create);
    const key = leaf(path);
    const current = parent?.[key];
    switch (op) {
      case "$set":
        (parent as Doc)[key] = structuredClone(value);
        break;
      case "$unset":
        if (parent) delete parent[key];
        break;
      case "$rename": {
        if (!parent || !(key in parent)) break;
        delete parent[key];
        const target = value as string[];
        (parentOf(doc, target, true) as Doc)[leaf(target)] = current;
        break;
      }
      case "$inc":
      case "$mul": {
        if (current !== undefined && current !== null && !isNumber(current)) {
          throw new UpdateConflict(`cannot apply ${op} to ${name}: it is not a number`);
        }
        const base = isNumber(current) ? current : 0;
        (parent as Doc)[key] = op === "$inc" ? base + (value as number) : base * (value as number);
        break;
      }
      case "$min":
      case "$max": {
        if (current === undefined || current === null) {
          (parent as Doc)[key] = value;
          break;
        }
        const order = compareScalar(value, current);
        if (order === null) throw new UpdateConflict(`cannot apply ${op} to ${name}: different types`);
        if ((op === "$min" && order < 0) || (op === "$max" && order > 0)) (parent as Doc)[key] = value;
        break;
      }
      case "$currentDate":
        (parent as Doc)[key] = now;
        break;
      case "$push":
      case "$addToSet": {
        if (current !== undefined && current !== null && !Array.isArray(current)) {
          throw new UpdateConflict(`cannot apply ${op} to ${name}: it is not an array`);
        }
        const array = Array.isArray(current) ? [...current] : [];
        const each = isPlainObject(value) && "$each" in value;
        const items = structuredClone(each ? (value.$each as unknown[]) : [value]);
        if (op === "$addToSet") {
          for (const item of items) if (!array.some((v) => deepEqual(v, item))) array.push(item);
          (parent as Doc)[key] = array;
          break;
        }
        const modifiers = each ? (value as Doc) : {};
        const position = typeof modifiers.$position === "number" ? modifiers.$position : array.length;
        array.splice(position < 0 ? Math.max(array.length + position, 0) : position, 0, ...items);
        const slice = modifiers.$slice;
        const result =
          typeof slice !== "number" ? array : slice >= 0 ? array.slice(0, slice) : array.slice(slice);
        (parent as Doc)[key] = result;
        break;
      }
      case "$pull": {
        if (current === undefined || current === null) break;
        if (!Array.isArray(current))
          throw new UpdateConflict(`cannot apply $pull to ${name}: it is not an array`);
        (parent as Doc)[key] = current.filter((element) => !pullMatches(element, value));
        break;
      }
    }
  }
  return doc;
}
