import { type Base44Client, Base44Error, type EntityHandler } from "@base44/sdk";

/** A record as the contract tests read it: any fields, and always an id. */
export type Row = Record<string, unknown> & { id: string };

/** One entity of a client by name, typed loosely: the tests reach entities the SDK's types do not list. */
export const entity = (client: Base44Client, name: string) => client.entities[name] as EntityHandler<Row>;

/** The SDK's error for a promise that must fail, to compare status, code and message. */
export async function sdkError(promise: Promise<unknown>): Promise<Base44Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Base44Error) return error;
    throw error;
  }
  throw new Error("expected the SDK call to fail");
}
