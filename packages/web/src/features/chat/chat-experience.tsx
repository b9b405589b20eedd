import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useMessages } from "../../i18n/language-provider.tsx";
import { ChatLoadBoundary } from "./chat-load-boundary.tsx";
import { chatText } from "./chat-text.ts";
import { DisclaimerGate } from "./disclaimer-gate.tsx";
import { loadChatView } from "./load-chat-view.ts";

/**
 * The chat section of the chat page: the disclaimer gate until it is accepted, then the conversation.
 * Only the gate is in the page's own bundle; the conversation's code arrives as the chat comes into view.
 */
export function ChatExperience({ disclaimer }: { disclaimer: ReactNode }) {
  const m = useMessages();
  const [accepted, setAccepted] = useState(false);
  // React.lazy remembers a failed import for good; a retry needs a new lazy component.
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` exists only to make a new lazy component.
  const ChatView = useMemo(() => lazy(loadChatView), [attempt]);

  const section = useRef<HTMLElement>(null);
  // The conversation's code (crisis detection and its phrases in every language, Markdown, the modal: the
  // page's largest script) is fetched once the chat section is on screen, or focus enters it: a visitor
  // reading the page's opening never pays for it, and one who reaches the chat has it long before the
  // disclaimer is read and ticked (decision 0089). A failed fetch is retried when the visitor accepts.
  useEffect(() => {
    const load = () => void loadChatView().catch(() => undefined);
    const target = section.current;
    if (!target || typeof IntersectionObserver === "undefined") return load();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        load();
      }
    });
    observer.observe(target);
    target.addEventListener("focusin", load, { once: true });
    return () => {
      observer.disconnect();
      target.removeEventListener("focusin", load);
    };
  }, []);

  return (
    <section
      ref={section}
      id="chat"
      aria-labelledby="chat-section-title"
      className="mx-auto max-w-6xl px-4 py-14 sm:px-6"
    >
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
