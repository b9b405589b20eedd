import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";

describe("loadConfig", () => {
  it("runs with an empty environment on the embedded defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      appId: "ember",
      appVisibility: "public_without_login",
      publicUrl: "http://localhost:3000",
      jwtSecret: undefined,
      admin: undefined,
      llm: undefined,
      logLevel: "info",
      webDir: undefined,
    });
  });

  it("gives the embedded database a 16 MB page cache unless EMBEDDED_DB_CACHE_MB says otherwise", () => {
    expect(loadConfig({}).pgliteMemory).toEqual({ cacheMb: 16 });
    expect(loadConfig({ EMBEDDED_DB_CACHE_MB: "128" }).pgliteMemory).toEqual({ cacheMb: 128 });
    for (const bad of ["0", "1.5", "lots"]) {
      expect(() => loadConfig({ EMBEDDED_DB_CACHE_MB: bad })).toThrow(/EMBEDDED_DB_CACHE_MB/);
    }
  });

  it("accepts the C library's memory settings in glibc's range and refuses the rest", () => {
    expect(() => loadConfig({ MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "32768" })).not.toThrow();
    expect(() => loadConfig({ MALLOC_MMAP_THRESHOLD_: String(32 * 1024 * 1024) })).not.toThrow();
    for (const bad of ["-1", "33554433", "32k", "1.5"]) {
      expect(() => loadConfig({ MALLOC_MMAP_THRESHOLD_: bad })).toThrow(/MALLOC_MMAP_THRESHOLD_/);
    }
    for (const bad of ["0", "1025", "two"]) {
      expect(() => loadConfig({ MALLOC_ARENA_MAX: bad })).toThrow(/MALLOC_ARENA_MAX/);
    }
  });

  it("treats empty strings as unset", () => {
    expect(loadConfig({ PORT: "", APP_ID: "", DATABASE_URL: "" })).toMatchObject({
      port: 3000,
      appId: "ember",
    });
  });

  it("reads every setting it is given", () => {
    const config = loadConfig({
      PORT: "8080",
      APP_ID: "my-app",
      APP_VISIBILITY: "private_with_login",
      PUBLIC_URL: "https://ember.example/",
      DATABASE_URL: "postgres://u@db/ember",
      JWT_SECRET: "x".repeat(32),
      ADMIN_EMAIL: "a@b.example",
      ADMIN_PASSWORD: "long-enough",
      LLM_BASE_URL: "http://llm.local/v1",
      LLM_MODEL: "m",
    });
    expect(config).toMatchObject({
      port: 8080,
      appId: "my-app",
      appVisibility: "private_with_login",
      publicUrl: "https://ember.example",
      databaseUrl: "postgres://u@db/ember",
      admin: { email: "a@b.example", password: "long-enough" },
      llm: { baseUrl: "http://llm.local/v1", model: "m", apiKey: undefined },
    });
  });

  it("lists every bad key at once", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "70000",
        APP_ID: "no spaces",
        APP_VISIBILITY: "secret",
        DATABASE_URL: "mysql://x",
        JWT_SECRET: "short",
        ADMIN_EMAIL: "not-an-email",
        ADMIN_PASSWORD: "short",
        LOG_LEVEL: "loud",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const keys = (error as ConfigError).problems.map((p) => p.split(":")[0]);
    expect(keys.sort()).toEqual(
      [
        "ADMIN_EMAIL",
        "ADMIN_PASSWORD",
        "APP_ID",
        "APP_VISIBILITY",
        "DATABASE_URL",
        "JWT_SECRET",
        "LOG_LEVEL",
        "PORT",
      ].sort(),
    );
  });

  it("requires the admin e-mail and password together, and a model with an LLM URL", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "a@b.example", LLM_BASE_URL: "http://llm.local" })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD[\s\S]*LLM_MODEL/,
    );
  });

  it("limits submissions to 30 a minute per address unless RATE_LIMIT_SUBMISSIONS_PER_MINUTE says otherwise", () => {
    expect(loadConfig({}).rateLimits).toEqual({
      submissionsPerMinute: 30,
      chatPerMinute: 20,
      searchPerMinute: 60,
      translatePerMinute: 120,
    });
    expect(loadConfig({ RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "5000" }).rateLimits.submissionsPerMinute).toBe(
      5000,
    );
    expect(() => loadConfig({ RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "0" })).toThrow(
      /RATE_LIMIT_SUBMISSIONS_PER_MINUTE/,
    );
  });

  it("bounds the integrations: InvokeLLM, uploads and SendEmail a minute, and the upload size", () => {
    expect(loadConfig({}).integrations).toEqual({
      llmPerMinute: 20,
      uploadsPerMinute: 30,
      emailPerMinute: 30,
      uploadMaxBytes: 10 * 1024 * 1024,
    });
    expect(
      loadConfig({ UPLOAD_MAX_BYTES: "2048", RATE_LIMIT_LLM_PER_MINUTE: "3" }).integrations,
    ).toMatchObject({
      uploadMaxBytes: 2048,
      llmPerMinute: 3,
    });
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: "10" })).toThrow(/UPLOAD_MAX_BYTES/);
    expect(() => loadConfig({ RATE_LIMIT_EMAIL_PER_MINUTE: "0" })).toThrow(/RATE_LIMIT_EMAIL_PER_MINUTE/);
  });

  it("limits chat messages to 20 a minute per address unless RATE_LIMIT_CHAT_PER_MINUTE says otherwise", () => {
    expect(loadConfig({ RATE_LIMIT_CHAT_PER_MINUTE: "90" }).rateLimits.chatPerMinute).toBe(90);
    expect(() => loadConfig({ RATE_LIMIT_CHAT_PER_MINUTE: "many" })).toThrow(/RATE_LIMIT_CHAT_PER_MINUTE/);
  });

  it("limits badge searches to 60 a minute per address unless RATE_LIMIT_SEARCH_PER_MINUTE says otherwise", () => {
    expect(loadConfig({}).rateLimits.searchPerMinute).toBe(60);
    expect(loadConfig({ RATE_LIMIT_SEARCH_PER_MINUTE: "7" }).rateLimits.searchPerMinute).toBe(7);
    expect(() => loadConfig({ RATE_LIMIT_SEARCH_PER_MINUTE: "0" })).toThrow(/RATE_LIMIT_SEARCH_PER_MINUTE/);
  });

  it("limits translation batches to 120 a minute per address unless RATE_LIMIT_TRANSLATE_PER_MINUTE says otherwise", () => {
    expect(loadConfig({}).rateLimits.translatePerMinute).toBe(120);
    expect(loadConfig({ RATE_LIMIT_TRANSLATE_PER_MINUTE: "600" }).rateLimits.translatePerMinute).toBe(600);
    expect(() => loadConfig({ RATE_LIMIT_TRANSLATE_PER_MINUTE: "0" })).toThrow(
      /RATE_LIMIT_TRANSLATE_PER_MINUTE/,
    );
  });

  it("trusts X-Forwarded-For from no peer unless TRUST_PROXY names a proxy", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
    expect(() => loadConfig({ TRUST_PROXY: "1" })).toThrow(/TRUST_PROXY: a hop count/);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.2" }).trustProxy).toBe("10.0.0.0/8,192.168.1.2");
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: "x; rm -rf /" })).toThrow(/TRUST_PROXY/);
  });

  it("sends e-mail over 5 SMTP connections unless SMTP_MAX_CONNECTIONS says otherwise (1 to 100)", () => {
    expect(loadConfig({}).smtpMaxConnections).toBe(5);
    expect(loadConfig({ SMTP_MAX_CONNECTIONS: "2" }).smtpMaxConnections).toBe(2);
    for (const bad of ["0", "101", "many", "1.5"]) {
      expect(() => loadConfig({ SMTP_MAX_CONNECTIONS: bad }), bad).toThrow(/SMTP_MAX_CONNECTIONS/);
    }
  });

  it("keeps app logs 400 days and limits them to 120 calls a minute unless told otherwise", () => {
    expect(loadConfig({}).appLogs).toEqual({
      perMinute: 120,
      retentionDays: 400,
      anonymousEventsPerDay: 2000,
    });
    expect(
      loadConfig({ RATE_LIMIT_APP_LOGS_PER_MINUTE: "5", APP_LOGS_RETENTION_DAYS: "30" }).appLogs,
    ).toEqual({ perMinute: 5, retentionDays: 30, anonymousEventsPerDay: 2000 });
    expect(() => loadConfig({ APP_LOGS_RETENTION_DAYS: "0" })).toThrow(/APP_LOGS_RETENTION_DAYS/);
  });

  it("reads EDITOR_ORIGINS as a list of http(s) origins, none by default", () => {
    expect(loadConfig({}).editorOrigins).toEqual([]);
    expect(
      loadConfig({ EDITOR_ORIGINS: "https://editor.example.com, http://127.0.0.1:5173/" }).editorOrigins,
    ).toEqual(["https://editor.example.com", "http://127.0.0.1:5173"]);
    for (const bad of ["editor.example.com", "https://e.example/path", "javascript:alert(1)", "*"]) {
      expect(() => loadConfig({ EDITOR_ORIGINS: bad }), bad).toThrow(/EDITOR_ORIGINS/);
    }
  });
});
