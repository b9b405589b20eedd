import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { UploadedPart } from "../call-input.ts";
import type { Caller } from "../caller.ts";

export interface FunctionContext {
  readonly app: FastifyInstance;
  readonly request: FastifyRequest;
  readonly caller: Caller;
  /** The uploaded file of a multipart call; always empty unless the function takes files. */
  readonly files: readonly UploadedPart[];
  /**
   * The call's idempotency key, if it has one: the Idempotency-Key header of an API call (a malformed one
   * is a 400 when asked for), or the key the site's no-script form post derives from its answers.
   */
  idempotencyKey(): string | undefined;
}

/**
 * A server function, `functions.invoke(name, input)` in the SDK. The zod schema is the contract: the input
 * is parsed with it before the handler runs, and a failure is a 422 naming each field.
 */
/** Named rate limits a function can opt into; each has its own setting (config.rateLimits). */
export type RateLimitClass = "submissions" | "chat" | "search" | "translate";

export interface ServerFunction<Input extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly input: Input;
  /** Counted per client address before the input is parsed; over the limit answers 429. */
  readonly rateLimit?: RateLimitClass;
  /** Throws (401/403) when the caller may not call this function at all; runs before the input is read. */
  readonly authorize?: (caller: Caller) => void;
  /**
   * Changes nothing, so it also answers GET with the query as its input (functions.fetch). Every other
   * function takes only a POST of JSON, which a page on another site cannot send without the browser
   * asking first.
   */
  readonly readOnly?: boolean;
  /** Takes an uploaded file, so it also accepts multipart form data; no other function reads a form. */
  readonly takesFiles?: boolean;
  handler(ctx: FunctionContext, input: z.output<Input>): Promise<unknown>;
}

/** Keeps the handler's input typed by its own schema while the function joins an untyped list. */
export const defineFunction = <Input extends z.ZodType>(fn: ServerFunction<Input>): ServerFunction => fn;

// Nested names ("admin/stats") are allowed, as Base44 allows nested function folders.
const validName = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** A Base44 backend function run by a Deno worker (deno/deno-functions-plugin.ts, decision 0070). */
export interface DenoFunction {
  readonly name: string;
  /** The absolute path of its module. */
  readonly entry: string;
}

/** Both kinds of function under one set of names: a name is either kind, never both. */
export class FunctionRegistry {
  readonly #functions = new Map<string, ServerFunction>();
  readonly #denoFunctions = new Map<string, DenoFunction>();

  register(fn: ServerFunction): void {
    this.#claim(fn.name);
    this.#functions.set(fn.name, fn);
  }

  registerDeno(fn: DenoFunction): void {
    this.#claim(fn.name);
    this.#denoFunctions.set(fn.name, fn);
  }

  get(name: string): ServerFunction | undefined {
    return this.#functions.get(name);
  }

  getDeno(name: string): DenoFunction | undefined {
    return this.#denoFunctions.get(name);
  }

  names(): string[] {
    return [...this.#functions.keys(), ...this.#denoFunctions.keys()].sort();
  }

  #claim(name: string): void {
    if (!validName.test(name)) throw new Error(`Invalid function name "${name}"`);
    if (this.#functions.has(name) || this.#denoFunctions.has(name)) {
      throw new Error(`Function "${name}" is registered twice`);
    }
  }
}
