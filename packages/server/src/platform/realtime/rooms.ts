import type { Caller } from "../caller.ts";
import type { EntityDefinition, EntityRegistry } from "../entities/entity-schemas.ts";
import { compileRule } from "../entities/rls.ts";
import { SqlParams } from "../entities/sql-params.ts";

/**
 * The rooms a socket may join (ADR 0025): an entity's records, `entities:{appId}:{Entity}` as the
 * SDK's `entities.X.subscribe` names it, a topic the hosted app declared under the same prefix, and an
 * agent conversation, `/agent-conversations/{id}`. Any other
 * name is refused, so a publisher can never reach sockets through a room nobody checks.
 */
export type Room =
  | { readonly kind: "entity"; readonly entity: EntityDefinition }
  | { readonly kind: "agent-conversation"; readonly conversationId: string }
  | { readonly kind: "topic"; readonly name: string; readonly admits: TopicAudience };

/**
 * Who may join a topic: a room the hosted app declares for what is not an entity (the staff console's
 * e-mail outbox), named like an entity's room so the SDK's `entities.X.subscribe` reaches it.
 */
export type TopicAudience = (caller: Caller) => boolean;
export type RealtimeTopics = ReadonlyMap<string, TopicAudience>;

export const MAX_ROOM_LENGTH = 300;
const AGENT_PREFIX = "/agent-conversations/";
const CONVERSATION_ID = /^[A-Za-z0-9_-]{1,100}$/;

export const entityRoom = (appId: string, entityName: string): string => `entities:${appId}:${entityName}`;

/** The room a name stands for on this server, or null for a foreign app, an unknown entity or nonsense. */
export function parseRoom(
  name: unknown,
  appId: string,
  entities: EntityRegistry,
  topics: RealtimeTopics = new Map(),
): Room | null {
  if (typeof name !== "string" || name.length > MAX_ROOM_LENGTH) return null;
  if (name.startsWith(AGENT_PREFIX)) {
    const conversationId = name.slice(AGENT_PREFIX.length);
    return CONVERSATION_ID.test(conversationId) ? { kind: "agent-conversation", conversationId } : null;
  }
  const prefix = entityRoom(appId, "");
  if (!name.startsWith(prefix)) return null;
  const rest = name.slice(prefix.length);
  const entity = entities.get(rest);
  if (entity) return { kind: "entity", entity };
  const admits = topics.get(rest);
  return admits ? { kind: "topic", name: rest, admits } : null;
}

/**
 * Whether the caller may be in the room at all. An entity room needs a read rule that can admit this
 * caller for some record: a rule that is false for them (an anonymous socket and Application) refuses the
 * join; a rule over record fields admits it, and each event is then checked against its record. An agent
 * conversation's events carry their own audience (the conversation's owner), checked per event.
 */
export function mayJoin(room: Room, caller: Caller): boolean {
  if (room.kind === "agent-conversation") return true;
  if (room.kind === "topic") return room.admits(caller);
  return compileRule(room.entity, "read", caller, new SqlParams()) !== "false";
}
