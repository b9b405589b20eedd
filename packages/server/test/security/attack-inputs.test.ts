import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CONVERSATIONS_PER_USER } from "../../src/platform/agents/agents-routes.ts";
import { insertConversation } from "../../src/platform/agents/conversations-store.ts";
import { validApplication, validFirePlan } from "../functions/submission-fixtures.ts";
import { type BuiltServer, buildServer, loginBuiltAdmin, startBuiltServer } from "../setup/built-server.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

/**
 * fetch, with the answer read whole: an answer left unread keeps its connection busy, and the test
 * server's close would wait for it.
 */
async function send(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: () => JSON.parse(text) as unknown,
  };
}

/** A multipart body with one file, as a browser's form or the SDK's importEntities sends it. */
const fileForm = (name: string, type: string, data: Buffer | string) => {
  const form = new FormData();
  form.append("file", new File([data], name, { type }));
  return form;
};

/**
 * /healthz asked every ~50 ms while an attack runs, each answer's time kept: how long any other request
 * waits while the attack holds the event loop.
 */
function healthProbe(baseUrl: string) {
  const waits: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/healthz`);
      await response.arrayBuffer();
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { count: waits.length, max: Math.max(...waits) };
    },
  };
}

/**
 * Sends a multipart request's head and the first part of its body, and never the rest: an answer that
 * arrives anyway was given without reading the body.
 */
function answerWithoutBody(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const boundary = "----never-finished";
    const request = http.request(url, {
      method: "POST",
      headers: {
        ...headers,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        // Within what an anonymous write may declare, so the entity's rule is what refuses it.
        "content-length": String(32 * 1024),
      },
    });
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on("error", (error) => {
      if (!request.destroyed) reject(error);
    });
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\ntitle\n`,
    );
  });
}

describe("attacks on a built server: imports and forms that would hold the process", () => {
  let server: BuiltServer;
  let dataDir: string;
  let adminToken: string;
  const api = (route: string) => `${server.baseUrl}/api/apps/ember${route}`;

  beforeAll(async () => {
    buildServer();
    dataDir = await mkdtemp(path.join(tmpdir(), "ember-attack-"));
    server = await startBuiltServer(dataDir);
    adminToken = await loginBuiltAdmin(server.baseUrl);
  }, 120_000);
  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers a 5 MB import of empty column names within 1 s, and /healthz within 200 ms throughout", async () => {
    const hostile = [
      // The header: millions of empty column names.
      `${",".repeat(5 * 1024 * 1024 - 8)}\ntitle\n`,
      // A fine header, then a row of millions of empty cells.
      `full_name\n${",".repeat(5 * 1024 * 1024 - 16)}\n`,
      // The same with semicolons, as a European Excel writes.
      `${";".repeat(5 * 1024 * 1024 - 8)}\ntitle\n`,
    ];
    const probe = healthProbe(server.baseUrl);
    try {
      for (const file of hostile) {
        const started = performance.now();
        const response = await send(api("/entities/Application/import"), {
          method: "POST",
          headers: { authorization: `Bearer ${adminToken}` },
          body: fileForm("hostile.csv", "text/csv", file),
        });
        const elapsed = performance.now() - started;
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ message: "At most 200 columns per import" });
        expect(elapsed).toBeLessThan(1000);
      }
      // The same file from a caller the entity's rule refuses: refused before the body is read.
      const started = performance.now();
      const anonymous = await send(api("/entities/Badge/import"), {
        method: "POST",
        body: fileForm("hostile.csv", "text/csv", hostile[0] as string),
      });
      // Larger than an anonymous write may be: refused from its declared length alone.
      expect(anonymous.status).toBe(413);
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      const { count, max } = await probe.stop();
      expect(count).toBeGreaterThan(0);
      expect(max).toBeLessThan(200);
    }
    const count = await send(api("/entities/Application/count"), {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(await count.json()).toEqual({ count: 0 });
  }, 60_000);

  it("refuses an anonymous import into an admin-only entity before reading the file", async () => {
    for (const entity of ["Badge", "Application", "UserProfile"]) {
      expect(await answerWithoutBody(api(`/entities/${entity}/import`), {})).toBe(403);
    }
  });

  it("refuses multipart to a function that takes no files before reading it, so a flood stays small", async () => {
    const field = `[${"0,".repeat(128 * 1024 - 1)}0]`;
    const form = () => {
      const body = new FormData();
      for (let i = 0; i < 50; i += 1) body.append(`f${i}`, field);
      return body;
    };
    const rssOf = async () => {
      const status = await import("node:fs/promises").then((fs) =>
        fs.readFile(`/proc/${server.child.pid}/status`, "utf8"),
      );
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) * 1024;
    };
    const before = await rssOf();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        send(api("/functions/badgeBoard"), { method: "POST", body: form() }).then((r) => r.status),
      ),
    );
    expect(new Set(answers)).toEqual(new Set([415]));
    // 40 forms of 12.5 MB would be 500 MB had they been read; none was.
    expect((await rssOf()) - before).toBeLessThan(150 * 1024 * 1024);
    expect((await send(`${server.baseUrl}/healthz`)).status).toBe(200);
  }, 60_000);
});

describe("attacks through the public functions and the generic records API", () => {
  let t: TestApp;
  const api = (route: string) => `${t.baseUrl}/api/apps/${t.config.appId}${route}`;
  const asAdmin = () => ({ authorization: `Bearer ${t.adminToken}` });
  const count = async (entity: string, q: Record<string, unknown> = {}) => {
    const response = await send(api(`/entities/${entity}/count?q=${encodeURIComponent(JSON.stringify(q))}`), {
      headers: asAdmin(),
    });
    return ((await response.json()) as { count: number }).count;
  };
  const outbox = async () =>
    Number((await t.app.db.query<{ n: number }>("select count(*)::int as n from mail_outbox")).rows[0]?.n);

  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(() => t?.close());

  it("does not submit an application from a cross-site image, link or form", async () => {
    const victim = "get-victim@sec.test";
    const query = new URLSearchParams({ full_name: "Via GET", email: victim, program_interest: "both" });
    const beforeMail = await outbox();
    // <img src=".../api/functions/submitApplication?...">
    const get = await send(`${t.baseUrl}/api/functions/submitApplication?${query}`);
    expect(get.status).toBe(405);
    // An auto-submitted cross-site multipart form.
    const form = new FormData();
    for (const [key, value] of query) form.append(key, value);
    const posted = await send(`${t.baseUrl}/api/functions/submitApplication`, {
      method: "POST",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: form,
    });
    expect(posted.status).toBe(403);
    // The same form without the browser's headers: still not JSON, so refused before reading.
    const formOnly = await send(api("/functions/submitApplication"), { method: "POST", body: form });
    expect(formOnly.status).toBe(415);
    // A cross-site text/plain POST (no preflight) carrying JSON.
    const text = await send(api("/functions/submitApplication"), {
      method: "POST",
      headers: { "content-type": "text/plain", origin: "https://evil.example" },
      body: JSON.stringify(validApplication(victim)),
    });
    expect(text.status).toBe(403);
    const crisis = await send(
      `${t.baseUrl}/api/functions/chat?message=${encodeURIComponent("I want to end my life")}`,
    );
    expect(crisis.status).toBe(405);
    expect(await count("Application", { email: victim })).toBe(0);
    expect(await count("CrisisAlert")).toBe(0);
    expect(await outbox()).toBe(beforeMail);

    // The site's own page still submits.
    const own = await send(api("/functions/submitApplication"), {
      method: "POST",
      headers: { "content-type": "application/json", origin: t.baseUrl, "sec-fetch-site": "same-origin" },
      body: JSON.stringify(validApplication("own-page@sec.test")),
    });
    expect(own.status).toBe(200);
    expect(await count("Application", { email: "own-page@sec.test" })).toBe(1);
    // A read-only function still answers GET.
    expect((await send(`${t.baseUrl}/api/functions/badgeBoard`)).status).toBe(200);
  });

  it("creates no Application or UserProfile anonymously through the records API; the forms still work", async () => {
    const email = "mass@sec.test";
    const application = validApplication(email);
    const profile = { user_email: email, fire_statement: "x" };
    const json = (body: unknown) => ({
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    for (const [entity, record, key] of [
      ["Application", application, "email"],
      ["UserProfile", profile, "user_email"],
    ] as const) {
      expect((await send(api(`/entities/${entity}`), { method: "POST", ...json(record) })).status).toBe(403);
      const bulk = await send(api(`/entities/${entity}/bulk`), {
        method: "POST",
        ...json(Array.from({ length: 40 }, () => record)),
      });
      expect(bulk.status).toBe(403);
      const upsert = await send(api(`/entities/${entity}/upsert`), {
        method: "POST",
        ...json({ records: [record], key }),
      });
      expect(upsert.status).toBe(403);
      const imported = await send(api(`/entities/${entity}/import`), {
        method: "POST",
        body: fileForm("rows.json", "application/json", JSON.stringify([record])),
      });
      expect(imported.status).toBe(403);
    }
    // 5,000 records in one call: larger than anything a real anonymous client sends.
    const huge = await send(api("/entities/Application/bulk"), {
      method: "POST",
      ...json(Array.from({ length: 5000 }, () => application)),
    });
    expect(huge.status).toBe(413);
    expect(await count("Application", { email })).toBe(0);
    expect(await count("UserProfile", { user_email: email })).toBe(0);

    // The public forms write through their functions, as anonymous visitors.
    const submit = (name: string, body: unknown) =>
      fetch(api(`/functions/${name}`), { method: "POST", ...json(body) });
    expect((await submit("submitApplication", application)).status).toBe(200);
    expect((await submit("submitFirePlan", validFirePlan(email))).status).toBe(200);
    expect(await count("Application", { email })).toBe(1);
    expect(await count("UserProfile", { user_email: email })).toBe(1);
  });

  it("imports a semicolon-separated file, and the console's own export back as it was", async () => {
    const upload = (name: string, text: string) =>
      send(api("/entities/Application/import"), {
        method: "POST",
        headers: asAdmin(),
        body: fileForm(name, "text/csv", text),
      });
    const semicolons = await upload(
      "excel.csv",
      '\uFEFFfull_name;email;program_interest;goals\r\nJosé Núñez;jose@semi.test;both;"Mentor; then code"\r\n',
    );
    expect(semicolons.status).toBe(200);
    expect(semicolons.json()).toMatchObject({
      output: [{ full_name: "José Núñez", email: "jose@semi.test", goals: "Mentor; then code" }],
    });

    const tricky = [
      '=HYPERLINK("http://x")',
      "+44 20 7946 0000",
      "-to be continued",
      "@team",
      "plain, with comma",
    ];
    const created = await send(api("/entities/Application/bulk"), {
      method: "POST",
      headers: { ...asAdmin(), "content-type": "application/json" },
      body: JSON.stringify(tricky.map((goals, i) => ({ ...validApplication(`trip${i}@round.test`), goals }))),
    });
    expect(created.status).toBe(201);
    const q = encodeURIComponent(JSON.stringify({ email: { $regex: "@round\\.test$" } }));
    const exported = await send(
      `${t.baseUrl}/api/apps/${t.config.appId}/admin/export/Application.csv?q=${q}&sort=email`,
      {
        headers: asAdmin(),
      },
    );
    expect(exported.status).toBe(200);
    expect(exported.text).toContain("'=HYPERLINK");
    const removed = await send(api("/entities/Application"), {
      method: "DELETE",
      headers: { ...asAdmin(), "content-type": "application/json" },
      body: JSON.stringify({ email: { $regex: "@round\\.test$" } }),
    });
    expect(removed.json()).toMatchObject({ deleted: tricky.length });
    const reimported = await upload("Application-export.csv", exported.text);
    expect(reimported.status).toBe(200);
    const output = (reimported.json() as { output: { email: string; goals: string; phone: string }[] })
      .output;
    expect(output.map((r) => [r.email, r.goals, r.phone])).toEqual(
      tricky.map((goals, i) => [`trip${i}@round.test`, goals, "+44 20 7946 0000"]),
    );
  });

  it("counts every anonymous write of the records API per address, and refuses past the limit with 429", async () => {
    const limited = await startTestApp("pglite", { RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE: "5" });
    try {
      const url = (route: string) => `${limited.baseUrl}/api/apps/${limited.config.appId}/entities${route}`;
      const json = { "content-type": "application/json" };
      const writes: [string, string, unknown][] = [
        ["POST", "/Application", {}],
        ["POST", "/Application/bulk", [{}]],
        ["POST", "/Application/upsert", { records: [{}], key: "id" }],
        ["PATCH", "/Application/update-many", { query: {}, data: { $set: { goals: "x" } } }],
        ["DELETE", "/Application", { full_name: "x" }],
        ["PUT", "/Application/abc", { goals: "x" }],
        ["DELETE", "/Application/abc", undefined],
      ];
      const statuses: number[] = [];
      for (const [method, route, body] of writes) {
        const response = await send(url(route), {
          method,
          headers: json,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
          expect(await response.json()).toMatchObject({ error_type: "TooManyRequests" });
        }
      }
      expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
      expect(statuses.slice(5)).toEqual([429, 429]);
      // Reads are not counted, and a signed-in caller has its own limits.
      const read = await send(url("/Application/aggregate"), {
        method: "POST",
        headers: json,
        body: JSON.stringify({ query: {} }),
      });
      expect(read.status).not.toBe(429);
      const admin = await send(url("/Application"), {
        method: "POST",
        headers: { ...json, authorization: `Bearer ${limited.adminToken}` },
        body: JSON.stringify(validApplication("staff@sec.test")),
      });
      expect(admin.status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe("attacks on storage: uploads and agent conversations of one self-registered account", () => {
  const pdf = (bytes: number) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(bytes - 9, 0x20)]);
  const upload = (t: TestApp, token: string, data: Buffer | string, name: string, type: string) =>
    send(`${t.baseUrl}/api/apps/${t.config.appId}/integration-endpoints/Core/UploadFile`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: fileForm(name, type, data),
    });
  const conversation = (t: TestApp, token: string, metadata: Record<string, unknown> = {}) =>
    send(`${t.baseUrl}/api/apps/${t.config.appId}/agents/conversations`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ agent_name: "ember_assistant", metadata }),
    });
  const storedFiles = async (t: TestApp) =>
    Number((await t.app.db.query<{ n: number }>("select count(*)::int as n from uploaded_files")).rows[0]?.n);

  it("gives ordinary users neither uploads nor agents unless the site turns them on; admins keep both", async () => {
    const t = await startTestApp("pglite");
    try {
      const { token } = await createMember(t, "uploader@sec.test", { is_member: true });
      const refused = await upload(t, token, pdf(1000), "a.pdf", "application/pdf");
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        message: "UploadFile is not available to users of this site",
      });
      expect((await conversation(t, token)).status).toBe(403);
      expect(await storedFiles(t)).toBe(0);
      expect((await upload(t, t.adminToken, pdf(1000), "a.pdf", "application/pdf")).status).toBe(200);
      expect((await conversation(t, t.adminToken)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("holds each user and the whole site to their byte quotas with 413, storing nothing past them", async () => {
    const t = await startTestApp("pglite", {
      UPLOADS_FOR_USERS: "true",
      UPLOAD_QUOTA_BYTES_PER_USER: "40000",
      UPLOAD_QUOTA_BYTES_TOTAL: "50000",
    });
    try {
      const first = (await createMember(t, "first@sec.test", { is_member: true })).token;
      const second = (await createMember(t, "second@sec.test", { is_member: true })).token;
      const statuses = async (token: string, n: number) => {
        const answers: number[] = [];
        for (let i = 0; i < n; i += 1)
          answers.push((await upload(t, token, pdf(15_000), "big.pdf", "application/pdf")).status);
        return answers;
      };
      expect(await statuses(first, 3)).toEqual([200, 200, 413]);
      const full = await upload(t, first, pdf(15_000), "big.pdf", "application/pdf");
      expect(await full.json()).toMatchObject({
        error_type: "PayloadTooLarge",
        message: expect.stringMatching(/your storage quota of 40000 bytes/),
      });
      expect(await statuses(second, 2)).toEqual([200, 413]);
      expect(await storedFiles(t)).toBe(3);
    } finally {
      await t.close();
    }
  });

  it("rate-limits new conversations, caps them per user and refuses large metadata", async () => {
    const t = await startTestApp("pglite", { AGENTS_FOR_USERS: "true" });
    try {
      const { token } = await createMember(t, "talker@sec.test", { is_member: true });
      const big = await conversation(t, token, { blob: "x".repeat(16 * 1024) });
      expect(big.status).toBe(422);
      // The refused one counted too: nine more fit in the minute.
      const answers: number[] = [];
      for (let i = 0; i < 11; i += 1) answers.push((await conversation(t, token)).status);
      expect(answers).toEqual([...Array(9).fill(200), 429, 429]);

      // A user who already keeps the most conversations one may.
      const keeper = await createMember(t, "keeper@sec.test", { is_member: true });
      for (let i = 0; i < MAX_CONVERSATIONS_PER_USER; i += 1) {
        await insertConversation(t.app.db, t.config.appId, {
          agentName: "ember_assistant",
          ownerId: keeper.user.id,
          metadata: {},
        });
      }
      const capped = await conversation(t, keeper.token);
      expect(capped.status).toBe(409);
      expect(await capped.json()).toMatchObject({
        message: `A user may keep at most ${MAX_CONVERSATIONS_PER_USER} conversations`,
      });
    } finally {
      await t.close();
    }
  });

  it("reads no more of an upload's form fields than a JSON body may hold, and limits signing", async () => {
    const t = await startTestApp("pglite");
    try {
      const core = (endpoint: string) =>
        `${t.baseUrl}/api/apps/${t.config.appId}/integration-endpoints/Core/${endpoint}`;
      // 50 fields of 1 MB, each JSON-like, next to a small file: what filled the heap before.
      const form = fileForm("a.pdf", "application/pdf", pdf(1000));
      for (let i = 0; i < 50; i += 1) form.append(`f${i}`, `[${"0,".repeat(512 * 1024 - 1)}0]`);
      const big = await send(core("UploadFile"), {
        method: "POST",
        headers: { authorization: `Bearer ${t.adminToken}` },
        body: form,
      });
      expect(big.status).toBe(413);
      expect(await storedFiles(t)).toBe(0);
      // A form to an integration that takes no file is refused before it is read.
      const signForm = new FormData();
      signForm.append("file_uri", "private/x.pdf");
      const formSign = await send(core("CreateFileSignedUrl"), {
        method: "POST",
        headers: { authorization: `Bearer ${t.adminToken}` },
        body: signForm,
      });
      expect(formSign.status).toBe(415);
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1) {
        const signed = await send(core("CreateFileSignedUrl"), {
          method: "POST",
          headers: { authorization: `Bearer ${t.adminToken}`, "content-type": "application/json" },
          body: JSON.stringify({ file_uri: "private/0f8fad5b-d9cb-469f-a165-70867728950e.pdf" }),
        });
        statuses.push(signed.status);
      }
      expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await t.close();
    }
  });

  it("downloads an uploaded file under the extension of what it is, and refuses markup after a comment", async () => {
    const t = await startTestApp("pglite");
    try {
      const page = await upload(
        t,
        t.adminToken,
        "  <!-- hi --><html><body><script>alert(1)</script>",
        "t.html",
        "text/plain",
      );
      expect(page.status).toBe(415);
      const text = await upload(t, t.adminToken, "just notes\n", "t.html", "text/plain");
      expect(text.status).toBe(200);
      const { file_url } = (await text.json()) as { file_url: string };
      // Without keep-alive: a kept-alive file download held the test server's close open.
      const download = await new Promise<http.IncomingMessage>((resolve, reject) => {
        http.get(file_url, { agent: false }, resolve).on("error", reject);
      });
      let body = "";
      for await (const chunk of download) body += String(chunk);
      expect(body).toBe("just notes\n");
      expect(download.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(download.headers["content-disposition"]).toBe(
        `attachment; filename="t.txt"; filename*=UTF-8''t.txt`,
      );
    } finally {
      await t.close();
    }
  });
});
