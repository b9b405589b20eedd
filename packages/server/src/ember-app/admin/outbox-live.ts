import type { FastifyInstance } from "fastify";
import { isAdmin } from "../../platform/caller.ts";
import { entityRoom } from "../../platform/realtime/rooms.ts";

/**
 * The realtime topic of the e-mail outbox, which is not an entity: the console subscribes with the SDK's
 * `entities.EmailOutbox.subscribe`, as to an entity, and only admins may join or receive it.
 */
export const OUTBOX_TOPIC = "EmailOutbox";

/**
 * A burst of submissions kicks the outbox once each: one event per this interval tells the console all
 * of it (the console reads the outbox again per event, and with several instances each event is a
 * message through the database).
 */
const COALESCE_MS = 250;

/**
 * When the outbox changes (e-mail enqueued, or a round of the worker settled some), one event tells the
 * console to read it again: the rows stay behind the admin functions, the event says only "changed".
 */
export function publishOutboxChanges(app: FastifyInstance): void {
  app.realtimeTopics.declare(OUTBOX_TOPIC, isAdmin);
  const room = entityRoom(app.config.appId, OUTBOX_TOPIC);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const publish = () => {
    timer = undefined;
    const event = {
      type: "update",
      id: "outbox",
      data: { id: "outbox" },
      timestamp: new Date().toISOString(),
    };
    app.realtime.publish(room, JSON.stringify(event), isAdmin);
  };
  const stop = app.mail.worker.onChange(() => {
    if (timer) return;
    timer = setTimeout(publish, COALESCE_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    stop();
    clearTimeout(timer);
  });
}
