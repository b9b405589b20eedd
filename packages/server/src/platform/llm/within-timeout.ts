import type { LlmResult } from "./llm-provider.ts";

/**
 * A provider call's result, or `{ok: false, error: "timeout"}` once `ms` have passed even if the provider
 * ignores the abort (a hung socket must not hold a visitor's request). A provider that throws instead of
 * returning a result counts as failed too, so callers only ever see a result and answer with a fallback.
 */
export async function withinTimeout<T>(
  call: (signal: AbortSignal) => Promise<LlmResult<T>>,
  ms: number,
): Promise<LlmResult<T>> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<LlmResult<T>>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ ok: false, error: "timeout" });
    }, ms);
  });
  try {
    return await Promise.race([
      call(controller.signal).catch((): LlmResult<T> => ({ ok: false, error: "provider threw" })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
