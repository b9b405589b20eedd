import { pathOf, siteConfig, timings, warmCrisisDetector } from "@ember/domain";
import { Mail } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "../../app/link.tsx";
import { useMessages } from "../../i18n/language-provider.tsx";
import { englishCatalog } from "../../i18n/load-catalog.ts";
import { usePrefersReducedMotion } from "../../lib/use-prefers-reduced-motion.ts";
import { ChatComposer } from "./chat-composer.tsx";
import { chatText } from "./chat-text.ts";
import { CrisisDialog } from "./crisis-dialog.tsx";
import { MessageList } from "./message-list.tsx";
import { SuggestedQuestions } from "./suggested-questions.tsx";
import { useChatConversation } from "./use-chat-conversation.ts";

/**
 * The chat once the disclaimer is accepted (product.md#the-chat-page). Loaded on demand (decision 0017):
 * this module, crisis detection and react-markdown stay out of every other page's JavaScript.
 */
export default function ChatView() {
  const { view } = useMessages().chat;
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

  // The detector's first run compiles its patterns; done while the visitor reads and types, the crisis
  // help for their first message is not held up by it.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => warmCrisisDetector(1));
    return () => cancel(handle);
  }, []);

  // product.md#chat: a suggested question scrolls to the top of the chat and is sent 300 ms later. The
  // visitor sees it in their language; the server gets the English question, the one its knowledge is
  // sure to match, and answers it in the visitor's language. The suggestion the visitor pressed is now
  // below the fold: focus goes to the message box, in view, where they would write next (WCAG 2.4.11).
  const pickSuggestion = (question: string, index: number) => {
    topRef.current?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
    inputRef.current?.focus({ preventScroll: true });
    clearTimeout(suggestionTimer.current);
    const english = englishCatalog.chat.suggestions.questions[index];
    const sentAs = english === undefined ? undefined : chatText(english);
    suggestionTimer.current = setTimeout(() => send(question, sentAs), timings.suggestedQuestionDelayMs);
  };

  return (
    <div ref={topRef} data-chat-ready="">
      <p className="mb-4 text-muted-foreground">
        {view.faqPrompt}{" "}
        <Link
          to={pathOf("FAQ", siteConfig)}
          className="font-semibold text-primary underline underline-offset-4"
        >
          {view.faqLink}
        </Link>
      </p>
      <MessageList messages={messages} loading={loading} listRef={listRef} />
      <ChatComposer onSend={send} loading={loading} inputRef={inputRef} />
      <SuggestedQuestions onPick={pickSuggestion} disabled={loading} />
      <footer className="mt-8 border-t border-border pt-4 text-sm text-muted-foreground">
        <p className="flex flex-wrap items-center gap-x-1.5">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {view.footer}{" "}
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
