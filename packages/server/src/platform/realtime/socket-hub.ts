import type { FastifyBaseLogger } from "fastify";
import type { Server } from "socket.io";
import type { Database } from "../../db/database.ts";
import { anonymous, type Caller } from "../caller.ts";
import type { EntityDefinition, EntityRegistry } from "../entities/entity-schemas.ts";
import { redactRecords } from "../entities/field-rules.ts";
import type { RecordChange } from "../entities/record-changes.ts";
import type { Audience, RealtimeHub } from "./realtime-hub.ts";
import { readableRecordIds } from "./record-audience.ts";
import { recordEventData } from "./record-event.ts";
import { entityRoom, parseRoom } from "./rooms.ts";
import type { SocketCallers } from "./socket-callers.ts";

export interface UpdateModel {
  readonly room: string;
  readonly data: string;
}
export interface ServerToClient {
  update_model: (message: UpdateModel) => void;
}
export interface ClientToServer {
  join: (room: unknown) => void;
  leave: (room: unknown) => void;
}
/** Between instances: record changes, which each instance checks against its own sockets. */
export interface BetweenInstances {
  "ember:record-change": (entityName: string, change: RecordChange) => void;
}
/** Sent to the other instances with fetchSockets, so an audience can be decided anywhere. */
export interface SocketData {
  caller: Caller;
}
export type RealtimeServer = Server<ClientToServer, ServerToClient, BetweenInstances, SocketData>;

/** Records per message between instances: a deleteMany of thousands travels in several. */
const RECORDS_PER_MESSAGE = 500;
/** How long a record change may wait to share its message to the other instances with others. */
const CLUSTER_BATCH_MS = 20;

export interface SocketHubOptions {
  readonly db: Database;
  readonly appId: string;
  readonly entities: EntityRegistry;
  readonly log: FastifyBaseLogger;
  /** Several instances share one PostgreSQL (the adapter carries events between them). */
  readonly clustered: boolean;
}

/**
 * The realtime rooms behind `app.realtime` (ADR 0025). Every event is decided per socket from its
 * caller: entity events by the entity's read rule against each record, others by the publisher's
 * audience. Events of one room are delivered in the order they were published (a chain per room), so a
 * subscriber never sees an update before its create.
 */
export class SocketHub implements RealtimeHub {
  readonly #chains = new Map<string, Promise<void>>();
  /** Record changes waiting to go to the other instances, per entity, in order. */
  readonly #outgoing = new Map<string, RecordChange[]>();
  #clusterTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly io: RealtimeServer,
    private readonly callers: SocketCallers,
    private readonly options: SocketHubOptions,
  ) {}

  publish(room: string, data: string, audience?: Audience): void {
    const target = parseRoom(room, this.options.appId, this.options.entities);
    if (target?.kind === "entity") {
      // An entity room is always decided by the read rule, whatever the publisher passed.
      const event = parseEntityEvent(data);
      if (event) this.announce(target.entity.name, { type: event.type, records: [event.data] });
      else this.options.log.warn({ room }, "realtime: not an entity event; dropped");
      return;
    }
    this.#enqueue(room, () => this.#publishToAudience(room, data, audience));
  }

  /** A committed change: one event per record, here and on every other instance. */
  announce(entityName: string, change: RecordChange): void {
    const entity = this.options.entities.get(entityName);
    if (!entity) return;
    for (let i = 0; i < change.records.length; i += RECORDS_PER_MESSAGE) {
      const part: RecordChange = {
        type: change.type,
        records: change.records.slice(i, i + RECORDS_PER_MESSAGE),
      };
      this.deliverRecords(entity.name, part);
      if (this.options.clustered) this.#sendToCluster(entity.name, part);
    }
  }

  /**
   * Changes bound for the other instances wait up to CLUSTER_BATCH_MS and go as one message per entity
   * and kind of change: each message is a NOTIFY, and one per submission flooded the adapter's pool under
   * load (connect timeouts, lost events). An entity's changes keep their order; rooms of different
   * entities never depended on each other's.
   */
  #sendToCluster(entityName: string, part: RecordChange): void {
    const queue = this.#outgoing.get(entityName) ?? [];
    const last = queue.at(-1);
    if (last && last.type === part.type && last.records.length + part.records.length <= RECORDS_PER_MESSAGE) {
      queue[queue.length - 1] = { type: last.type, records: [...last.records, ...part.records] };
    } else {
      queue.push(part);
    }
    this.#outgoing.set(entityName, queue);
    this.#clusterTimer ??= setTimeout(() => this.#flushCluster(), CLUSTER_BATCH_MS);
  }

  #flushCluster(): void {
    if (this.#clusterTimer) clearTimeout(this.#clusterTimer);
    this.#clusterTimer = undefined;
    const outgoing = [...this.#outgoing];
    this.#outgoing.clear();
    for (const [entityName, queue] of outgoing) {
      for (const part of queue) this.io.serverSideEmit("ember:record-change", entityName, part);
    }
  }

  /** A change to this instance's sockets (announced here, or received from another instance). */
  deliverRecords(entityName: string, change: RecordChange): void {
    const entity = this.options.entities.get(entityName);
    if (!entity || !Array.isArray(change?.records)) return;
    const room = entityRoom(this.options.appId, entity.name);
    this.#enqueue(room, () => this.#deliverLocally(room, entity, change));
  }

  /** How many of this instance's sockets are in the room (a join is checked asynchronously; tests wait on it). */
  members(room: string): number {
    return this.io.of("/").adapter.rooms.get(room)?.size ?? 0;
  }

  /**
   * Drops this instance's connections (shutdown). Closing the transport, rather than sending socket.io's
   * disconnect (which tells a client not to come back), makes the SDK's clients reconnect, to this or
   * another instance, and join their rooms again.
   */
  disconnectAll(): void {
    for (const socket of this.io.of("/").sockets.values()) socket.conn.close();
  }

  /** Resolves once every event published so far has been delivered (tests, shutdown). */
  async idle(): Promise<void> {
    // What waits for the other instances goes now: shutdown calls this before closing the adapter.
    this.#flushCluster();
    while (this.#chains.size > 0) await Promise.all(this.#chains.values());
  }

  #enqueue(room: string, task: () => Promise<void>): void {
    const next = (this.#chains.get(room) ?? Promise.resolve()).then(task).catch((error: unknown) => {
      this.options.log.warn({ err: error, room }, "realtime: an event could not be delivered");
    });
    this.#chains.set(room, next);
    void next.then(() => {
      if (this.#chains.get(room) === next) this.#chains.delete(room);
    });
  }

  async #deliverLocally(room: string, entity: EntityDefinition, change: RecordChange): Promise<void> {
    const members = this.io.of("/").adapter.rooms.get(room);
    if (!members || members.size === 0) return;
    // Sockets with the same caller get the same answer: one rule evaluation per distinct caller.
    const groups = new Map<string, { caller: Caller; sockets: string[] }>();
    const ids = [...members];
    const callers = await Promise.all(ids.map((id) => this.callers.current(id)));
    ids.forEach((id, i) => {
      const caller = callers[i] ?? anonymous;
      const key = JSON.stringify(caller);
      const group = groups.get(key) ?? { caller, sockets: [] };
      group.sockets.push(id);
      groups.set(key, group);
    });
    const now = new Date();
    await Promise.all(
      [...groups.values()].map(async ({ caller, sockets }) => {
        let records: RecordChange["records"];
        try {
          const ids = await readableRecordIds(this.options.db, entity, caller, change.records);
          const readable = change.records.filter((record) => ids.has(String(record.id)));
          // Each caller's events carry only the fields a read would show them (field-rules.ts).
          records = await redactRecords(this.options.db, entity, caller, readable);
        } catch (error) {
          // Unsure is no: a failed check sends nothing to these sockets.
          this.options.log.warn({ err: error, entity: entity.name }, "realtime: read rule check failed");
          return;
        }
        for (const record of records) {
          this.io.local
            .to(sockets)
            .emit("update_model", { room, data: recordEventData(change.type, record, now) });
        }
      }),
    );
  }

  async #publishToAudience(room: string, data: string, audience: Audience | undefined): Promise<void> {
    if (!audience) {
      this.io.to(room).emit("update_model", { room, data });
      return;
    }
    // The audience is a function, so it is decided here for the sockets of every instance.
    const sockets = await this.io
      .in(room)
      .fetchSockets()
      .catch(async (error: unknown) => {
        this.options.log.warn(
          { err: error, room },
          "realtime: other instances did not answer; local sockets only",
        );
        return this.io.local.in(room).fetchSockets();
      });
    const local = this.io.of("/").sockets;
    const decisions = new Map<string, Promise<boolean>>();
    const admitted: string[] = [];
    for (const socket of sockets) {
      const caller = local.has(socket.id)
        ? await this.callers.current(socket.id)
        : (socket.data?.caller ?? anonymous);
      const key = JSON.stringify(caller);
      let decision = decisions.get(key);
      if (!decision) {
        decision = Promise.resolve()
          .then(() => audience(caller))
          .then((yes) => yes === true)
          .catch(() => false);
        decisions.set(key, decision);
      }
      if (await decision) admitted.push(socket.id);
    }
    if (admitted.length > 0) this.io.to(admitted).emit("update_model", { room, data });
  }
}

function parseEntityEvent(
  data: string,
): { type: RecordChange["type"]; data: Record<string, unknown> } | null {
  try {
    const event = JSON.parse(data) as { type?: unknown; data?: unknown };
    const record = event.data as Record<string, unknown> | undefined;
    const typeOk = event.type === "create" || event.type === "update" || event.type === "delete";
    if (!typeOk || typeof record !== "object" || record === null || typeof record.id !== "string")
      return null;
    return { type: event.type as RecordChange["type"], data: record };
  } catch {
    return null;
  }
}
