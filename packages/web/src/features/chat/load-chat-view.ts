let pending: Promise<typeof import("./chat-view.tsx")> | null = null;

/**
 * Fetches the chat's code once. The chat page starts this as soon as it has painted, so the view (and
 * crisis detection with it) is usually in memory before the visitor has ticked the box.
 */
export function loadChatView(): Promise<typeof import("./chat-view.tsx")> {
  pending ??= import("./chat-view.tsx").catch((error: unknown) => {
    pending = null; // let a later attempt retry after a network blip
    throw error;
  });
  return pending;
}
