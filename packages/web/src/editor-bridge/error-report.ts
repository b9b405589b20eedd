/**
 * What product.md#messages-to-the-editor sends the parent for an uncaught error: `app_error` with this as
 * `error`.
 */
export interface ErrorReport {
  readonly title: string;
  readonly details: string;
  readonly componentName: string;
}

const MAX_DETAILS = 4000;

/** The HTTP status an error carries: a Base44Error's `status`, or an AxiosError's `response.status`. */
function httpStatus(reason: unknown): number | undefined {
  if (typeof reason !== "object" || reason === null) return undefined;
  const { status, response } = reason as { status?: unknown; response?: { status?: unknown } };
  if (typeof status === "number") return status;
  return typeof response?.status === "number" ? response.status : undefined;
}

/**
 * The component an error came from: the first function in the stack named like a component (PascalCase),
 * as the platform's own reporter reads it; "App" when the stack names none (minified code).
 */
export function componentOf(stack: string | undefined): string {
  for (const match of (stack ?? "").matchAll(/(?:^|\n)\s*(?:at\s+)?(?:async\s+)?([A-Z][\w$]*)(?:\s+\(|@)/g)) {
    const name = match[1];
    if (name && name !== "Error" && !/Error$/.test(name)) return name;
  }
  return "App";
}

/**
 * The report for an uncaught error or unhandled rejection, or null when it is not reported: a 402
 * (payment required) is the platform's own concern, not an error of the app (product.md#errors).
 */
export function errorReport(reason: unknown, fallbackMessage = "Unknown error"): ErrorReport | null {
  if (httpStatus(reason) === 402) return null;
  const error = reason instanceof Error ? reason : null;
  const message =
    (error?.message || (typeof reason === "string" ? reason : "") || fallbackMessage).trim() ||
    fallbackMessage;
  const componentName = componentOf(error?.stack);
  const details = (error?.stack || String(reason ?? message)).slice(0, MAX_DETAILS);
  return { title: `Error in ${componentName}: ${message}`, details, componentName };
}
