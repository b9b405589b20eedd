import type { Base44Client } from "@base44/sdk";
import { getBase44Client } from "../../../api/base44-client.ts";

export type { Base44Client };
export { getBase44Client };

/** A console page of rows and how many rows its filter has in all. */
export interface Paged {
  readonly total: number;
}

/**
 * An admin-only server function of the console (packages/server/src/functions/admin-ops): the SDK's
 * `functions.invoke` resolves to the axios response, whose body is the answer.
 */
export async function invokeAdmin<T>(name: string, input: Record<string, unknown>): Promise<T> {
  const client = await getBase44Client();
  const response = await client.functions.invoke(name, input);
  return response.data as T;
}

interface ErrorLike {
  readonly status?: number;
  readonly message?: string;
  readonly data?: { readonly message?: string };
  readonly response?: { readonly status?: number; readonly data?: { readonly message?: string } };
}

/** The HTTP status of a failed SDK call: entities throw Base44Error (status), functions an axios error. */
export const statusOf = (error: unknown): number | undefined => {
  const e = error as ErrorLike | null;
  return e?.status ?? e?.response?.status;
};

/** The server's message of a failed SDK call (the Base44 error body), else the error's own. */
export const messageOf = (error: unknown): string => {
  const e = error as ErrorLike | null;
  return e?.response?.data?.message ?? e?.data?.message ?? e?.message ?? String(error);
};

/** Rows a console table shows at once. */
export const PAGE_SIZE = 25;
