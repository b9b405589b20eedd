import type { RealtimeHub } from "../realtime/realtime-hub.ts";
import { conversationAudience } from "./agent-access.ts";
import type { AgentConversation, AgentMessage } from "./conversation-shapes.ts";

/** The realtime room the SDK's `subscribeToConversation` joins (ADR 0027). */
export const conversationRoom = (conversationId: string) => `/agent-conversations/${conversationId}`;

/**
 * One `update_model` event for a new or changed message. SDK 0.8.50 reads only `_message` and merges it
 * into its copy by id; 0.8.17 took `data` as the whole conversation. The whole conversation plus
 * `_message` serves both SDK versions.
 */
export function conversationEventData(conversation: AgentConversation, message: AgentMessage): string {
  return JSON.stringify({ ...conversation, _message: message });
}

export function publishMessage(
  hub: RealtimeHub,
  conversation: AgentConversation,
  message: AgentMessage,
): void {
  hub.publish(
    conversationRoom(conversation.id),
    conversationEventData(conversation, message),
    conversationAudience(conversation.created_by_id),
  );
}
