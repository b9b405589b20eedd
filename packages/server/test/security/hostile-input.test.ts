import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../setup/fake-openai.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";
import {
  deepJson,
  headerBreakers,
  naughtySample,
  Probe,
  pollutingJson,
  wrongTypes,
} from "./hostile-probe.ts";
import { functionForms, hostileEntities } from "./hostile-targets.ts";

/**
 * Hostile input against every public endpoint
 * (docs/decisions/0032-hostile-input-access-and-browser-security-suites.md): never a 5xx, never a dropped
 * connection, never a polluted prototype, and what is stored comes back as the same JSON string. On the
 * embedded database only: the SQL is the same PostgreSQL on both engines, and the query compiler's own suites
 * run on both.
 */
const sample = naughtySample();
const counts: Record<string, number> = {};

describe("hostile input", () => {
  let t: TestApp;
  let llm: FakeOpenAi;
  let probe: Probe;
  let memberToken = "";
  const api = () => `/api/apps/${t.config.appId}`;
  const admin = () => ({ authorization: `Bearer ${t.adminToken}` });
  const member = () => ({ authorization: `Bearer ${memberToken}` });

  beforeAll(async () => {
    llm = await startFakeOpenAi();
    const high = "1000000";
    t = await startTestApp("pglite", {
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: "fake-model",
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: high,
      RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE: high,
      UPLOADS_FOR_USERS: "true",
      AGENTS_FOR_USERS: "true",
      RATE_LIMIT_CHAT_PER_MINUTE: high,
      RATE_LIMIT_SEARCH_PER_MINUTE: high,
      RATE_LIMIT_TRANSLATE_PER_MINUTE: high,
      RATE_LIMIT_LLM_PER_MINUTE: high,
      RATE_LIMIT_UPLOADS_PER_MINUTE: high,
      RATE_LIMIT_EMAIL_PER_MINUTE: high,
      RATE_LIMIT_APP_LOGS_PER_MINUTE: high,
      RATE_LIMIT_LOGIN_PER_ACCOUNT: high,
      RATE_LIMIT_LOGIN_PER_ADDRESS: high,
    });
    probe = new Probe(t.baseUrl);
    memberToken = (await createMember(t, "member@example.org", { is_member: true })).token;
  });
  afterAll(async () => {
    await t?.close();
    await llm?.stop();
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    // docs/testing.md quotes these numbers; vitest prints a test's stdout with the run.
    process.stdout.write(`hostile input: ${total} cases ${JSON.stringify(counts)}\n`);
  });

  /** Runs a group of cases and records how many it sent. */
  const group = async (name: string, run: () => Promise<void>) => {
    const before = probe.cases;
    await run();
    counts[name] = probe.cases - before;
    expect(probe.failures, JSON.stringify(probe.failures.slice(0, 5), null, 1)).toEqual([]);
    expect((await fetch(`${t.baseUrl}/healthz`)).status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  };

  it("functions: every field with naughty strings, wrong types and header breakers", async () => {
    await group("functions", async () => {
      for (const form of functionForms) {
        const valid = form.valid(`hostile.${form.name.toLowerCase()}@example.org`);
        // Row i puts a different sample string in each field, so each field meets every string.
        await probe.all(sample, (_s, row) => {
          const body: Record<string, unknown> = { ...valid };
          form.fields.forEach((field, f) => {
            body[field] = sample[(row + f * 7) % sample.length];
          });
          return probe.json("POST", `${api()}/functions/${form.name}`, body);
        });
        const variants = form.fields.flatMap((field) =>
          [...wrongTypes, ...headerBreakers].map((value) => ({ ...valid, [field]: value })),
        );
        await probe.all(variants, (body) => probe.json("POST", `${api()}/functions/${form.name}`, body));
        await probe.send("POST", `${api()}/functions/${form.name}`, pollutingJson(valid));
        await probe.send("POST", `${api()}/functions/${form.name}`, deepJson(5_000));
        // functions.fetch's route reads a GET's parameters from the query.
        await probe.all(sample.slice(0, 10), (s) =>
          probe.send("GET", `/api/functions/${form.name}?${form.fields[0]}=${encodeURIComponent(s)}`),
        );
      }
    });
  }, 120_000);

  it("entities: the q filter, sort, fields, limit and skip, ids, and every field written", async () => {
    await group("entities", async () => {
      const queries = [
        ...sample,
        ...wrongTypes.map((v) => JSON.stringify(v)),
        '{"__proto__":{"polluted":"yes"}}',
        '{"constructor":{"prototype":{"polluted":"yes"}}}',
        '{"data":{"$regex":"(a+)+$"}}',
        '{"$where":"1"}',
        '{"email":{"$elemMatch":{"$elemMatch":{"$in":[null]}}}}',
        `{"$and":${'[{"$or":'.repeat(200)}[]${"}]".repeat(200)}}`,
        deepJson(2_000),
      ];
      for (const entity of hostileEntities) {
        const base = `${api()}/entities/${entity.name}`;
        // The query compiler is shared by every entity: the whole list on the first, every third on the rest.
        const mine = entity === hostileEntities[0] ? queries : queries.filter((_q, i) => i % 3 === 0);
        await probe.all(mine, async (q, i) => {
          const e = encodeURIComponent(q);
          const param = ["q", "sort", "fields", "limit", "skip", "sort_by"][i % 6];
          await probe.send("GET", `${base}?${param}=${e}`, undefined, admin());
          await probe.send(
            "GET",
            `${base}?q=${e}&sort=${e}&fields=${e}&limit=${e}&skip=${e}`,
            undefined,
            admin(),
          );
          await probe.send("GET", `${base}/count?q=${e}`, undefined, admin());
          await probe.send("GET", `${base}/v2/list?q=${e}&cursor=${e}`, undefined, admin());
          await probe.send("GET", `${base}/${e}`, undefined, admin());
          await probe.send("DELETE", `${base}?q=${e}`, undefined, member());
        });
        // Each field written with each sample string; stored text comes back as the same JSON string.
        await probe.all(sample, async (s, row) => {
          const record: Record<string, unknown> = { ...entity.valid };
          entity.fields.forEach((field, f) => {
            record[field] = sample[(row + f * 7) % sample.length];
          });
          const created = await probe.json("POST", base, record, admin());
          if (created.status === 200 || created.status === 201) {
            expect(created.contentType).toMatch(/^application\/json/);
            const stored = JSON.parse(created.body) as Record<string, unknown>;
            for (const field of entity.fields) expect(stored[field]).toBe(record[field]);
            await probe.json("PUT", `${base}/${stored.id}`, { [entity.fields[0] as string]: s }, admin());
          }
          await probe.json(
            "PATCH",
            `${base}/update-many`,
            {
              query: { [entity.fields[0] as string]: s },
              data: { $set: { [entity.fields[0] as string]: s } },
            },
            admin(),
          );
          await probe.json("POST", `${base}/aggregate`, { query: {}, groupBy: [s], count: s }, admin());
          await probe.json("POST", `${base}/upsert`, { records: [record], key: s }, admin());
        });
        const typed = entity.fields.flatMap((field) =>
          wrongTypes.map((value) => ({ ...entity.valid, [field]: value })),
        );
        await probe.all(typed, (body) => probe.json("POST", base, body, admin()));
        await probe.send("POST", base, pollutingJson(entity.valid), admin());
        await probe.send("POST", `${base}/bulk`, `[${pollutingJson(entity.valid)}]`, admin());
        await probe.send("PUT", `${base}/bulk`, `[${pollutingJson({ id: "x" })}]`, admin());
        await probe.send("POST", base, deepJson(5_000), admin());
        await probe.send("POST", base, "x".repeat(2 * 1024 * 1024), admin());
      }
    });
  }, 120_000);

  it("accounts: login, registration, codes, resets, password changes, invitations, redirects", async () => {
    await group("accounts", async () => {
      const auth = `${api()}/auth`;
      const values = [...sample, ...wrongTypes, ...headerBreakers];
      await probe.all(values, async (v) => {
        await probe.json("POST", `${auth}/login`, { email: v, password: v });
        await probe.json("POST", `${auth}/register`, { email: v, password: "long-enough-1", full_name: v });
        await probe.json("POST", `${auth}/register`, { email: "new@example.org", password: v, full_name: v });
        await probe.json("POST", `${auth}/verify-otp`, { email: v, otp_code: v });
        await probe.json("POST", `${auth}/resend-otp`, { email: v });
        await probe.json("POST", `${auth}/reset-password-request`, { email: v });
        await probe.json("POST", `${auth}/reset-password`, { reset_token: v, new_password: v });
        await probe.json(
          "POST",
          `${auth}/change-password`,
          { user_id: v, current_password: v, new_password: v },
          member(),
        );
        await probe.json("POST", `${api()}/users/invite-user`, { user_email: v, role: v }, admin());
        await probe.json("PUT", `${api()}/entities/User/me`, { full_name: v, data: v }, member());
        if (typeof v === "string") {
          await probe.send("GET", `/api/apps/auth/logout?from_url=${encodeURIComponent(v)}`);
          await probe.send("GET", `${auth}/sso/accesstoken/${encodeURIComponent(v)}`, undefined, admin());
        }
      });
      for (const path of ["login", "register", "verify-otp", "reset-password"]) {
        await probe.send("POST", `${auth}/${path}`, pollutingJson({ email: "a@example.org" }));
        await probe.send("POST", `${auth}/${path}`, deepJson(5_000));
        await probe.send("POST", `${auth}/${path}`, "{".repeat(1_000));
      }
    });
  }, 120_000);

  it("integrations, app logs and agents", async () => {
    await group("integrations, app logs, agents", async () => {
      const core = `${api()}/integration-endpoints/Core`;
      const values = [...sample, ...wrongTypes, ...headerBreakers];
      const conversation = await probe.json(
        "POST",
        `${api()}/agents/conversations`,
        { agent_name: "ember_assistant" },
        member(),
      );
      const conversationId = (JSON.parse(conversation.body) as { id: string }).id;
      await probe.all(values, async (v) => {
        const s = typeof v === "string" ? v : JSON.stringify(v);
        await probe.json("POST", `${core}/InvokeLLM`, { prompt: v, response_json_schema: v }, member());
        await probe.json("POST", `${core}/SendEmail`, { to: v, subject: v, body: v, from_name: v }, admin());
        await probe.json("POST", `${core}/CreateFileSignedUrl`, { file_uri: v, expires_in: v }, member());
        const form = new FormData();
        form.append("file", new Blob([s], { type: "text/plain" }), s.slice(0, 200) || "x");
        probe.cases++;
        const upload = await fetch(`${t.baseUrl}${core}/UploadFile`, {
          method: "POST",
          headers: member(),
          body: form,
        });
        if (upload.status >= 500)
          probe.failures.push({ what: `upload ${s}`, status: upload.status, body: await upload.text() });
        else await upload.arrayBuffer();
        await probe.send("GET", `/api/files/public/${encodeURIComponent(s)}`);
        await probe.send(
          "GET",
          `/api/files/private/${encodeURIComponent(s)}?expires=${encodeURIComponent(s)}&signature=${encodeURIComponent(s)}`,
        );
        await probe.send(
          "POST",
          `/api/app-logs/${t.config.appId}/log-user-in-app/${encodeURIComponent(s)}`,
          undefined,
          member(),
        );
        await probe.json("POST", `${api()}/analytics/track/batch`, {
          events: [{ eventName: v, properties: v, timestamp: v }],
        });
        const e = encodeURIComponent(s);
        await probe.send(
          "GET",
          `/api/app-logs/${t.config.appId}?pageName=${e}&user_id=${e}&startDate=${e}&endDate=${e}&limit=${e}&skip=${e}&sort=${e}`,
          undefined,
          admin(),
        );
        await probe.send(
          "GET",
          `/api/app-logs/${t.config.appId}/stats?pageName=${e}&start_date=${e}&end_date=${e}`,
          undefined,
          admin(),
        );
        await probe.json("POST", `${api()}/agents/conversations`, { agent_name: v, metadata: v }, member());
        await probe.json(
          "POST",
          `${api()}/agents/conversations/v2/${conversationId}/messages`,
          { role: "user", content: v, file_urls: [s] },
          member(),
        );
        await probe.send(
          "GET",
          `${api()}/agents/conversations?q=${e}&sort=${e}&limit=${e}&skip=${e}&fields=${e}`,
          undefined,
          member(),
        );
        await probe.send("GET", `${api()}/agents/conversations/${e}`, undefined, member());
      });
      await probe.send(
        "POST",
        `${core}/SendEmail`,
        pollutingJson({ to: "a@example.org", subject: "s", body: "b" }),
        admin(),
      );
      await probe.send("POST", `${api()}/analytics/track/batch`, deepJson(5_000));
      await probe.send(
        "POST",
        `${api()}/agents/conversations`,
        pollutingJson({ agent_name: "ember_assistant", metadata: {} }),
        member(),
      );
    });
  }, 120_000);

  it("invalid UTF-8 in bodies, URLs and headers, and bodies that are not what they claim", async () => {
    await group("bytes", async () => {
      const port = Number(new URL(t.baseUrl).port);
      const bad = [
        Buffer.from([0xff, 0xfe]),
        Buffer.from([0xc3, 0x28]),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]),
      ];
      const paths = [
        ...functionForms.map((f) => `${api()}/functions/${f.name}`),
        ...hostileEntities.map((e) => `${api()}/entities/${e.name}`),
        `${api()}/auth/login`,
        `${api()}/auth/register`,
        `${api()}/analytics/track/batch`,
        `${api()}/integration-endpoints/Core/InvokeLLM`,
        `${api()}/integration-endpoints/Core/UploadFile`,
        `${api()}/entities/Application/import`,
      ];
      for (const path of paths) {
        for (const bytes of bad) {
          const body = Buffer.concat([
            Buffer.from('{"email":"a'),
            bytes,
            Buffer.from('@example.org","message":"'),
            bytes,
            Buffer.from('"}'),
          ]);
          await probe.send("POST", path, body, member());
          await probe.send("POST", path, bytes, member());
          await probe.send("POST", path, body, { ...member(), "content-type": "text/plain" });
          await probe.send("POST", path, body, {
            ...member(),
            "content-type": "multipart/form-data; boundary=x",
          });
          const request = Buffer.concat([
            Buffer.from("GET "),
            Buffer.from(`${path}?q=`),
            bytes,
            Buffer.from("&sort="),
            bytes,
            Buffer.from(" HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Name: "),
            bytes,
            Buffer.from("\r\nConnection: close\r\n\r\n"),
          ]);
          await probe.raw(port, request);
          const encoded = `${path}?q=%ff%fe&sort=%c3%28&fields=%ed%a0%80`;
          await probe.send("GET", encoded, undefined, admin());
          await probe.send("GET", `${path}/%ff%fe`, undefined, admin());
        }
      }
    });
  }, 120_000);
});
