/**
 * The agents module's wire shapes (the SDK's agents.types.d.ts), as this server fills
 * them: tool calls, reasoning and usage never occur because our agents call no tools.
 */
export interface AgentMessage {
  readonly id: string;
  readonly role: "user" | "assistant" | "system";
  readonly content: string | null;
  readonly created_date: string;
  readonly updated_date: string;
  readonly file_urls?: readonly string[];
  readonly model?: string;
  readonly hidden?: boolean;
  readonly metadata?: {
    readonly created_date: string;
    readonly created_by_email: string;
    readonly created_by_full_name: string;
  };
  readonly [field: string]: unknown;
}

export interface AgentConversation {
  readonly id: string;
  readonly app_id: string;
  readonly agent_name: string;
  readonly created_by_id: string;
  readonly created_date: string;
  readonly updated_date: string;
  readonly messages: readonly AgentMessage[];
  readonly metadata: Record<string, unknown>;
}
