import fp from "fastify-plugin";
import { Server } from "socket.io";
import { attachPostgresAdapter } from "./cluster-adapter.ts";
import { JoinLimiter } from "./join-limits.ts";
import type { Audience, RealtimeHub } from "./realtime-hub.ts";
import { mayJoin, parseRoom, type TopicAudience } from "./rooms.ts";
import { handshakeAppId, handshakeToken, SocketCallers } from "./socket-callers.ts";
import { type RealtimeServer, SocketHub } from "./socket-hub.ts";

/** Rooms for what is not an entity, declared by the hosted app (rooms.ts, "topic"; decision 0087). */
export interface RealtimeTopicRegistry {
  /** `entities:{appId}:{name}` becomes a room that callers `admits` accepts may join. */
  declare(name: string, admits: TopicAudience): void;
}

declare module "fastify" {
  interface FastifyInstance {
    realtimeTopics: RealtimeTopicRegistry;
  }
}

/** The path the SDK connects to, websocket transport only. */
export const REALTIME_PATH = "/ws-user-apps/socket.io/";
/** Rooms one socket may be in at once: an app subscribes to a handful of entities and conversations. */
const MAX_ROOMS_PER_SOCKET = 100;

/**
 * socket.io 4 on the Fastify server (product.md#realtime-rooms and #realtime): the handshake names this app
 * (`app_id`) and a token (`token`, the string "null" without one); `join` / `leave` a room; the server sends
 * `update_model {room, data}`. `app.realtime` is the hub server code publishes to, and every committed
 * record change is published to its entity's room, one event per record, to the sockets whose caller
 * may read that record. With DATABASE_URL, events reach the sockets of every instance on that database.
 */
export default fp(
  async (app, options: { observer?: RealtimeHub }) => {
    let closing = false;
    const io: RealtimeServer = new Server(app.server, {
      path: REALTIME_PATH,
      transports: ["websocket"],
      serveClient: false,
      // Clients only send room names; nothing larger is ever needed.
      maxHttpBufferSize: 16 * 1024,
      // While shutting down, a reconnecting client is turned away at the transport (it retries later,
      // elsewhere) rather than holding the HTTP server's close open.
      allowRequest: (_request, callback) => callback(null, !closing),
    });
    const cluster = app.config.databaseUrl
      ? await attachPostgresAdapter(io, app.config.databaseUrl, app.log, app.config.appId)
      : undefined;
    const callers = new SocketCallers(app);
    const hub = new SocketHub(io, callers, {
      db: app.db,
      appId: app.config.appId,
      entities: app.entities,
      log: app.log,
      clustered: cluster !== undefined,
    });

    // A wrong app id is refused (connect_error); any token that is not valid here is anonymous, as over HTTP.
    io.use((socket, next) => {
      const query = socket.handshake.query as Record<string, string | string[] | undefined>;
      if (!handshakeAppId(query, app.config.appId)) {
        next(new Error(`App ${String(query.app_id).slice(0, 100)} not found`));
        return;
      }
      const token = handshakeToken(query);
      callers.resolve(token).then(
        (caller) => {
          callers.remember(socket.id, token, caller);
          socket.data.caller = caller;
          next();
        },
        (error: unknown) => {
          app.log.warn({ err: error }, "realtime: handshake failed");
          next(new Error("Realtime is unavailable, try again"));
        },
      );
    });

    // Topics the hosted app declares (rooms.ts): what it publishes there goes only to whom it admits.
    const topics = new Map<string, TopicAudience>();
    app.decorate<RealtimeTopicRegistry>("realtimeTopics", {
      declare(name, admits) {
        if (app.entities.get(name)) throw new Error(`Realtime topic ${name} would shadow the entity's room`);
        topics.set(name, admits);
      },
    });
    const { joinsPerSocketPerMinute, joinsPerAddressPerMinute } = app.config.realtime;
    const joins = new JoinLimiter(joinsPerSocketPerMinute, joinsPerAddressPerMinute);
    // Behind a trusted proxy every socket has the proxy's address: only the per-socket allowance applies.
    const addressOf = (address: string) => (app.config.trustProxy === false ? address : undefined);

    io.on("connection", (socket) => {
      // Joins still waiting for their token check: they count against the room cap before they land.
      let pending = 0;
      socket.on("disconnect", () => {
        callers.forget(socket.id);
        joins.forget(socket.id);
      });
      socket.on("join", (name) => {
        if (!joins.allow(socket.id, addressOf(socket.handshake.address))) {
          // A client over its allowance is flooding: a well-behaved one reconnects and joins again.
          app.log.info({ address: socket.handshake.address }, "realtime: too many joins, socket closed");
          socket.disconnect(true);
          return;
        }
        const room = parseRoom(name, app.config.appId, app.entities, topics);
        // socket.rooms holds the socket's own room too.
        if (!room || socket.rooms.size - 1 + pending >= MAX_ROOMS_PER_SOCKET) return;
        pending += 1;
        // Verified again at every join: the SDK re-joins on reconnect, so a changed role applies then too.
        callers
          .current(socket.id, 0)
          .then(
            (caller) => {
              socket.data.caller = caller;
              if (socket.connected && mayJoin(room, caller)) socket.join(name as string);
            },
            (error: unknown) => app.log.warn({ err: error }, "realtime: join failed"),
          )
          .finally(() => {
            pending -= 1;
          });
      });
      socket.on("leave", (name) => {
        // Only rooms it could join: never the socket's own room.
        if (parseRoom(name, app.config.appId, app.entities, topics)) socket.leave(name as string);
      });
    });

    io.on("ember:record-change", (entityName, change) => hub.deliverRecords(entityName, change));
    const stop = app.recordChanges.listen((entityName, change) => {
      if (change) hub.announce(entityName, change);
    });

    const observer = options.observer;
    app.decorate<RealtimeHub>(
      "realtime",
      observer
        ? {
            publish: (room: string, data: string, audience?: Audience) => {
              hub.publish(room, data, audience);
              observer.publish(room, data, audience);
            },
          }
        : hub,
    );

    // Open sockets would hold the HTTP server's close; they reconnect to another instance.
    app.addHook("preClose", async () => {
      closing = true;
      stop();
      hub.disconnectAll();
    });
    app.addHook("onClose", async () => {
      await hub.idle();
      // Closes the engine and the adapter (and the HTTP server, which Fastify has closed already).
      await io.close();
      await cluster?.close();
    });
  },
  { name: "realtime", dependencies: ["database", "auth", "entities"] },
);
