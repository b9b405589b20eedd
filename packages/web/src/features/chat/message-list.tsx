import { ArrowUp } from "lucide-react";
import { type RefObject, useEffect } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useMessages } from "../../i18n/language-provider.tsx";
import { usePrefersReducedMotion } from "../../lib/use-prefers-reduced-motion.ts";
import type { ChatMessage } from "./chat-message.ts";
import { ChatMessageBubble } from "./chat-message-bubble.tsx";
import { chatText } from "./chat-text.ts";

/** product.md#the-chat-page: 'Scroll to Top' appears above this many messages. */
const SCROLL_TOP_FROM = 3;

/**
 * The conversation, 500 px tall (product.md#behaviour-limits), following the newest message. It is a `log`
 * live region: screen readers announce each new message politely, without reading the whole history again.
 */
export function MessageList({
  messages,
  loading,
  listRef,
}: {
  messages: readonly ChatMessage[];
  loading: boolean;
  listRef: RefObject<HTMLDivElement | null>;
}) {
  const copy = useMessages().chat.messages;
  const reducedMotion = usePrefersReducedMotion();
  const behavior = reducedMotion ? "auto" : "smooth";
  const count = messages.length;

  // The list scrolls itself, never the page: scrollIntoView would pull the window down to the chat.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the list whenever a message or the typing line appears.
  useEffect(() => {
    const list = listRef.current;
    list?.scrollTo({ top: list.scrollHeight, behavior });
  }, [count, loading, behavior, listRef]);

  return (
    <div>
      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={copy.logLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
        tabIndex={0}
        data-testid="chat-log"
        className="flex h-[500px] flex-col gap-3 overflow-y-auto overscroll-contain rounded-[var(--radius-card)] border border-border bg-background p-3 sm:p-4"
      >
        {messages.map((message) => (
          <ChatMessageBubble key={message.id} message={message} />
        ))}
        {loading ? (
          <p className="me-auto flex items-center gap-2 rounded-2xl bg-muted px-4 py-3 text-sm text-muted-foreground">
            <span aria-hidden="true" className="flex gap-1">
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  className="size-1.5 animate-bounce rounded-full bg-current motion-reduce:animate-none"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </span>
            {chatText(copy.typing)}
          </p>
        ) : null}
      </div>
      {count > SCROLL_TOP_FROM ? (
        <div className="mt-2 flex justify-end">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => listRef.current?.scrollTo({ top: 0, behavior })}
          >
            <ArrowUp aria-hidden="true" />
            {copy.scrollToTop}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
