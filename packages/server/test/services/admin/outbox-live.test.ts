import { type Base44Client, createClient } from "@base44/sdk";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTBOX_TOPIC } from "../../../src/ember-app/admin/outbox-live.ts";
import { REALTIME_PATH } from "../../../src/platform/realtime/realtime-plugin.ts";
import type { SocketHub } from "../../../src/platform/realtime/socket-hub.ts";
import { invoke, validApplication } from "../../functions/submission-fixtures.ts";
import { engines } from "../../setup/databases.ts";
import { startTestApp, type TestApp } from "../../setup/test-app.ts";
import { until } from "../../setup/until.ts";
import { createMember } from "../../setup/users.ts";

/** The e-mail outbox's realtime topic (ember-app/admin/outbox-live.ts), as the console subscribes to it. */
describe.each(engines)("the outbox's realtime topic on %s", (engine) => {
  let t: TestApp;
  let memberToken: string;
  const clients: Base44Client[] = [];
  const sockets: Socket[] = [];
  const hub = () => t.app.realtime as SocketHub;
  const topicRoom = () => `entities:${t.config.appId}:${OUTBOX_TOPIC}`;

  /** A socket with the SDK's handshake that records what it receives. */
  const rawSocket = async (token: string) => {
    const socket = connect(t.baseUrl, {
      path: REALTIME_PATH,
      transports: ["websocket"],
      query: { app_id: t.config.appId, token },
      reconnection: false,
    });
    sockets.push(socket);
    const received: unknown[] = [];
    socket.on("update_model", (message: unknown) => received.push(message));
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    return { socket, received };
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    memberToken = (await createMember(t, "member@example.org", { is_member: true })).token;
  });
  afterAll(async () => {
    for (const client of clients) client.cleanup();
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  it("tells an admin subscribed through the SDK when the outbox changed, and nobody else", async () => {
    const admin = createClient({
      serverUrl: t.baseUrl,
      appId: t.config.appId,
      token: t.adminToken,
      analytics: { enabled: false },
    });
    clients.push(admin);
    const events: { type: string }[] = [];
    admin.entities[OUTBOX_TOPIC]?.subscribe((event) => events.push(event));
    await until(() => hub().members(topicRoom()) === 1, "the admin's join");

    // A member and an anonymous socket ask too; a room anyone may join, joined last, shows their joins
    // were decided (and refused: the admin is still the only member).
    const member = await rawSocket(memberToken);
    const nobody = await rawSocket("null");
    const beacon = "/agent-conversations/outbox-beacon";
    for (const { socket } of [member, nobody]) {
      socket.emit("join", topicRoom());
      socket.emit("join", beacon);
    }
    await until(() => hub().members(beacon) === 2, "the beacon joins");
    expect(hub().members(topicRoom())).toBe(1);

    // An application enqueues its welcome e-mail; the worker delivers it (the local mailbox) and says so.
    expect((await invoke(t, "submitApplication", validApplication("outbox-live@example.org"))).status).toBe(
      200,
    );
    await until(() => events.length > 0, "the outbox event");
    expect(events[0]).toMatchObject({ type: "update" });

    // Events reach a socket in the order they were sent: the beacon, sent after, arrives alone.
    await hub().idle();
    t.app.realtime.publish(beacon, "after the outbox");
    for (const socket of [member, nobody]) {
      await until(() => socket.received.length > 0, "the beacon");
      expect(socket.received).toEqual([{ room: beacon, data: "after the outbox" }]);
    }
  });

  it("refuses to declare a topic that would shadow an entity's room", () => {
    expect(() => t.app.realtimeTopics.declare("Application", () => true)).toThrow(/shadow/);
  });
});
