import type { Database, Queryable } from "../../db/database.ts";
import { conflict, notFound } from "../../errors.ts";
import { newRecordId } from "../entities/record-ids.ts";
import { SqlParams, sqlAnd } from "../entities/sql-params.ts";
import type { ConversationCondition, ConversationQuery } from "./conversation-query.ts";
import type { AgentConversation, AgentMessage } from "./conversation-shapes.ts";

/** A conversation holds at most this many messages; a longer talk starts a new one (ADR 0027). */
export const MAX_MESSAGES = 200;

interface ConversationRow {
  readonly id: string;
  readonly agent_name: string;
  readonly created_by_id: string;
  readonly metadata: Record<string, unknown>;
  readonly created_date: Date | string;
  readonly updated_date: Date | string;
}

interface MessageRow {
  readonly id: string;
  readonly conversation_id: string;
  readonly role: AgentMessage["role"];
  readonly content: string | null;
  readonly data: Record<string, unknown>;
  readonly created_date: Date | string;
  readonly updated_date: Date | string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const toMessage = (row: MessageRow): AgentMessage => ({
  ...row.data,
  id: row.id,
  role: row.role,
  content: row.content,
  created_date: iso(row.created_date),
  updated_date: iso(row.updated_date),
});

const toConversation = (appId: string, row: ConversationRow, messages: readonly AgentMessage[]) => ({
  id: row.id,
  app_id: appId,
  agent_name: row.agent_name,
  created_by_id: row.created_by_id,
  created_date: iso(row.created_date),
  updated_date: iso(row.updated_date),
  messages,
  metadata: row.metadata,
});

const CONVERSATION_COLUMNS = "id, agent_name, created_by_id, metadata, created_date, updated_date";
const MESSAGE_COLUMNS = "id, conversation_id, role, content, data, created_date, updated_date";

export async function insertConversation(
  db: Queryable,
  appId: string,
  input: { agentName: string; ownerId: string; metadata: Record<string, unknown> },
): Promise<AgentConversation> {
  const { rows } = await db.query<ConversationRow>(
    `insert into agent_conversations (id, agent_name, created_by_id, metadata)
     values ($1, $2, $3, $4::jsonb) returning ${CONVERSATION_COLUMNS}`,
    [newRecordId(), input.agentName, input.ownerId, JSON.stringify(input.metadata)],
  );
  return toConversation(appId, rows[0] as ConversationRow, []);
}

/** How many conversations a user owns, to cap what one account can store. */
export async function countConversations(db: Queryable, ownerId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from agent_conversations where created_by_id = $1",
    [ownerId],
  );
  return Number(rows[0]?.n ?? 0);
}

async function messagesOf(db: Queryable, ids: readonly string[]): Promise<Map<string, AgentMessage[]>> {
  const byConversation = new Map<string, AgentMessage[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byConversation;
  const { rows } = await db.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from agent_messages where conversation_id = any($1::text[]) order by seq`,
    [ids],
  );
  for (const row of rows) byConversation.get(row.conversation_id)?.push(toMessage(row));
  return byConversation;
}

/** The conversation with its messages in order, or null; access is the caller's concern (agent-access.ts). */
export async function findConversation(
  db: Queryable,
  appId: string,
  id: string,
): Promise<AgentConversation | null> {
  const { rows } = await db.query<ConversationRow>(
    `select ${CONVERSATION_COLUMNS} from agent_conversations where id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return toConversation(appId, row, (await messagesOf(db, [id])).get(id) ?? []);
}

function conditionSql(condition: ConversationCondition, params: SqlParams): string {
  const target =
    typeof condition.field === "string"
      ? condition.field
      : `(metadata #>> ${params.bind(condition.field.metadata, "text[]")})`;
  const texts = condition.anyOf.filter((v): v is string => v !== null);
  const parts = [
    ...(texts.length > 0 ? [`${target} = any(${params.bind(texts, "text[]")})`] : []),
    ...(texts.length < condition.anyOf.length ? [`${target} is null`] : []),
  ];
  const match =
    parts.length === 0 ? "false" : parts.length === 1 ? (parts[0] as string) : `(${parts.join(" or ")})`;
  return condition.negated ? `(${match}) is not true` : match;
}

/** One page of conversations, each with its messages; `ownerId` limits it to one user's. */
export async function listConversations(
  db: Queryable,
  appId: string,
  ownerId: string | null,
  query: ConversationQuery,
): Promise<AgentConversation[]> {
  const params = new SqlParams();
  const where = sqlAnd([
    ...(ownerId === null ? [] : [`created_by_id = ${params.bind(ownerId)}`]),
    ...query.conditions.map((c) => conditionSql(c, params)),
  ]);
  const direction = query.sort.descending ? "desc" : "asc";
  const { rows } = await db.query<ConversationRow>(
    `select ${CONVERSATION_COLUMNS} from agent_conversations where ${where}
     order by ${query.sort.column} ${direction}, id ${direction}
     limit ${params.bind(query.limit, "int")} offset ${params.bind(query.skip, "bigint")}`,
    params.values,
  );
  const messages = await messagesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toConversation(appId, row, messages.get(row.id) ?? []));
}

export interface NewMessage {
  readonly role: AgentMessage["role"];
  readonly content: string;
  /** The other AgentMessage fields to keep (file_urls, metadata, model...). */
  readonly data: Record<string, unknown>;
}

/**
 * Appends a message and touches the conversation, in one transaction whose update locks the conversation
 * row, so concurrent messages count against MAX_MESSAGES one at a time. Answers the conversation as it
 * now is, with the new message last.
 */
export async function appendMessage(
  db: Database,
  appId: string,
  conversationId: string,
  message: NewMessage,
): Promise<{ conversation: AgentConversation; message: AgentMessage }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<ConversationRow>(
      `update agent_conversations set updated_date = now() where id = $1 returning ${CONVERSATION_COLUMNS}`,
      [conversationId],
    );
    const row = rows[0];
    // Deleted since the caller read it (its owner's account removed).
    if (!row) throw notFound(`Conversation ${conversationId} not found`);
    const messages = (await messagesOf(tx, [conversationId])).get(conversationId) ?? [];
    // A user message keeps room for its reply.
    if (messages.length + (message.role === "user" ? 2 : 1) > MAX_MESSAGES) {
      throw conflict(`This conversation has reached ${MAX_MESSAGES} messages; start a new conversation`, {
        max_messages: MAX_MESSAGES,
      });
    }
    const inserted = await tx.query<MessageRow>(
      `insert into agent_messages (id, conversation_id, role, content, data)
       values ($1, $2, $3, $4, $5::jsonb) returning ${MESSAGE_COLUMNS}`,
      [newRecordId(), conversationId, message.role, message.content, JSON.stringify(message.data)],
    );
    const stored = toMessage(inserted.rows[0] as MessageRow);
    return { conversation: toConversation(appId, row, [...messages, stored]), message: stored };
  });
}
