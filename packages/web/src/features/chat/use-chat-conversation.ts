import { type CrisisTier, detectCrisis } from "@ember/domain";
import { useCallback, useRef, useState } from "react";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { englishCatalog } from "../../i18n/load-catalog.ts";
import { GREETING_ID, previousUserMessages, trimHistory } from "./chat-history.ts";
import { type ChatMessage, MESSAGE_MAX } from "./chat-message.ts";
import { chatText } from "./chat-text.ts";
import { newConversationId } from "./conversation-id.ts";
import { type ChatRequest, requestChatReply } from "./request-chat-reply.ts";

// Our own texts keep their English in `content`; the bubble shows `catalogText` in the visitor's language.
const english = englishCatalog.chat;
const greeting: ChatMessage = {
  id: GREETING_ID,
  role: "assistant",
  content: chatText(english.greeting),
  catalogText: { key: "greeting" },
};

function safetyReply(tier: CrisisTier): Omit<ChatMessage, "id"> {
  return {
    role: "assistant",
    content: chatText(english.safetyReplies[tier]),
    crisis: true,
    catalogText: { key: "safetyReply", tier },
  };
}

/**
 * The conversation of product.md#chat. Crisis detection runs here, in the browser, before anything is sent:
 * the safety reply and the modal must not wait for (or depend on) the server (decision 0017). Every message
 * carries the page's language, which the server replies in.
 */
export function useChatConversation() {
  const { language } = useLanguage();
  const [messages, setMessages] = useState<readonly ChatMessage[]>([greeting]);
  const [loading, setLoading] = useState(false);
  const [crisisTier, setCrisisTier] = useState<CrisisTier | null>(null);
  const [conversationId] = useState(newConversationId);
  // Refs, not state, for the guards: two quick sends must see each other before React re-renders.
  const messagesRef = useRef<readonly ChatMessage[]>(messages);
  const loadingRef = useRef(false);
  const lastId = useRef(0);

  const update = useCallback((change: (current: readonly ChatMessage[]) => readonly ChatMessage[]) => {
    messagesRef.current = change(messagesRef.current);
    setMessages(messagesRef.current);
  }, []);

  const add = useCallback(
    (message: Omit<ChatMessage, "id">): string => {
      lastId.current += 1;
      const id = `m${lastId.current}`;
      update((current) => [...current, { ...message, id }]);
      return id;
    },
    [update],
  );

  // The server hears a crisis message too: it raises the staff alert, and its verdict may be more urgent.
  // Only a more urgent verdict changes what the visitor sees; a server that is down or disagrees never
  // takes a safety reply away.
  const confirmCrisis = useCallback(
    async (request: ChatRequest, safetyId: string, localTier: CrisisTier) => {
      const serverTier = (await requestChatReply(request))?.crisis?.tier;
      if (serverTier === undefined || serverTier >= localTier) return;
      update((current) => current.map((m) => (m.id === safetyId ? { ...m, ...safetyReply(serverTier) } : m)));
      setCrisisTier(serverTier);
    },
    [update],
  );

  const answer = useCallback(
    async (request: ChatRequest) => {
      const reply = await requestChatReply(request);
      if (reply?.crisis) {
        // Other languages than English show the catalog's reply for its tier: the words shown at once.
        const { tier } = reply.crisis;
        add(reply.reply.trim() ? { ...safetyReply(tier), content: reply.reply } : safetyReply(tier));
        setCrisisTier(tier);
      } else if (reply?.reply.trim()) {
        add({ role: "assistant", content: reply.reply, language: request.language });
      } else {
        add({
          role: "assistant",
          content: chatText(english.fallbackReply),
          catalogText: { key: "fallbackReply" },
        });
      }
      loadingRef.current = false;
      setLoading(false);
    },
    [add],
  );

  /**
   * Sends a message; false when it is blocked (empty, too long, or a reply is still loading). `sentAs`
   * is the English wording of a suggested question shown in another language: the server gets that.
   */
  const send = useCallback(
    (text: string, sentAs?: string): boolean => {
      const message = text.trim();
      if (message === "" || message.length > MESSAGE_MAX || loadingRef.current) return false;
      const earlier = messagesRef.current;
      const request = {
        message: sentAs ?? message,
        history: trimHistory(earlier),
        conversation_id: conversationId,
        language,
      };
      const local = detectCrisis(message, previousUserMessages(earlier));
      add(
        sentAs && sentAs !== message
          ? { role: "user", content: message, sentAs }
          : { role: "user", content: message },
      );
      if (local) {
        const safetyId = add(safetyReply(local.tier));
        setCrisisTier(local.tier);
        void confirmCrisis(request, safetyId, local.tier);
      } else {
        loadingRef.current = true;
        setLoading(true);
        void answer(request);
      }
      return true;
    },
    [add, answer, confirmCrisis, conversationId, language],
  );

  const closeCrisis = useCallback(() => setCrisisTier(null), []);

  return { messages, loading, crisisTier, send, closeCrisis };
}
