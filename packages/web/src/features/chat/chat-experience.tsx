import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import { useMessages } from "../../i18n/language-provider.tsx";
import { ChatLoadBoundary } from "./chat-load-boundary.tsx";
import { chatText } from "./chat-text.ts";
import { DisclaimerGate } from "./disclaimer-gate.tsx";
import { loadChatView } from "./load-chat-view.ts";

/**
 * The chat section of the chat page: the disclaimer gate until it is accepted, then the conversation.
 * Only the gate is in the page's own bundle; the conversation's code arrives after the first paint.
 */
export function ChatExperience({ disclaimer }: { disclaimer: ReactNode }) {
  const m = useMessages();
  const [accepted, setAccepted] = useState(false);
  // React.lazy remembers a failed import for good; a retry needs a new lazy component.
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` exists only to make a new lazy component.
  const ChatView = useMemo(() => lazy(loadChatView), [attempt]);

  // A passive effect runs after the hydrated page has painted: the fetch never delays the first paint.
  // A failed prefetch is retried when the visitor accepts; nothing to report yet.
  useEffect(() => {
    loadChatView().catch(() => undefined);
  }, []);

  return (
    <section id="chat" aria-labelledby="chat-section-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h2 id="chat-section-title" className="text-3xl font-bold sm:text-4xl">
        {accepted ? chatText(m.chat.view.heading) : m.chat.disclaimer.heading}
      </h2>
      {accepted ? (
        <div className="mx-auto mt-8 max-w-3xl">
          <ChatLoadBoundary onRetry={() => setAttempt((n) => n + 1)}>
            <Suspense fallback={<p role="status">{m.chat.gate.opening}</p>}>
              <ChatView />
            </Suspense>
          </ChatLoadBoundary>
        </div>
      ) : (
        <>
          {disclaimer}
          <DisclaimerGate onAccept={() => setAccepted(true)} />
        </>
      )}
    </section>
  );
}
