import type { Caller } from "../caller.ts";

/**
 * Who may receive an event, decided per socket from the caller its handshake token resolved to. Events
 * about records follow the entity's read rule; an agent conversation's follow its owner.
 */
export type Audience = (caller: Caller) => boolean | Promise<boolean>;

/**
 * The realtime rooms the SDK subscribes to (ADR 0025). Server code publishes here; the socket.io plugin
 * (realtime-plugin.ts) delivers `update_model { room, data }` to the sockets in the room that the
 * audience admits, on every instance (PostgreSQL adapter). Without that plugin nothing is delivered.
 */
export interface RealtimeHub {
  /** `data` is the JSON string the SDK parses. */
  publish(room: string, data: string, audience?: Audience): void;
}

/** The hub before (or without) the socket.io plugin: events go nowhere. */
export const silentHub: RealtimeHub = { publish() {} };
