import { randomBytes } from "node:crypto";
import { type Base44Client, createClient, type EntityHandler } from "@base44/sdk";
import { SignJWT } from "jose";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail } from "../../src/platform/auth/users.ts";
import type { Caller } from "../../src/platform/caller.ts";
import { defineEntity, loadEntities } from "../../src/platform/entities/entity-schemas.ts";
import { REALTIME_PATH } from "../../src/platform/realtime/realtime-plugin.ts";
import type { SocketHub } from "../../src/platform/realtime/socket-hub.ts";
import { validFirePlan } from "../functions/submission-fixtures.ts";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp, testAdmin } from "../setup/test-app.ts";
import { until } from "../setup/until.ts";
import { createMember } from "../setup/users.ts";

type Row = Record<string, unknown> & { id: string };
interface Received {
  readonly type: string;
  readonly data: Row;
  readonly id: string;
  readonly timestamp: string;
}

/** Test-only: records only their author reads, so each event is decided per record. */
const memoSchema = {
  name: "Memo",
  type: "object",
  properties: { text: { type: "string" } },
  rls: { create: true, read: { created_by_id: "{{user.id}}" }, write: { created_by_id: "{{user.id}}" } },
};

/**
 * Test-only: records anyone may read. One created after an event a socket must not get, and received by that
 * socket, shows the event was never sent: a socket receives a server's messages in the order they were sent.
 */
const beaconSchema = {
  name: "Beacon",
  type: "object",
  properties: { text: { type: "string" } },
  rls: { create: true, read: true },
};

const application = (name: string) => ({
  full_name: name,
  email: `${name.toLowerCase()}@example.org`,
  program_interest: "individual",
});

const entity = (client: Base44Client, name: string) => client.entities[name] as EntityHandler<Row>;

const hubOf = (t: TestApp) => t.app.realtime as SocketHub;
const room = (t: TestApp, name: string) => `entities:${t.config.appId}:${name}`;

/** `entities.X.subscribe` of the official SDK, with what it received. */
function subscribe(client: Base44Client, name: string) {
  const events: Received[] = [];
  const unsubscribe = entity(client, name).subscribe((event) => events.push(event as unknown as Received));
  return { events, unsubscribe };
}

/** A raw socket.io client with the SDK's handshake, for what the SDK does not expose (connect_error). */
function rawSocket(t: TestApp, query: Record<string, string>): Socket {
  return connect(t.baseUrl, { path: REALTIME_PATH, transports: ["websocket"], query, reconnection: false });
}

async function connected(socket: Socket): Promise<void> {
  if (socket.connected) return;
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
}

describe.each(engines)("realtime through the official @base44/sdk on %s", (engine) => {
  let t: TestApp;
  const clients: Base44Client[] = [];
  const sockets: Socket[] = [];
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };
  const client = (token?: string) => {
    const c = createClient({
      serverUrl: t.baseUrl,
      appId: t.config.appId,
      analytics: { enabled: false },
      ...(token ? { token } : {}),
    });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    const entities = new Map(await loadEntities());
    entities.set("Memo", defineEntity(memoSchema, "Memo"));
    entities.set("Beacon", defineEntity(beaconSchema, "Beacon"));
    t = await startTestApp(engine, {}, { entities });
    const a = await createMember(t, "alice@ember.test", { is_member: true });
    const b = await createMember(t, "bob@ember.test", { is_member: true });
    alice = { id: a.user.id, token: a.token };
    bob = { id: b.user.id, token: b.token };
  });
  afterAll(async () => {
    for (const c of clients) c.cleanup();
    for (const s of sockets) s.disconnect();
    await t?.close();
  });

  it("sends a subscriber one event per created, updated and deleted record, in the SDK's shape", async () => {
    const admin = client(t.adminToken);
    const watcher = subscribe(client(t.adminToken), "Application");
    await until(() => hubOf(t).members(room(t, "Application")) === 1, "the join");

    const created = (await entity(admin, "Application").create(application("Ada"))) as Row;
    const updated = (await entity(admin, "Application").update(created.id, { goals: "build" })) as Row;
    const bulk = (await entity(admin, "Application").bulkCreate([
      application("Grace"),
      application("Alan"),
    ])) as Row[];
    await entity(admin, "Application").delete(created.id);
    // The SDK types the query as Partial<T>; the server takes the query language.
    const both = { id: { $in: bulk.map((r) => r.id) } } as unknown as Partial<Row>;
    await entity(admin, "Application").deleteMany(both);
    await until(() => watcher.events.length === 7, "seven events");

    expect(watcher.events.map((e) => [e.type, e.id])).toEqual([
      ["create", created.id],
      ["update", created.id],
      ["create", bulk[0]?.id],
      ["create", bulk[1]?.id],
      ["delete", created.id],
      ["delete", bulk[0]?.id],
      ["delete", bulk[1]?.id],
    ]);
    expect(watcher.events[0]).toEqual({
      type: "create",
      id: created.id,
      data: created,
      timestamp: created.updated_date,
    });
    expect(watcher.events[1]).toEqual({
      type: "update",
      id: created.id,
      data: updated,
      timestamp: updated.updated_date,
    });
    expect(watcher.events[2]?.data).toEqual(bulk[0]);
    // A delete carries the record as it was.
    expect(watcher.events[4]?.data).toEqual(updated);
    expect(Date.parse(watcher.events[4]?.timestamp ?? "")).toBeGreaterThanOrEqual(
      Date.parse(updated.updated_date as string),
    );
    watcher.unsubscribe();
    // The SDK leaves a room 250 ms after its last listener goes.
    await until(() => hubOf(t).members(room(t, "Application")) === 0, "the leave");
  });

  it("never sends an Application to an anonymous or forged-token socket, while an admin socket gets it", async () => {
    const adminWatch = subscribe(client(t.adminToken), "Application");
    const anonymous = client();
    const anonymousWatch = subscribe(anonymous, "Application");
    const member = client(alice.token);
    const memberWatch = subscribe(member, "Application");
    const forgedToken = await new SignJWT({ app_id: t.config.appId, email: testAdmin.email })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject((await findUserByEmail(t.app.db, testAdmin.email))?.id ?? "")
      .setExpirationTime("1h")
      .sign(randomBytes(32));
    const forged = client(forgedToken);
    const forgedWatch = subscribe(forged, "Application");
    await until(() => hubOf(t).members(room(t, "Application")) === 1, "the admin's join");

    // Written by an anonymous visitor through the product function: the record and the badge reach staff.
    const badgeWatch = subscribe(client(t.adminToken), "Badge");
    const anonymousBadgeClient = client();
    const anonymousBadges = subscribe(anonymousBadgeClient, "Badge");
    await until(() => hubOf(t).members(room(t, "Badge")) === 1, "the admin's badge join");
    const beacons = [anonymous, member, forged, anonymousBadgeClient].map((c) => subscribe(c, "Beacon"));
    await until(() => hubOf(t).members(room(t, "Beacon")) === beacons.length, "the beacon joins");
    const answer = (await client().functions.invoke("submitApplication", application("Barbara"))) as {
      data: { id: string };
    };
    await until(() => adminWatch.events.length === 1 && badgeWatch.events.length === 1, "the staff's events");
    expect(adminWatch.events[0]).toMatchObject({ type: "create", id: answer.data.id });
    expect(adminWatch.events[0]?.data.email).toBe("barbara@example.org");
    expect(badgeWatch.events[0]?.data).toMatchObject({ user_email: "barbara@example.org" });

    await entity(client(t.adminToken), "Application").create(application("Edsger"));
    await until(() => adminWatch.events.length === 2, "the second event");
    // Every event so far has been sent; a beacon sent after them reaches each socket after anything
    // wrongly sent to it.
    await hubOf(t).idle();
    await entity(client(t.adminToken), "Beacon").create({ text: "after the applications" });
    await until(() => beacons.every((b) => b.events.length === 1), "the beacon on every socket");
    for (const w of [anonymousWatch, memberWatch, forgedWatch, anonymousBadges]) expect(w.events).toEqual([]);
  });

  it("announces the product functions' writes once committed: assessment, planning form, crisis alert", async () => {
    const staff = client(t.adminToken);
    const results = subscribe(staff, "AssessmentResult");
    const alerts = subscribe(staff, "CrisisAlert");
    const profiles = subscribe(staff, "UserProfile");
    await until(
      () =>
        ["AssessmentResult", "CrisisAlert", "UserProfile"].every((n) => hubOf(t).members(room(t, n)) === 1),
      "the staff's joins",
    );
    const visitor = client();
    const five = (v: number) => ({ 0: v, 1: v, 2: v, 3: v, 4: v });
    const answers = {
      academics: five(3),
      finances: five(2),
      social: five(3),
      precision: five(2),
      physical: five(1),
    };
    const assessment = (await visitor.functions.invoke("submitAssessment", {
      first_name: "Kim",
      last_name: "Lee",
      email: "kim@example.org",
      answers,
    })) as { data: { id: string } };
    const plan = (await visitor.functions.invoke("submitFirePlan", validFirePlan("grace@example.org"))) as {
      data: { id: string };
    };
    await visitor.functions.invoke("chat", { message: "I'm having a panic attack right now" });
    await until(
      () => results.events.length === 1 && profiles.events.length === 1 && alerts.events.length === 1,
      "the three events",
    );
    expect(results.events[0]).toMatchObject({ type: "create", id: assessment.data.id });
    expect(profiles.events[0]).toMatchObject({ type: "create", id: plan.data.id });
    expect(alerts.events[0]?.data).toMatchObject({ tier: 3, notice: "immediate" });
    for (const w of [results, alerts, profiles]) w.unsubscribe();
    await until(() => hubOf(t).members(room(t, "UserProfile")) === 0, "the leaves");
  });

  it("decides each event by the read rule against its record", async () => {
    const aliceClient = client(alice.token);
    const bobClient = client(bob.token);
    const aliceWatch = subscribe(client(alice.token), "Memo");
    const bobWatch = subscribe(client(bob.token), "Memo");
    const anonymousWatch = subscribe(client(), "Memo");
    await until(() => hubOf(t).members(room(t, "Memo")) === 2, "both members' joins");

    const hers = (await entity(aliceClient, "Memo").create({ text: "alice's" })) as Row;
    const his = (await entity(bobClient, "Memo").create({ text: "bob's" })) as Row;
    await entity(aliceClient, "Memo").update(hers.id, { text: "still alice's" });
    await until(() => aliceWatch.events.length === 2 && bobWatch.events.length === 1, "the owners' events");
    await hubOf(t).idle();
    expect(aliceWatch.events.map((e) => [e.type, e.id])).toEqual([
      ["create", hers.id],
      ["update", hers.id],
    ]);
    expect(bobWatch.events.map((e) => [e.type, e.id])).toEqual([["create", his.id]]);
    expect(anonymousWatch.events).toEqual([]);
  });

  it("re-joins after a dropped connection and keeps receiving", async () => {
    const watcher = subscribe(client(t.adminToken), "UserProfile");
    const name = room(t, "UserProfile");
    await until(() => hubOf(t).members(name) === 1, "the join");
    hubOf(t).disconnectAll();
    await until(() => hubOf(t).members(name) === 0, "the drop");
    // socket.io-client reconnects by itself; the SDK joins its rooms again on every connect.
    await until(() => hubOf(t).members(name) === 1, "the re-join", 15_000);
    const record = (await entity(client(t.adminToken), "UserProfile").create({
      user_email: "kim@example.org",
    })) as Row;
    await until(() => watcher.events.length === 1, "the event after the re-join");
    expect(watcher.events[0]).toMatchObject({ type: "create", id: record.id });
  });

  it("refuses a handshake for another app and treats a missing token as anonymous", async () => {
    const foreign = rawSocket(t, { app_id: "someone-else", token: "null" });
    sockets.push(foreign);
    const error = await new Promise<Error>((resolve) => foreign.once("connect_error", resolve));
    expect(error.message).toBe("App someone-else not found");

    const nobody = rawSocket(t, { app_id: t.config.appId, token: "null" });
    sockets.push(nobody);
    await connected(nobody);
    const received: unknown[] = [];
    nobody.on("update_model", (m: unknown) => received.push(m));
    nobody.emit("join", room(t, "Application"));
    nobody.emit("join", `entities:${t.config.appId}:Nope`);
    nobody.emit("join", "anything at all");
    nobody.emit("join", { not: "a string" });
    // A room anyone may join, joined last: once it is joined, the joins before it have been decided.
    const beacon = "/agent-conversations/beacon-1";
    nobody.emit("join", beacon);
    await until(() => hubOf(t).members(beacon) === 1, "the beacon join");
    await entity(client(t.adminToken), "Application").create(application("Hopper"));
    await hubOf(t).idle();
    t.app.realtime.publish(beacon, "after Hopper");
    await until(() => received.length > 0, "the beacon");
    expect(received).toEqual([{ room: beacon, data: "after Hopper" }]);
    expect(nobody.connected).toBe(true);
  });

  it("answers a polling request with an error, not the web app", async () => {
    const response = await fetch(`${t.baseUrl}${REALTIME_PATH}?EIO=4&transport=polling`);
    expect(response.status).toBe(400);
  });

  it("delivers other rooms' events to the audience the publisher names", async () => {
    const conversation = "/agent-conversations/c-1";
    const admin = rawSocket(t, { app_id: t.config.appId, token: t.adminToken });
    const member = rawSocket(t, { app_id: t.config.appId, token: alice.token });
    sockets.push(admin, member);
    await Promise.all([connected(admin), connected(member)]);
    const got = { admin: [] as unknown[], member: [] as unknown[] };
    admin.on("update_model", (m: unknown) => got.admin.push(m));
    member.on("update_model", (m: unknown) => got.member.push(m));
    admin.emit("join", conversation);
    member.emit("join", conversation);
    await until(() => hubOf(t).members(conversation) === 2, "both joins");
    const onlyAdmins = (caller: Caller) => caller.kind === "user" && caller.user.role === "admin";
    t.app.realtime.publish(conversation, JSON.stringify({ id: "c-1", _message: { id: "m-1" } }), onlyAdmins);
    await until(() => got.admin.length === 1, "the admin's event");
    // Then one for everyone. The admin's event was sent to every socket it was for at once, so this one
    // reaches the member after it, had it been sent to them too.
    t.app.realtime.publish(conversation, "for everyone");
    await until(() => got.admin.length === 2 && got.member.length === 1, "the event for everyone");
    expect(got.admin).toEqual([
      { room: conversation, data: JSON.stringify({ id: "c-1", _message: { id: "m-1" } }) },
      { room: conversation, data: "for everyone" },
    ]);
    expect(got.member).toEqual([{ room: conversation, data: "for everyone" }]);
  });
});

describe("realtime across two instances on one PostgreSQL", () => {
  let first: TestApp;
  let second: TestApp;
  const clients: Base44Client[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    first = await startTestApp("postgres");
    second = await startTestApp("postgres", { DATABASE_URL: first.config.databaseUrl ?? "" });
  });
  afterAll(async () => {
    for (const c of clients) c.cleanup();
    for (const s of sockets) s.disconnect();
    await second?.close();
    await first?.close();
  });

  const client = (t: TestApp, token?: string) => {
    const c = createClient({
      serverUrl: t.baseUrl,
      appId: t.config.appId,
      analytics: { enabled: false },
      ...(token ? { token } : {}),
    });
    clients.push(c);
    return c;
  };

  it("delivers a record written through one instance to a subscriber on the other", async () => {
    const watcher = subscribe(client(second, second.adminToken), "Application");
    const anonymousWatch = subscribe(client(second), "Application");
    await until(() => hubOf(second).members(room(second, "Application")) === 1, "the join on the second");
    // A token of the first instance works on the second: they share the database and its signing key.
    const created = (await entity(client(first, first.adminToken), "Application").create(
      application("Radia"),
    )) as Row;
    await until(() => watcher.events.length === 1, "the event on the second instance");
    expect(watcher.events[0]).toEqual({
      type: "create",
      id: created.id,
      data: created,
      timestamp: created.updated_date,
    });
    // More than NOTIFY's 8000 bytes travels through the attachments table.
    const big = (await entity(client(first, first.adminToken), "Application").bulkCreate(
      Array.from({ length: 40 }, (_, i) => ({ ...application(`Person${i}`), goals: "x".repeat(500) })),
    )) as Row[];
    await until(() => watcher.events.length === 41, "the bulk's events on the second instance");
    expect(watcher.events.slice(1).map((e) => e.id)).toEqual(big.map((r) => r.id));
    await hubOf(second).idle();
    expect(anonymousWatch.events).toEqual([]);
  });

  it("decides an audience for sockets on the other instance", async () => {
    const conversation = "/agent-conversations/c-2";
    const admin = rawSocket(second, { app_id: second.config.appId, token: second.adminToken });
    const nobody = rawSocket(second, { app_id: second.config.appId, token: "null" });
    sockets.push(admin, nobody);
    await Promise.all([connected(admin), connected(nobody)]);
    const got = { admin: [] as unknown[], nobody: [] as unknown[] };
    admin.on("update_model", (m: unknown) => got.admin.push(m));
    nobody.on("update_model", (m: unknown) => got.nobody.push(m));
    admin.emit("join", conversation);
    nobody.emit("join", conversation);
    await until(() => hubOf(second).members(conversation) === 2, "both joins");
    const onlyAdmins = (caller: Caller) => caller.kind === "user" && caller.user.role === "admin";
    const data = JSON.stringify({ id: "c-2", _message: { id: "m-1", content: "hello" } });
    // The instances learn of each other by heartbeat; publish until the first one counts the second.
    const deadline = Date.now() + 15_000;
    while (got.admin.length === 0 && Date.now() < deadline) {
      first.app.realtime.publish(conversation, data, onlyAdmins);
      await hubOf(first).idle();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Then one for everyone. The admin's event was sent to every socket it was for at once, so this one
    // reaches the other socket after it, had it been sent to that socket too.
    await hubOf(first).idle();
    first.app.realtime.publish(conversation, "for everyone");
    await until(() => got.nobody.length > 0, "the event for everyone on the other instance");
    expect(got.admin[0]).toEqual({ room: conversation, data });
    expect(got.nobody).toEqual([{ room: conversation, data: "for everyone" }]);
  });
});
