import { ShieldAlert } from "lucide-react";
import { chatView } from "../../content/chat.ts";
import { cn } from "../../lib/cn.ts";
import { AssistantMarkdown } from "./assistant-markdown.tsx";
import type { ChatMessage } from "./chat-message.ts";

/** One message: the visitor's on the end side, the assistant's on the start side, safety replies in red. */
export function ChatMessageBubble({ message }: { message: ChatMessage }) {
  const isUser = message.role === "user";
  const label = isUser ? chatView.userLabel : message.crisis ? chatView.safetyLabel : chatView.assistantLabel;
  return (
    <article
      data-role={message.crisis ? "safety" : message.role}
      aria-label={label}
      className={cn(
        "max-w-[85%] rounded-2xl px-4 py-3 text-start",
        isUser && "ms-auto rounded-ee-sm bg-primary text-primary-foreground",
        !isUser && !message.crisis && "me-auto rounded-es-sm bg-muted text-foreground",
        message.crisis && "me-auto rounded-es-sm border-2 border-destructive bg-card text-destructive",
      )}
    >
      <p
        className={cn("mb-1 flex items-center gap-1.5 text-xs font-bold tracking-wide", isUser && "sr-only")}
      >
        {message.crisis ? <ShieldAlert aria-hidden="true" className="size-4" /> : null}
        {label}
      </p>
      {isUser || message.crisis ? (
        <p data-message-content="" className="break-words whitespace-pre-wrap">
          {message.content}
        </p>
      ) : (
        <div data-message-content="">
          <AssistantMarkdown text={message.content} />
        </div>
      )}
    </article>
  );
}
