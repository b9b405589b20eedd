import { ShieldAlert } from "lucide-react";
import { useLanguage } from "../../i18n/language-provider.tsx";
import type { Catalog } from "../../i18n/load-catalog.ts";
import { useTranslatedText } from "../../i18n/tx.tsx";
import { cn } from "../../lib/cn.ts";
import { CrisisLines } from "../crisis/crisis-lines.tsx";
import { AssistantMarkdown } from "./assistant-markdown.tsx";
import type { CatalogText, ChatMessage } from "./chat-message.ts";
import { chatText } from "./chat-text.ts";
import { replyLanguage } from "./reply-language.ts";

function catalogTextOf(text: CatalogText, chat: Catalog["chat"]): string {
  if (text.key === "safetyReply") return chatText(chat.safetyReplies[text.tier]);
  return chatText(chat[text.key]);
}

/**
 * A reply the server wrote in English: translated on demand, then rendered as safe Markdown. Until (or
 * unless) a translation comes, the English shows, marked as English and left to right (WCAG 3.1.2), as
 * `Tx` marks page text.
 */
function AssistantReply({ text }: { text: string }) {
  const { language } = useLanguage();
  const shown = useTranslatedText(text);
  const english = language !== "en" && !shown.translated;
  return (
    <div lang={english ? "en" : undefined} dir={english ? "ltr" : undefined}>
      <AssistantMarkdown text={shown.text} />
    </div>
  );
}

/**
 * A reply the server wrote in the page's language shows as written; an English one is translated. One the
 * model wrote in English all the same is marked so (replyLanguage); its direction follows its own text.
 */
function ServerReply({ message }: { message: ChatMessage }) {
  if (message.language && message.language !== "en") {
    const lang = replyLanguage(message.content, message.language);
    return (
      <div lang={lang} dir="auto">
        <AssistantMarkdown text={message.content} />
      </div>
    );
  }
  return <AssistantReply text={message.content} />;
}

/** One message: the visitor's on the end side, the assistant's on the start side, safety replies in red. */
export function ChatMessageBubble({ message }: { message: ChatMessage }) {
  const { language, messages: m } = useLanguage();
  const isUser = message.role === "user";
  const labels = m.chat.messages;
  const label = isUser
    ? labels.userLabel
    : message.crisis
      ? labels.safetyLabel
      : chatText(labels.assistantLabel);
  // Our own texts follow the visitor's language; `content` is their English (or the server's English).
  const ours = message.catalogText && language !== "en" ? catalogTextOf(message.catalogText, m.chat) : null;
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
        <p
          data-message-content=""
          // What the visitor typed may be in any language and script: its own first letters set its direction.
          dir={isUser ? "auto" : undefined}
          className="break-words whitespace-pre-wrap"
        >
          {ours ?? message.content}
        </p>
      ) : null}
      {/* Under a safety reply, the lines themselves: the US ones, then the visitor's language's (0063). */}
      {message.crisis ? <CrisisLines place="reply" /> : null}
      {isUser || message.crisis ? null : (
        <div data-message-content="">
          {message.catalogText ? (
            <AssistantMarkdown text={ours ?? message.content} />
          ) : (
            <ServerReply message={message} />
          )}
        </div>
      )}
    </article>
  );
}
