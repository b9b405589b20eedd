import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Socket as ClientSocket, io as connectSocket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { REALTIME_PATH } from "../../src/platform/realtime/realtime-plugin.ts";
import {
  type BuiltServer,
  buildServer,
  callApi,
  loginBuiltAdmin,
  startBuiltServer,
} from "../setup/built-server.ts";
import { codeIn, deliveredMail } from "../setup/mail-codes.ts";
import { type SmtpSink, startSmtpSink, waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

const HOSTILE = ["__proto__", "constructor", "prototype"] as const;
const PROBES = ["kind", "polluted", "x", "role", "secprobe"] as const;

/** Properties the attacks try to plant on every object; none may be readable from a fresh `{}`. */
const inherited = () =>
  PROBES.filter((name) => (Object.create(Object.prototype) as Record<string, unknown>)[name] !== undefined);
const prototypeNames = () => Object.getOwnPropertyNames(Object.prototype).sort();

interface Sent {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

async function send(url: string, init: RequestInit): Promise<Sent> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { raw: text };
  }
  return { status: response.status, body };
}

/** A 4xx in the Base44 error shape. */
function expectRefused(what: string, result: Sent): void {
  expect(result.status, `${what}: ${JSON.stringify(result.body)}`).toBeGreaterThanOrEqual(400);
  expect(result.status, what).toBeLessThan(500);
  expect(typeof result.body.message, what).toBe("string");
  expect(typeof result.body.error_type, what).toBe("string");
}

describe("prototype pollution through every input that becomes an object", () => {
  let t: TestApp;
  let memberToken = "";
  let before: string[] = [];
  const api = (route: string) => `${t.baseUrl}/api/apps/${t.config.appId}${route}`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const json = (token: string, method: string, body: string): RequestInit => ({
    method,
    headers: { ...bearer(token), "content-type": "application/json" },
    body,
  });

  beforeAll(async () => {
    before = prototypeNames();
    t = await startTestApp("pglite", {
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000",
      RATE_LIMIT_SEARCH_PER_MINUTE: "100000",
      RATE_LIMIT_UPLOADS_PER_MINUTE: "100000",
    });
    memberToken = (await createMember(t, "pollute@example.org", { is_member: false })).token;
    const created = await send(
      api("/entities/Application"),
      json(
        t.adminToken,
        "POST",
        JSON.stringify({ full_name: "A", email: "a@example.org", program_interest: "both" }),
      ),
    );
    expect(created.status).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** After every attack: nothing inherited, and an ordinary user still cannot read applications. */
  const expectUnharmed = async () => {
    expect(inherited()).toEqual([]);
    expect(prototypeNames()).toEqual(before);
    const list = await send(api("/entities/Application?limit=5"), { headers: bearer(memberToken) });
    expect(
      list.status === 403 || (list.status === 200 && JSON.stringify(list.body) === "[]"),
      JSON.stringify(list),
    ).toBe(true);
  };

  it("refuses hostile segments in the conversation query's bracket form (the reported attack)", async () => {
    const queries = [
      "q[__proto__][kind]=service",
      "q[__proto__][secprobe]=x",
      "q[constructor][prototype][kind]=service",
      "q[prototype][kind]=service",
      "q[metadata][__proto__][kind]=service",
      "q[metadata.constructor.prototype]=x",
      "q[agent_name][__proto__]=x",
    ];
    // As an admin, whom the conversation list serves, so the query parser itself is what refuses.
    for (const query of queries) {
      const result = await send(api(`/agents/conversations?${query}&limit=1`), {
        headers: bearer(t.adminToken),
      });
      expectRefused(query, result);
      expect(result.status, query).toBe(400);
    }
    // The JSON form of q, and sort/fields values naming those keys.
    for (const name of HOSTILE) {
      const q = encodeURIComponent(JSON.stringify(JSON.parse(`{"${name}":{"kind":"service"}}`)));
      expectRefused(
        `q json ${name}`,
        await send(api(`/agents/conversations?q=${q}`), { headers: bearer(t.adminToken) }),
      );
      const meta = encodeURIComponent(`{"metadata":{"${name}":{"kind":"service"}}}`);
      expectRefused(
        `q metadata ${name}`,
        await send(api(`/agents/conversations?q=${meta}`), { headers: bearer(t.adminToken) }),
      );
      expectRefused(
        `sort ${name}`,
        await send(api(`/agents/conversations?sort=${name}`), { headers: bearer(t.adminToken) }),
      );
    }
    // Ordinary bracket queries still work.
    const ok = await send(api("/agents/conversations?q[agent_name]=nobody&q[metadata.topic]=x"), {
      headers: bearer(t.adminToken),
    });
    expect(ok.status).toBe(200);
    await expectUnharmed();
  });

  it("refuses hostile keys in entity queries, sort and fields", async () => {
    for (const name of HOSTILE) {
      for (const q of [`{"${name}":{"kind":"service"}}`, `{"${name}.kind":"service"}`, `{"a.${name}":1}`]) {
        const result = await send(api(`/entities/Application?q=${encodeURIComponent(q)}`), {
          headers: bearer(t.adminToken),
        });
        expectRefused(`entity q ${q}`, result);
      }
      for (const sort of [name, `-${name}`, `a.${name}`]) {
        expectRefused(
          `entity sort ${sort}`,
          await send(api(`/entities/Application?sort=${sort}`), { headers: bearer(t.adminToken) }),
        );
      }
      expectRefused(
        `entity fields ${name}`,
        await send(api(`/entities/Application?fields=id,${name}`), { headers: bearer(t.adminToken) }),
      );
      expectRefused(
        `query key ${name}`,
        await send(api(`/entities/Application?${name}[kind]=service`), { headers: bearer(t.adminToken) }),
      );
    }
    await expectUnharmed();
  });

  it("refuses hostile paths in update-many, upsert and record bodies, and changes nothing", async () => {
    const updates = [
      '{"$set":{"__proto__.x":"y"}}',
      '{"$set":{"constructor.prototype.x":"y"}}',
      '{"$set":{"prototype":"y"}}',
      '{"$set":{"goals.__proto__.x":"y"}}',
      '{"$inc":{"constructor.prototype.kind":1}}',
      '{"$rename":{"goals":"__proto__.kind"}}',
      '{"$push":{"prototype.list":"y"}}',
    ];
    for (const data of updates) {
      const result = await send(
        api("/entities/Application/update-many"),
        json(t.adminToken, "PATCH", `{"query":{},"data":${data}}`),
      );
      expectRefused(`update-many ${data}`, result);
    }
    for (const name of HOSTILE) {
      const record = `{"full_name":"B","email":"b@example.org","${name}":{"kind":"service"}}`;
      expectRefused(
        `upsert ${name}`,
        await send(
          api("/entities/Application/upsert"),
          json(t.adminToken, "POST", `{"key":"email","records":[${record}]}`),
        ),
      );
      expectRefused(
        `create ${name}`,
        await send(
          api("/entities/UserProfile"),
          json("", "POST", `{"user_email":"c@example.org","${name}":{"x":1}}`),
        ),
      );
      expectRefused(
        `bulk ${name}`,
        await send(api("/entities/Application/bulk"), json(t.adminToken, "POST", `[${record}]`)),
      );
      expectRefused(
        `User/me ${name}`,
        await send(api("/entities/User/me"), json(memberToken, "PUT", `{"${name}":{"kind":"service"}}`)),
      );
      expectRefused(
        `User/me nested ${name}`,
        await send(
          api("/entities/User/me"),
          json(memberToken, "PUT", `{"prefs":{"${name}":{"kind":"service"}}}`),
        ),
      );
    }
    const stored = await send(api("/entities/Application?limit=1000"), { headers: bearer(t.adminToken) });
    expect(stored.status).toBe(200);
    expect(JSON.stringify(stored.body)).not.toMatch(/"(x|kind|__proto__|constructor|prototype)"/);
    expect(JSON.stringify(stored.body)).not.toContain("b@example.org");
    await expectUnharmed();
  });

  it("refuses hostile keys in function inputs, agent metadata and multipart field names", async () => {
    for (const name of HOSTILE) {
      expectRefused(
        `function ${name}`,
        await send(
          api("/functions/searchBadges"),
          json(memberToken, "POST", `{"query":"a","${name}":{"kind":"service"}}`),
        ),
      );
      expectRefused(
        `function nested ${name}`,
        await send(
          api("/functions/searchBadges"),
          json(memberToken, "POST", `{"query":"a","o":[{"${name}":1}]}`),
        ),
      );
      expectRefused(
        `agent metadata ${name}`,
        await send(
          api("/agents/conversations"),
          json(
            memberToken,
            "POST",
            `{"agent_name":"ember_assistant","metadata":{"${name}":{"kind":"service"}}}`,
          ),
        ),
      );
      for (const field of [name, `${name}[kind]`, `a.${name}`]) {
        const form = new FormData();
        form.append("query", "a");
        form.append(field, '{"kind":"service"}');
        expectRefused(
          `multipart field ${field}`,
          await send(api("/functions/searchBadges"), {
            method: "POST",
            headers: bearer(memberToken),
            body: form,
          }),
        );
      }
      const nested = new FormData();
      nested.append("query", `{"${name}":{"kind":"service"}}`);
      expectRefused(
        `multipart JSON value ${name}`,
        await send(api("/functions/searchBadges"), {
          method: "POST",
          headers: bearer(memberToken),
          body: nested,
        }),
      );
    }
    await expectUnharmed();
  });

  it("refuses hostile CSV headers and JSON keys in an import, and imports nothing", async () => {
    const count = async () =>
      (await send(api("/entities/Application?limit=1000"), { headers: bearer(t.adminToken) })).body;
    const before = JSON.stringify(await count());
    for (const name of HOSTILE) {
      for (const [file, type, text] of [
        ["a.csv", "text/csv", `full_name,email,${name}\nA,x@example.org,service\n`],
        ["a.csv", "text/csv", `full_name,email,${name}.kind\nA,x@example.org,service\n`],
        [
          "a.json",
          "application/json",
          `[{"full_name":"A","email":"x@example.org","${name}":{"kind":"service"}}]`,
        ],
      ] as const) {
        const form = new FormData();
        form.append("file", new Blob([text], { type }), file);
        const result = await send(api("/entities/Application/import"), {
          method: "POST",
          headers: bearer(t.adminToken),
          body: form,
        });
        expectRefused(`import ${file} ${name}`, result);
      }
    }
    expect(JSON.stringify(await count())).toBe(before);
    await expectUnharmed();
  });
});

describe("caching of API answers", () => {
  let t: TestApp;
  let memberToken = "";
  const api = (route: string) => `${t.baseUrl}/api/apps/${t.config.appId}${route}`;

  beforeAll(async () => {
    t = await startTestApp("pglite");
    memberToken = (await createMember(t, "cache@example.org", { is_member: false })).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends no-store on every answer that depends on the caller, errors included", async () => {
    const admin = { authorization: `Bearer ${t.adminToken}` };
    const member = { authorization: `Bearer ${memberToken}` };
    const answers = [
      ["User/me", await fetch(api("/entities/User/me"), { headers: member })],
      ["Application list", await fetch(api("/entities/Application?limit=5"), { headers: admin })],
      [
        "refused",
        await fetch(api("/entities/Application?limit=5"), { headers: { authorization: "Bearer nope" } }),
      ],
      ["conversations", await fetch(api("/agents/conversations"), { headers: member })],
      ["app logs", await fetch(`${t.baseUrl}/api/app-logs/${t.config.appId}`, { headers: admin })],
      [
        "function",
        await fetch(api("/functions/badgeBoard"), {
          method: "POST",
          headers: { ...member, "content-type": "application/json" },
          body: "{}",
        }),
      ],
      ["unknown route", await fetch(api("/no-such-thing"), { headers: member })],
    ] as const;
    for (const [what, response] of answers) {
      expect(response.headers.get("cache-control"), `${what} (${response.status})`).toBe("no-store");
      await response.arrayBuffer();
    }
  });

  it("keeps a public file's own long-lived caching", async () => {
    const form = new FormData();
    form.append("file", new Blob(["hello"], { type: "text/plain" }), "hello.txt");
    const upload = await fetch(api("/integration-endpoints/Core/UploadFile"), {
      method: "POST",
      headers: { authorization: `Bearer ${t.adminToken}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { file_url } = (await upload.json()) as { file_url: string };
    const file = await fetch(new URL(new URL(file_url).pathname, t.baseUrl));
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await file.text()).toBe("hello");
  });
});

describe("realtime join flooding", () => {
  let t: TestApp;
  const sockets: ClientSocket[] = [];
  const open = (localAddress: string, token?: string) => {
    const socket = connectSocket(t.baseUrl, {
      path: REALTIME_PATH,
      transports: ["websocket"],
      reconnection: false,
      query: { app_id: t.config.appId, token: token ?? "null" },
      localAddress,
    } as Parameters<typeof connectSocket>[1]);
    sockets.push(socket);
    return socket;
  };
  const connected = (socket: ClientSocket) =>
    new Promise<void>((resolve, reject) => {
      if (socket.connected) resolve();
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
  const disconnected = (socket: ClientSocket) =>
    new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));

  beforeAll(async () => {
    t = await startTestApp("pglite", {
      REALTIME_JOINS_PER_MINUTE: "5",
      REALTIME_JOINS_PER_ADDRESS_PER_MINUTE: "8",
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.close();
  });

  it("closes a socket that floods joins", async () => {
    const flooder = open("127.0.0.2");
    await connected(flooder);
    const closed = disconnected(flooder);
    for (let i = 0; i < 500; i++) flooder.emit("join", `/agent-conversations/c${i}`);
    expect(await closed).toBe("io server disconnect");
  });

  it("counts the joins of all sockets from one address, and leaves a well-behaved socket working", async () => {
    const room = `entities:${t.config.appId}:Application`;
    const steady = open("127.0.0.3", t.adminToken);
    const second = open("127.0.0.3", t.adminToken);
    await Promise.all([connected(steady), connected(second)]);
    const events: unknown[] = [];
    steady.on("update_model", (message) => events.push(message));
    steady.emit("join", room);
    for (let i = 0; i < 3; i++) steady.emit("join", `/agent-conversations/s${i}`);
    for (let i = 0; i < 4; i++) second.emit("join", `/agent-conversations/t${i}`);
    const closed = disconnected(second);
    // Its own fifth join, but the address's ninth.
    second.emit("join", "/agent-conversations/t4");
    expect(await closed).toBe("io server disconnect");

    const created = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/Application`, {
      method: "POST",
      headers: { authorization: `Bearer ${t.adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ full_name: "Rt", email: "rt@example.org", program_interest: "both" }),
    });
    expect(created.status).toBe(201);
    await waitFor(() => events.length > 0, 10_000, "the steady socket's event");
    expect(steady.connected).toBe(true);
  });
});

describe("anonymous analytics flooding", () => {
  let t: TestApp;
  const batch = (count: number, tag: string) => ({
    events: Array.from({ length: count }, (_, i) => ({
      event_name: "page_view",
      timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 60)).toISOString(),
      page_url: `https://ember.example/${tag}/${i}`,
      properties: { i },
    })),
  });
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${t.baseUrl}/api/apps/${t.config.appId}/analytics/track/batch`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const storedCount = async () =>
    Number(
      (await t.app.db.query<{ n: string }>("select count(*) as n from app_analytics_events")).rows[0]?.n ?? 0,
    );

  beforeAll(async () => {
    t = await startTestApp("pglite", { ANALYTICS_ANONYMOUS_EVENTS_PER_DAY: "250" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses a batch larger than the SDK sends, and stores nothing of it", async () => {
    const huge = await send(batch(1000, "huge"));
    expect(huge.status).toBe(422);
    expect(((await huge.json()) as { error_type: string }).error_type).toBe("ValidationError");
    expect(await storedCount()).toBe(0);
  });

  it("stores an address's anonymous events up to its daily allowance, and answers the rest", async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const response = await send(batch(200, `flood${i}`));
      expect(response.status).toBe(200);
      answers.push((await response.json()) as { received: number; stored: number });
    }
    expect(answers.map((a) => a.received)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.stored)).toEqual([200, 50, 0]);
    expect(await storedCount()).toBe(250);
    // A signed-in visitor's events are theirs, not the address's: still stored.
    const signedIn = await send(batch(5, "member"), { authorization: `Bearer ${t.adminToken}` });
    expect(((await signedIn.json()) as { stored: number }).stored).toBe(5);
  });
});

/** A raw HTTP exchange: what the server sent back, and whether it closed the connection. */
function openSocket(
  port: number,
): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let received = "";
    const socket = connect(port, "127.0.0.1");
    socket.on("data", (chunk) => {
      received += chunk;
    });
    // A reset after the server's answer is how a refused or timed-out connection may end.
    socket.on("error", () => undefined);
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    socket.once("connect", () => resolve({ socket, received: () => received, closed }));
    socket.once("error", reject);
  });
}

describe("slow request bodies and connection caps", () => {
  let t: TestApp;
  let port = 0;

  beforeAll(async () => {
    t = await startTestApp("pglite", {
      REQUEST_TIMEOUT_SECONDS: "1",
      UPLOAD_REQUEST_TIMEOUT_SECONDS: "2",
      MAX_CONNECTIONS_PER_ADDRESS: "4",
      // No sign-in at start: its kept-alive connection would count against the cap.
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
    });
    port = Number(new URL(t.baseUrl).port);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("closes a body that trickles in one byte at a time with 408, and keeps serving others", async () => {
    const api = `/api/apps/${t.config.appId}`;
    for (const [route, type, status] of [
      [`${api}/auth/login`, "application/json", 408],
      // An upload has the longer deadline, but one all the same, whatever the route answers first.
      [`${api}/integration-endpoints/Core/UploadFile`, "multipart/form-data; boundary=x", "4\\d\\d"],
      // Answered at once (no parser for the type), then the rest of the body trickles after the answer.
      [`${api}/auth/login`, "application/xml", 415],
    ] as const) {
      const { socket, received, closed } = await openSocket(port);
      socket.write(
        `POST ${route} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: 100000\r\n\r\n{`,
      );
      // Never idle: a byte keeps arriving, so only the request deadline can end this.
      const drip = setInterval(() => socket.writable && socket.write("a"), 100);
      await closed;
      clearInterval(drip);
      expect(received(), `${route} ${type}`).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const body = JSON.parse(received().slice(received().indexOf("\r\n\r\n") + 4)) as Record<
        string,
        unknown
      >;
      expect(typeof body.error_type).toBe("string");
      if (status === 408) expect(body.error_type).toBe("RequestTimeout");
    }
    const health = await fetch(`${t.baseUrl}/healthz`, { headers: { connection: "close" } });
    expect(health.status).toBe(200);
  });

  it("sets no deadline on a request made inside the process, which has no connection to close", async () => {
    // app.inject (the CLI's pull, tests) hands Fastify a stand-in socket without destroy(): a deadline
    // armed on it went off 30 s later as an uncaught TypeError that a long test run caught.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const answer = await t.app.inject({ method: "GET", url: "/healthz" });
      expect(answer.statusCode).toBe(200);
      expect(() => vi.advanceTimersByTime(3_000)).not.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });

  it("caps the connections one address may hold open", async () => {
    const held = [];
    for (let i = 0; i < 4; i++) {
      const open = await openSocket(port);
      open.socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
      held.push(open);
    }
    const extra = await openSocket(port);
    extra.socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    await extra.closed;
    expect(extra.received()).toBe("");
    // The held ones were served and stay open.
    for (const open of held) expect(open.socket.destroyed).toBe(false);
    // Once one goes, a new connection is accepted again.
    const first = held.shift();
    first?.socket.destroy();
    await first?.closed;
    let served = false;
    for (let attempt = 0; attempt < 50 && !served; attempt++) {
      const again = await openSocket(port);
      again.socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
      await again.closed;
      served = again.received().startsWith("HTTP/1.1 200");
    }
    expect(served).toBe(true);
    for (const open of held) open.socket.destroy();
  });
});

describe("the built server", { timeout: 120_000 }, () => {
  const running: ChildProcess[] = [];
  const dirs: string[] = [];
  let sink: SmtpSink;
  let server: BuiltServer;

  beforeAll(async () => {
    buildServer();
    sink = await startSmtpSink();
    const dir = await mkdtemp(path.join(tmpdir(), "ember-attack-"));
    dirs.push(dir);
    server = await startBuiltServer(dir, { SMTP_URL: sink.url });
    running.push(server.child);
  }, 120_000);
  afterAll(async () => {
    for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
    await sink?.stop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("runs under --disable-proto=delete and survives the reported attack: a signed-up user still cannot list applications", async () => {
    const admin = await loginBuiltAdmin(server.baseUrl);
    expect(
      (
        await callApi(server.baseUrl, "POST", "/entities/Application", admin, {
          full_name: "A",
          email: "a@x.org",
          program_interest: "both",
        })
      ).status,
    ).toBe(201);

    const email = "signup@example.org";
    const password = "signup-password-1";
    expect(
      (await callApi(server.baseUrl, "POST", "/auth/register", undefined, { email, password })).status,
    ).toBe(200);
    const mail = await deliveredMail(sink, email, /./);
    const verified = await callApi(server.baseUrl, "POST", "/auth/verify-otp", undefined, {
      email,
      otp_code: codeIn(mail.text),
    });
    expect(verified.status).toBe(200);
    const login = await callApi(server.baseUrl, "POST", "/auth/login", undefined, { email, password });
    const token = login.body.access_token as string;
    expect(typeof token).toBe("string");

    const listApplications = async () => {
      const list = await callApi(server.baseUrl, "GET", "/entities/Application?limit=2", token);
      return list.status === 403 || (list.status === 200 && JSON.stringify(list.body) === "[]");
    };
    expect(await listApplications()).toBe(true);
    for (const query of ["q[__proto__][kind]=service", "q[constructor][prototype][kind]=service"]) {
      const attack = await callApi(server.baseUrl, "GET", `/agents/conversations?${query}&limit=1`, token);
      expect([400, 403], query).toContain(attack.status);
      const asAdmin = await callApi(server.baseUrl, "GET", `/agents/conversations?${query}&limit=1`, admin);
      expect(asAdmin.status, query).toBe(400);
    }
    const update = await callApi(server.baseUrl, "PATCH", "/entities/Application/update-many", admin, {
      query: {},
      data: { $set: { "__proto__.kind": "service" } },
    });
    expect(update.status).toBe(400);
    expect(await listApplications()).toBe(true);
    // Still a working server: the admin's own reads and writes go on.
    expect((await callApi(server.baseUrl, "GET", "/entities/Application?limit=2", admin)).status).toBe(200);
    expect((await callApi(server.baseUrl, "GET", "/entities/User/me", token)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  });

  it("logs request paths without tokens, reset or invitation links, signatures or codes", async () => {
    const secrets = [
      "SECRETaccess1234567890",
      "SECRETreset1234567890",
      "SECRETsign1234567890",
      "SECRETinvite1234567890",
      "SECRETupper1234567890",
      "SECRETencoded1234567890",
    ];
    const [access, reset, signature, invite, upper, encoded] = secrets;
    const marker = `/after-${Date.now()}`;
    for (const url of [
      `/FAQ?access_token=${access}`,
      `/reset-password?token=${reset}&email=a%40example.org`,
      `/api/files/private/x.png?expires=9999999999&signature=${signature}`,
      `/reset-password?invite=1&reset_token=${invite}`,
      `/api/apps/ember/entities/User/me?ACCESS_TOKEN=${upper}`,
      `/FAQ?access%5Ftoken=${encoded}`,
      marker,
    ]) {
      await fetch(`${server.baseUrl}${url}`);
    }
    await waitFor(() => server.output().includes(marker), 15_000, "the last request in the log");
    const log = server.output();
    for (const secret of secrets) expect(log).not.toContain(secret);
    // The paths themselves are still there to read, with the other parameters.
    expect(log).toContain('"url":"/reset-password?token=[REDACTED]&email=a%40example.org"');
    expect(log).toContain('"url":"/api/files/private/x.png?expires=9999999999&signature=[REDACTED]"');
  });
});
