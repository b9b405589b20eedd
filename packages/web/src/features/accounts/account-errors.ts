/** What the account pages need from an SDK error (Base44Error: status and the body's extra_data). */
export interface AccountError {
  readonly status: number | undefined;
  readonly reason: string | undefined;
}

export function accountErrorOf(caught: unknown): AccountError {
  if (!caught || typeof caught !== "object") return { status: undefined, reason: undefined };
  const error = caught as { status?: unknown; data?: { extra_data?: { reason?: unknown } | null } };
  const reason = error.data?.extra_data?.reason;
  return {
    status: typeof error.status === "number" ? error.status : undefined,
    reason: typeof reason === "string" ? reason : undefined,
  };
}
