import type { LanguageCode } from "@ember/domain";
import { getBase44Client } from "../../api/base44-client.ts";
import type { ChatReply, HistoryTurn } from "./chat-message.ts";
import { parseChatReply } from "./parse-chat-reply.ts";

export interface ChatRequest {
  readonly message: string;
  readonly history: readonly HistoryTurn[];
  readonly conversation_id: string;
  /** The page's language: the server replies in it. */
  readonly language: LanguageCode;
}

/**
 * Asks the server's `chat` function for a reply. Resolves to null on any failure (network, 422, 429,
 * 5xx, an answer of the wrong shape): every one of them ends the same way for the visitor
 * (product.md#errors).
 */
export async function requestChatReply(request: ChatRequest): Promise<ChatReply | null> {
  try {
    const client = await getBase44Client();
    const response: { data?: unknown } = await client.functions.invoke("chat", { ...request });
    return parseChatReply(response.data);
  } catch {
    return null;
  }
}
