import { errorReport } from "./error-report.ts";
import { currentEditorOrigins } from "./parent-origins.ts";
import { VisualEditAgent } from "./visual-edit-agent.ts";

/**
 * The editor bridge of product.md#the-editor-preview and #messages-to-the-editor, started only inside a
 * frame (load-bridge.ts): it tells the editor about URL changes, uncaught errors and API requests, and lets
 * the editor highlight, select and edit elements of the page. It talks only to the configured editor origins
 * (parent-origins.ts). api-request-start and api-request-end are the SDK's own: its request interceptor
 * posts them to the parent for every call when framed (@base44/sdk utils/axios-client.js), in the shape the
 * editor reads.
 */
let origins: readonly string[] = [];
let started = false;

/** Sends a message to the parent, once per allowed origin: the browser delivers only the matching one. */
export function postToEditor(message: Record<string, unknown>): void {
  for (const origin of origins) {
    try {
      window.parent.postMessage(message, origin);
    } catch {
      // A message that cannot be cloned is dropped rather than breaking the page.
    }
  }
}

export function notifyUrlChange(url: string): void {
  postToEditor({ type: "app_changed_url", url });
}

/** Reports an error to the editor as `app_error`, unless it is a 402. */
export function reportError(reason: unknown): void {
  const error = errorReport(reason);
  if (error) postToEditor({ type: "app_error", error });
}

export function startEditorBridge(): void {
  if (started) return;
  started = true;
  origins = currentEditorOrigins();

  window.addEventListener("error", (event) => reportError(event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) => reportError(event.reason));

  const agent = new VisualEditAgent(postToEditor);
  window.addEventListener("message", (event) => {
    // Only the parent window, and only from an editor origin, may drive the page.
    if (event.source !== window.parent || !origins.includes(event.origin)) return;
    agent.handleMessage(event.data);
  });
  postToEditor({ type: "visual-edit-agent-ready" });
}
