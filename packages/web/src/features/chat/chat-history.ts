import { type ChatMessage, HISTORY_TURNS, type HistoryTurn, MESSAGE_MAX } from "./chat-message.ts";

/** The id of the opening greeting: it is our copy, not part of the conversation the server reasons about. */
export const GREETING_ID = "greeting";

/**
 * The last `limit` turns before the message being sent. The greeting and our own safety replies are left
 * out (the server did not write them), and each turn is cut to the length the server accepts for a
 * message, so a long earlier reply cannot make the request itself invalid. A suggested question picked in
 * another language goes as the English question it stands for (`sentAs`).
 */
export function trimHistory(messages: readonly ChatMessage[], limit = HISTORY_TURNS): HistoryTurn[] {
  if (limit <= 0) return [];
  return messages
    .filter((m) => m.id !== GREETING_ID && !m.crisis && m.content.trim() !== "")
    .slice(-limit)
    .map((m) => ({ role: m.role, content: (m.sentAs ?? m.content).slice(0, MESSAGE_MAX) }));
}

/** The visitor's earlier messages, oldest first: the context `detectCrisis` reads. */
export function previousUserMessages(messages: readonly ChatMessage[]): string[] {
  return messages.filter((m) => m.role === "user").map((m) => m.content);
}
