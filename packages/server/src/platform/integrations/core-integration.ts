import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { CallInput } from "../call-input.ts";
import type { Caller } from "../caller.ts";
import type { IntegrationLimit } from "./integration-access.ts";

export interface IntegrationContext {
  readonly app: FastifyInstance;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly caller: Caller;
  readonly limits: {
    readonly llm: IntegrationLimit;
    readonly uploads: IntegrationLimit;
    readonly email: IntegrationLimit;
    readonly signing: IntegrationLimit;
    readonly extract: IntegrationLimit;
  };
  /**
   * The call's parameters (and files). Lazy, so an integration checks the caller before a single byte of
   * an upload is read.
   */
  read(): Promise<CallInput>;
}

/** One endpoint of the Core package; what it returns is the JSON answer. */
export type CoreIntegration = (ctx: IntegrationContext) => Promise<unknown>;
