import { pathOf, siteConfig, timings } from "@ember/domain";
import { Mail } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { chatView } from "../../content/chat.ts";
import { usePrefersReducedMotion } from "../../lib/use-prefers-reduced-motion.ts";
import { ChatComposer } from "./chat-composer.tsx";
import { CrisisDialog } from "./crisis-dialog.tsx";
import { MessageList } from "./message-list.tsx";
import { SuggestedQuestions } from "./suggested-questions.tsx";
import { useChatConversation } from "./use-chat-conversation.ts";

/**
 * The chat once the disclaimer is accepted (SPEC 2.8). Loaded on demand (decision 0017): this module,
 * crisis detection and react-markdown stay out of every other page's JavaScript.
 */
export default function ChatView() {
  const { messages, loading, crisisTier, send, closeCrisis } = useChatConversation();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const suggestionTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reducedMotion = usePrefersReducedMotion();

  // The gate's button is gone once the chat opens; the input is where the visitor goes next.
  useEffect(() => {
    inputRef.current?.focus();
    return () => clearTimeout(suggestionTimer.current);
  }, []);

  // SPEC 4.2: a suggested question scrolls to the top of the chat and is sent 300 ms later.
  const pickSuggestion = (question: string) => {
    topRef.current?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
    clearTimeout(suggestionTimer.current);
    suggestionTimer.current = setTimeout(() => send(question), timings.suggestedQuestionDelayMs);
  };

  return (
    <div ref={topRef} className="scroll-mt-24" data-chat-ready="">
      <p className="mb-4 text-muted-foreground">
        {chatView.faqPrompt}{" "}
        <Link
          to={pathOf("FAQ", siteConfig)}
          className="font-semibold text-primary underline underline-offset-4"
        >
          {chatView.faqLink}
        </Link>
      </p>
      <MessageList messages={messages} loading={loading} listRef={listRef} />
      <ChatComposer onSend={send} loading={loading} inputRef={inputRef} />
      <SuggestedQuestions onPick={pickSuggestion} disabled={loading} />
      <footer className="mt-8 border-t border-border pt-4 text-sm text-muted-foreground">
        <p className="flex flex-wrap items-center gap-x-1.5">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {chatView.footer}{" "}
          <a
            href={`mailto:${siteConfig.contactEmail}`}
            className="font-semibold break-all text-primary underline underline-offset-4"
          >
            {siteConfig.contactEmail}
          </a>
        </p>
      </footer>
      <CrisisDialog tier={crisisTier} onClose={closeCrisis} returnFocusTo={inputRef} />
    </div>
  );
}
