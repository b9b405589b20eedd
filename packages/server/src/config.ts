import path from "node:path";
import { z } from "zod";
import type { PgliteMemory } from "./db/pglite-database.ts";
import { secretsKeyBytes } from "./platform/secrets/secret-box.ts";

const visibility = z.enum(["public_without_login", "public_with_login", "private_with_login"]);

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
/** A whole number in [min, max], `fallback` when unset or empty. */
const intSetting = (min: number, max: number, fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));
/** A whole number in [min, max], or unset. */
const optionalInt = (min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).optional());
/** `true` or `false` as a boolean, `fallback` when unset or empty. */
const switchSetting = (fallback: "true" | "false") =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false"])
      .default(fallback)
      .transform((value) => value === "true"),
  );

/** `*`, or an origin exactly as a browser sends it in `Origin`: no path, no trailing slash. */
function isCorsOrigin(value: string): boolean {
  if (value === "*") return true;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  PORT: intSetting(0, 65535, 3000),
  HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  // The embedded database's page cache: more answers large scans from memory, at this many MB of RSS.
  EMBEDDED_DB_CACHE_MB: intSetting(1, 65_536, 16),
  // Read by the C library (glibc) when the process starts, not by the server: `npm start` and the image
  // set them (docs/deploy.md, "Memory"). Checked here because glibc ignores a value it cannot use without
  // a word, and the operator would believe a setting applied that did not. 32 MiB is glibc's largest
  // mmap threshold on a 64-bit machine.
  MALLOC_ARENA_MAX: optionalInt(1, 1024),
  MALLOC_MMAP_THRESHOLD_: optionalInt(0, 32 * 1024 * 1024),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  APP_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "letters, digits, '_' or '-' only")
      .optional(),
  ),
  APP_VISIBILITY: z.preprocess(emptyToUndefined, visibility.default("public_without_login")),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(8, "must be at least 8 characters").optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must be smtp:// or smtps://")
      .optional(),
  ),
  // A relay may limit how many connections one sender keeps open; 5 reach well over 1,000 e-mails/s locally.
  SMTP_MAX_CONNECTIONS: intSetting(1, 100, 5),
  MAIL_FROM: optionalString,
  STAFF_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  LLM_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  // Output tokens a model may write per call; every call sends it as max_tokens.
  LLM_MAX_TOKENS: intSetting(16, 200_000, 800),
  // Model tokens (prompt and answer) per UTC day across every use; 0 means no limit. Past it, the chat
  // answers offline and nothing else asks the model until the next day.
  LLM_DAILY_TOKEN_BUDGET: intSetting(0, 1_000_000_000_000, 2_000_000),
  // The longest the chat waits for the model's second opinion on crisis risk.
  LLM_RISK_TIMEOUT_MS: intSetting(50, 1500, 1500),
  // Whether the chat asks the model for a second opinion on crisis risk on every message (ADR 0055).
  LLM_RISK_CHECK: switchSetting("true"),
  // InvokeLLM for ordinary signed-in users too (admins and the service role always may).
  INVOKE_LLM_FOR_USERS: switchSetting("false"),
  INVOKE_LLM_PROMPT_MAX_CHARS: intSetting(100, 50_000, 8_000),
  // GenerateImage through an OpenAI-compatible images endpoint; each image counts this many tokens
  // against LLM_DAILY_TOKEN_BUDGET (an image costs about what a long answer does).
  IMAGE_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  IMAGE_API_KEY: optionalString,
  IMAGE_MODEL: optionalString,
  IMAGE_TOKENS_PER_IMAGE: intSetting(0, 10_000_000, 5_000),
  GENERATE_IMAGE_FOR_USERS: switchSetting("false"),
  // E-mails to one address typed into a form (welcomes, results), per hour and per day.
  MAIL_PER_RECIPIENT_PER_HOUR: intSetting(1, 1_000_000, 3),
  MAIL_PER_RECIPIENT_PER_DAY: intSetting(1, 1_000_000, 10),
  // Sign-in with an OpenID Connect provider (Google, or any other): the SDK's loginWithProvider("google")
  // and loginWithProvider("sso") start it. http:// only for a provider on this machine.
  OIDC_ISSUER: z.preprocess(
    emptyToUndefined,
    z
      .url()
      .refine((value) => isSecureOrLoopback(value), {
        message: "must be https:// (http:// only for localhost or 127.0.0.1)",
      })
      .optional(),
  ),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: optionalString,
  // SendEmail for ordinary signed-in users: 'false', 'app_users' (only to the app's own accounts) or
  // 'true' (any address); always within the per-recipient limits above and the per-sender ones below.
  SEND_EMAIL_FOR_USERS: z.preprocess(
    emptyToUndefined,
    z.enum(["false", "app_users", "true"]).default("false"),
  ),
  SEND_EMAIL_PER_USER_PER_HOUR: intSetting(1, 1_000_000, 10),
  SEND_EMAIL_PER_USER_PER_DAY: intSetting(1, 1_000_000, 50),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  WEB_DIR: optionalString,
  // Which peers may set X-Forwarded-For. Unset (or 'false'): none, the socket's address is the client's.
  // 'loopback' for nginx or Caddy on this host; addresses or CIDRs of a load balancer; 'true' for any
  // peer. A trusted peer chooses the address every per-address limit counts. A hop count is refused:
  // it cannot tell a proxy from a client that writes the header itself.
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9.:/,\s]+$/, "'false', 'loopback', comma-separated addresses or CIDRs, or 'true'")
      .refine((value) => !/^\s*\d+\s*$/.test(value), {
        error: "a hop count cannot tell a proxy from a client: name the proxy's address or CIDR, or loopback",
      })
      .default("false"),
  ),
  // How long a client may take to send a whole request (headers and body), and a multipart upload; a
  // request still arriving after that is closed with 408, so slow senders cannot hold connections.
  REQUEST_TIMEOUT_SECONDS: intSetting(1, 3600, 30),
  UPLOAD_REQUEST_TIMEOUT_SECONDS: intSetting(1, 3600, 300),
  // A connection on which nothing moves for this long is closed (longer than any answer takes to compute).
  CONNECTION_IDLE_TIMEOUT_SECONDS: intSetting(1, 3600, 120),
  // Open connections (HTTP and realtime) in all, and from one client address when no proxy is trusted
  // (0: no per-address cap). Keep MAX_CONNECTIONS below the process's file-descriptor limit.
  MAX_CONNECTIONS: intSetting(1, 1_000_000, 2000),
  // Realtime room joins a minute, per socket and per client address: each one reads the database.
  REALTIME_JOINS_PER_MINUTE: intSetting(1, 1_000_000, 60),
  REALTIME_JOINS_PER_ADDRESS_PER_MINUTE: intSetting(1, 1_000_000, 600),
  MAX_CONNECTIONS_PER_ADDRESS: intSetting(0, 1_000_000, 256),
  // A static bearer token for trusted server-side code (asServiceRole); docs/decisions/0024.
  SERVICE_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(32, "must be at least 32 characters").regex(/^\S+$/, "must not contain spaces").optional(),
  ),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: intSetting(1, 1_000_000, 10),
  RATE_LIMIT_LOGIN_PER_ADDRESS: intSetting(1, 1_000_000, 50),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: intSetting(1, 86_400, 900),
  // Browser origins of SDK clients served from elsewhere (comma-separated, or '*'); unset: same origin only.
  CORS_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (value) => value.split(",").every((origin) => isCorsOrigin(origin.trim())),
        "'*' or comma-separated origins like https://app.example.com (scheme, host and port only)",
      )
      .optional(),
  ),
  // Writes of the generic records API by callers without a token, per client address.
  RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE: intSetting(1, 1_000_000, 30),
  // Bytes of uploaded files one user may keep, and all users together (0: no limit).
  UPLOAD_QUOTA_BYTES_PER_USER: intSetting(0, Number.MAX_SAFE_INTEGER, 50 * 1024 * 1024),
  UPLOAD_QUOTA_BYTES_TOTAL: intSetting(0, Number.MAX_SAFE_INTEGER, 2 * 1024 * 1024 * 1024),
  // UploadFile/UploadPrivateFile and the agents for ordinary signed-in users (admins and the service role always may).
  UPLOADS_FOR_USERS: switchSetting("false"),
  AGENTS_FOR_USERS: switchSetting("false"),
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: intSetting(1, 1_000_000, 30),
  RATE_LIMIT_CHAT_PER_MINUTE: intSetting(1, 1_000_000, 20),
  RATE_LIMIT_SEARCH_PER_MINUTE: intSetting(1, 1_000_000, 60),
  RATE_LIMIT_TRANSLATE_PER_MINUTE: intSetting(1, 1_000_000, 120),
  RATE_LIMIT_LLM_PER_MINUTE: intSetting(1, 1_000_000, 20),
  RATE_LIMIT_UPLOADS_PER_MINUTE: intSetting(1, 1_000_000, 30),
  RATE_LIMIT_EMAIL_PER_MINUTE: intSetting(1, 1_000_000, 30),
  // 1 KB to 1 GB; the Base44 CLI's own limit is 50 MB.
  UPLOAD_MAX_BYTES: intSetting(1024, 1024 ** 3, 10 * 1024 * 1024),
  RATE_LIMIT_APP_LOGS_PER_MINUTE: intSetting(1, 1_000_000, 120),
  // Analytics events stored per client address and UTC day for visitors without a token.
  ANALYTICS_ANONYMOUS_EVENTS_PER_DAY: intSetting(0, 1_000_000_000, 2000),
  APP_LOGS_RETENTION_DAYS: intSetting(1, 36_500, 400),
  // The editors that may frame the site and talk to its editor bridge (product.md#the-editor-preview):
  // comma-separated origins.
  EDITOR_ORIGINS: z.preprocess(emptyToUndefined, z.string().default("")),
  // Development without SMTP: sign-up codes and reset links come back in the answer, for the page to show
  // (decision 0061). Refused under NODE_ENV=production below: it hands anyone any account's code.
  DEV_SHOW_CODES: switchSetting("false"),
  NODE_ENV: optionalString,
  // A Base44 app folder whose Deno backend functions this server runs (decision 0070), and the dotenv
  // file of the secrets those functions see in Deno.env (until secrets live in the database).
  APP_DIR: optionalString,
  // The hosted app's built front end, served at the root (default: APP_DIR/dist).
  APP_WEB_DIR: optionalString,
  APP_SECRETS_FILE: optionalString,
  // The domain whose subdomains are the hosted apps' sites: <app id>.<APPS_DOMAIN> (default: the host
  // name of PUBLIC_URL, so <app id>.localhost on a development machine). Needs a wildcard DNS record.
  APPS_DOMAIN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\.?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/, "a domain name, such as apps.example.org")
      .optional(),
  ),
  // The key that encrypts the hosted apps' secrets at rest (AES-256-GCM): 32 bytes as base64 or 64
  // hexadecimal digits. Unset: one is generated on first use into DATA_DIR/secrets.key (mode 0600).
  SECRETS_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => secretsKeyBytes(value) !== undefined, "32 bytes, as base64 or 64 hexadecimal digits")
      .optional(),
  ),
  // A hosted app's uploaded site (base44 site deploy): its size unpacked, its number of files, and how
  // many deployments are kept for a restore.
  SITE_MAX_BYTES: intSetting(1024, 10 * 1024 ** 3, 200 * 1024 * 1024),
  SITE_MAX_FILES: intSetting(1, 1_000_000, 10_000),
  SITE_KEEP_DEPLOYMENTS: intSetting(1, 1000, 10),
  // Deno worker processes per app (each runs one call at a time), a call's time limit, a worker's heap.
  FUNCTION_WORKERS: intSetting(1, 64, 2),
  FUNCTION_TIMEOUT_SECONDS: intSetting(1, 900, 30),
  FUNCTION_MEMORY_MB: intSetting(32, 16_384, 256),
  // Where a hosted app's functions' npm imports are fetched from when they are deployed, and how much of
  // them one app may hold on disk (megabytes, installed).
  NPM_REGISTRY: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).default("https://registry.npmjs.org/"),
  ),
  FUNCTION_PACKAGES_MAX_MB: intSetting(1, 100_000, 300),
  // How often each instance looks for due automations, and the first retry's delay (doubling after).
  AUTOMATIONS_POLL_MS: intSetting(20, 3_600_000, 5000),
  AUTOMATIONS_RETRY_MS: intSetting(10, 86_400_000, 30_000),
});

/** "https://a.example, http://127.0.0.1:5173" -> origins; a URL with a path, or not http(s), is refused. */
function parseOrigins(list: string): { origins: string[]; problems: string[] } {
  const origins: string[] = [];
  const problems: string[] = [];
  for (const item of list
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    let url: URL | null = null;
    try {
      url = new URL(item);
    } catch {
      url = null;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, "")) {
      problems.push(`EDITOR_ORIGINS: '${item}' is not an http(s) origin like https://editor.example.com`);
    } else origins.push(url.origin);
  }
  return { origins, problems };
}

export type AppVisibility = z.infer<typeof visibility>;

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** The embedded database's memory settings (unused with `databaseUrl`). */
  readonly pgliteMemory: PgliteMemory;
  readonly appId: string;
  /** APP_ID was set; without it, a hosted project's own id is the app id. */
  readonly appIdGiven: boolean;
  readonly appVisibility: AppVisibility;
  readonly publicUrl: string;
  readonly jwtSecret: string | undefined;
  readonly admin: { readonly email: string; readonly password: string } | undefined;
  readonly smtpUrl: string | undefined;
  /** SMTP connections the outbox keeps open and sends over in parallel (SMTP_MAX_CONNECTIONS). */
  readonly smtpMaxConnections: number;
  readonly mailFrom: string | undefined;
  readonly staffEmail: string | undefined;
  readonly llm:
    | { readonly baseUrl: string; readonly apiKey: string | undefined; readonly model: string }
    | undefined;
  /** What the model may spend: output tokens per call, tokens per UTC day (0: no limit), risk timeout. */
  readonly llmLimits: {
    readonly maxTokens: number;
    readonly dailyTokenBudget: number;
    readonly riskTimeoutMs: number;
    readonly riskCheck: boolean;
  };
  /**
   * GenerateImage's OpenAI-compatible images endpoint (unset: 501), what one image counts against the
   * day's token budget, and whether ordinary users may call it.
   */
  readonly images: {
    readonly endpoint:
      | { readonly baseUrl: string; readonly apiKey: string | undefined; readonly model: string }
      | undefined;
    readonly tokensPerImage: number;
    readonly forUsers: boolean;
  };
  /** InvokeLLM: whether ordinary users may call it, and the longest prompt. */
  readonly invokeLlm: { readonly forUsers: boolean; readonly promptMaxChars: number };
  /** E-mails to one visitor-typed address per fixed hour and day window. */
  readonly mailPerRecipient: { readonly perHour: number; readonly perDay: number };
  /** The OpenID Connect provider users may sign in with, when one is configured. */
  readonly oidc:
    | {
        readonly issuer: string;
        readonly clientId: string;
        readonly clientSecret: string;
        /** The provider's name: "Sign in with Google" on the sign-in page, "Google did not sign you in". */
        readonly name: string;
      }
    | undefined;
  /**
   * SendEmail by ordinary users: not at all, only to the app's own accounts, or to any address; and how
   * many e-mails one user may send per fixed hour and day window.
   */
  readonly sendEmailForUsers: {
    readonly to: "none" | "app_users" | "any";
    readonly perHour: number;
    readonly perDay: number;
  };
  readonly logLevel: string;
  /** The built web app (packages/web/build/client); when absent the API runs alone. */
  readonly webDir: string | undefined;
  /**
   * Per client address and function: the form submissions (submitApplication, submitFirePlan), the chat
   * (which may call a paid model on every message), the badge search and the translation batches (each
   * may ask a paid model for what the shared cache lacks).
   */
  readonly rateLimits: {
    readonly submissionsPerMinute: number;
    readonly chatPerMinute: number;
    readonly searchPerMinute: number;
    readonly translatePerMinute: number;
  };
  /** The static service-role bearer token (SERVICE_TOKEN), if the deployment set one. */
  readonly serviceToken: string | undefined;
  /**
   * Failed sign-ins (and e-mailed codes or links asked for) allowed per account and per client address in
   * one window, before 429. The window is also how long a locked account waits.
   */
  readonly loginLimits: {
    readonly perAccount: number;
    readonly perAddress: number;
    readonly windowSeconds: number;
  };
  /**
   * The core integrations (ADR 0026): per signed-in caller, InvokeLLM calls, uploads and SendEmail
   * calls a minute (the service role is trusted server code and not counted), and the largest upload.
   */
  readonly integrations: {
    readonly llmPerMinute: number;
    readonly uploadsPerMinute: number;
    readonly emailPerMinute: number;
    readonly uploadMaxBytes: number;
  };
  readonly appLogs: {
    /** Page visits per signed-in user, and analytics batches per client address. */
    readonly perMinute: number;
    /** Page visits and analytics events older than this are deleted. */
    readonly retentionDays: number;
    /** Analytics events of visitors without a token stored per client address and UTC day. */
    readonly anonymousEventsPerDay: number;
  };
  /** Origins allowed to frame the site and exchange editor messages with it, besides the site's own. */
  readonly editorOrigins: readonly string[];
  /**
   * Fastify's trustProxy: false (the default: no peer may set the client address), true, or a list of
   * trusted proxy addresses (names like 'loopback' allowed).
   */
  readonly trustProxy: boolean | string;
  /** Deadlines for receiving a request and for an idle connection, and caps on open connections. */
  readonly connections: {
    readonly requestTimeoutMs: number;
    readonly uploadRequestTimeoutMs: number;
    readonly idleTimeoutMs: number;
    readonly max: number;
    /** Per socket address; 0, or a trusted proxy in front, turns it off. */
    readonly perAddress: number;
  };
  /** Realtime joins allowed a minute per socket, and per client address when no proxy is trusted. */
  readonly realtime: { readonly joinsPerSocketPerMinute: number; readonly joinsPerAddressPerMinute: number };
  /** Writes of the generic records API per client address a minute, by callers without a token. */
  readonly anonymousWritesPerMinute: number;
  /** Bytes of uploaded files per user and in all (0: no limit). */
  readonly uploadQuota: { readonly perUserBytes: number; readonly totalBytes: number };
  /** Features the site does not use, off for ordinary users unless turned on (admins always have them). */
  readonly forUsers: { readonly uploads: boolean; readonly agents: boolean };
  /** Origins allowed to call the API from a browser (CORS); empty: same origin only; ["*"]: any. */
  readonly corsOrigins: readonly string[];
  /**
   * DEV_SHOW_CODES with no SMTP_URL: register, resend-otp and reset-password-request answer the code or
   * link they e-mail (`dev_code`, `dev_link`). Never true under NODE_ENV=production (loadConfig refuses it).
   */
  readonly devShowCodes: boolean;
  /** The built front end of the app in APP_DIR, when it is not APP_DIR/dist. */
  readonly appWebDir: string | undefined;
  /** The domain whose subdomains are the hosted apps' sites (apps/app-routing.ts); PUBLIC_URL's host name by default. */
  readonly appsDomain: string | undefined;
  /**
   * The key of the hosted apps' secrets at rest (platform/secrets/secrets-key.ts): SECRETS_KEY, or the
   * server's key file, generated on first use. Hosted apps share the server's (their DATA_DIR is their own).
   */
  readonly secretsKey: { readonly given: string | undefined; readonly file: string };
  /** The limits of a hosted app's uploaded site, and how many of its deployments are kept. */
  readonly sites: { readonly maxBytes: number; readonly maxFiles: number; readonly keepDeployments: number };
  /** The npm packages a hosted app's functions import: fetched from `registry` at deploy, at most `maxBytes`. */
  readonly npmPackages: { readonly registry: string; readonly maxBytes: number };
  /**
   * The Base44 project the server hosts instead of the Ember site (APP_DIR, decision 0069), and its Deno
   * backend functions (decision 0070); no app folder, the Ember site and no Deno functions.
   */
  readonly denoFunctions: {
    readonly appDir: string | undefined;
    readonly secretsFile: string | undefined;
    readonly workers: number;
    readonly timeoutMs: number;
    readonly memoryMb: number;
    readonly automationPollMs: number;
    readonly automationRetryMs: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** https, or http to this machine only (a provider under test or in development). */
function isSecureOrLoopback(value: string): boolean {
  const url = new URL(value);
  return (
    url.protocol === "https:" ||
    (url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname))
  );
}

function trustProxyOf(value: string): boolean | string {
  const compact = value.replace(/\s+/g, "");
  if (compact === "true") return true;
  if (compact === "false" || compact === "none" || compact === "") return false;
  return compact;
}

/** Parses the environment once, listing every bad key at the same time (fail fast, fail fully). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    problems.push("ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither");
  }
  if (e.LLM_BASE_URL && !e.LLM_MODEL) problems.push("LLM_MODEL: required when LLM_BASE_URL is set");
  if (e.OIDC_ISSUER && (!e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET)) {
    problems.push("OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: required when OIDC_ISSUER is set");
  }
  if (e.IMAGE_BASE_URL && !e.IMAGE_MODEL) problems.push("IMAGE_MODEL: required when IMAGE_BASE_URL is set");
  if (e.DEV_SHOW_CODES && e.NODE_ENV === "production") {
    problems.push(
      "DEV_SHOW_CODES: refused when NODE_ENV=production (it shows anyone the code of any account)",
    );
  }
  const editors = parseOrigins(e.EDITOR_ORIGINS);
  problems.push(...editors.problems);
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgliteMemory: { cacheMb: e.EMBEDDED_DB_CACHE_MB },
    // A hosted project's own id (base44/.app.jsonc) stands in for the default (app.ts).
    appId: e.APP_ID ?? "ember",
    appIdGiven: e.APP_ID !== undefined,
    appVisibility: e.APP_VISIBILITY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    jwtSecret: e.JWT_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    smtpUrl: e.SMTP_URL,
    smtpMaxConnections: e.SMTP_MAX_CONNECTIONS,
    mailFrom: e.MAIL_FROM,
    staffEmail: e.STAFF_EMAIL,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL }
        : undefined,
    llmLimits: {
      maxTokens: e.LLM_MAX_TOKENS,
      dailyTokenBudget: e.LLM_DAILY_TOKEN_BUDGET,
      riskTimeoutMs: e.LLM_RISK_TIMEOUT_MS,
      riskCheck: e.LLM_RISK_CHECK,
    },
    invokeLlm: { forUsers: e.INVOKE_LLM_FOR_USERS, promptMaxChars: e.INVOKE_LLM_PROMPT_MAX_CHARS },
    images: {
      endpoint:
        e.IMAGE_BASE_URL && e.IMAGE_MODEL
          ? { baseUrl: e.IMAGE_BASE_URL, apiKey: e.IMAGE_API_KEY, model: e.IMAGE_MODEL }
          : undefined,
      tokensPerImage: e.IMAGE_TOKENS_PER_IMAGE,
      forUsers: e.GENERATE_IMAGE_FOR_USERS,
    },
    mailPerRecipient: { perHour: e.MAIL_PER_RECIPIENT_PER_HOUR, perDay: e.MAIL_PER_RECIPIENT_PER_DAY },
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            name: e.OIDC_NAME ?? "Single sign-on",
          }
        : undefined,
    sendEmailForUsers: {
      to:
        e.SEND_EMAIL_FOR_USERS === "true" ? "any" : e.SEND_EMAIL_FOR_USERS === "false" ? "none" : "app_users",
      perHour: e.SEND_EMAIL_PER_USER_PER_HOUR,
      perDay: e.SEND_EMAIL_PER_USER_PER_DAY,
    },
    logLevel: e.LOG_LEVEL,
    webDir: e.WEB_DIR ? path.resolve(e.WEB_DIR) : undefined,
    rateLimits: {
      submissionsPerMinute: e.RATE_LIMIT_SUBMISSIONS_PER_MINUTE,
      chatPerMinute: e.RATE_LIMIT_CHAT_PER_MINUTE,
      searchPerMinute: e.RATE_LIMIT_SEARCH_PER_MINUTE,
      translatePerMinute: e.RATE_LIMIT_TRANSLATE_PER_MINUTE,
    },
    serviceToken: e.SERVICE_TOKEN,
    loginLimits: {
      perAccount: e.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      perAddress: e.RATE_LIMIT_LOGIN_PER_ADDRESS,
      windowSeconds: e.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
    },
    integrations: {
      llmPerMinute: e.RATE_LIMIT_LLM_PER_MINUTE,
      uploadsPerMinute: e.RATE_LIMIT_UPLOADS_PER_MINUTE,
      emailPerMinute: e.RATE_LIMIT_EMAIL_PER_MINUTE,
      uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    },
    appLogs: {
      perMinute: e.RATE_LIMIT_APP_LOGS_PER_MINUTE,
      retentionDays: e.APP_LOGS_RETENTION_DAYS,
      anonymousEventsPerDay: e.ANALYTICS_ANONYMOUS_EVENTS_PER_DAY,
    },
    editorOrigins: editors.origins,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    connections: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      uploadRequestTimeoutMs: Math.max(e.UPLOAD_REQUEST_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS) * 1000,
      idleTimeoutMs: e.CONNECTION_IDLE_TIMEOUT_SECONDS * 1000,
      max: e.MAX_CONNECTIONS,
      perAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    },
    realtime: {
      joinsPerSocketPerMinute: e.REALTIME_JOINS_PER_MINUTE,
      joinsPerAddressPerMinute: e.REALTIME_JOINS_PER_ADDRESS_PER_MINUTE,
    },
    anonymousWritesPerMinute: e.RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE,
    uploadQuota: { perUserBytes: e.UPLOAD_QUOTA_BYTES_PER_USER, totalBytes: e.UPLOAD_QUOTA_BYTES_TOTAL },
    forUsers: { uploads: e.UPLOADS_FOR_USERS, agents: e.AGENTS_FOR_USERS },
    corsOrigins: (e.CORS_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    // With SMTP the codes go where they belong, the inbox: the setting only stands in for a mailbox.
    devShowCodes: e.DEV_SHOW_CODES && !e.SMTP_URL,
    appWebDir: e.APP_WEB_DIR ? path.resolve(e.APP_WEB_DIR) : undefined,
    appsDomain: e.APPS_DOMAIN?.toLowerCase().replace(/^\.+|\.+$/g, ""),
    secretsKey: { given: e.SECRETS_KEY, file: path.resolve(e.DATA_DIR, "secrets.key") },
    sites: {
      maxBytes: e.SITE_MAX_BYTES,
      maxFiles: e.SITE_MAX_FILES,
      keepDeployments: e.SITE_KEEP_DEPLOYMENTS,
    },
    npmPackages: {
      registry: e.NPM_REGISTRY.endsWith("/") ? e.NPM_REGISTRY : `${e.NPM_REGISTRY}/`,
      maxBytes: e.FUNCTION_PACKAGES_MAX_MB * 1024 * 1024,
    },
    denoFunctions: {
      appDir: e.APP_DIR ? path.resolve(e.APP_DIR) : undefined,
      secretsFile: e.APP_SECRETS_FILE ? path.resolve(e.APP_SECRETS_FILE) : undefined,
      workers: e.FUNCTION_WORKERS,
      timeoutMs: e.FUNCTION_TIMEOUT_SECONDS * 1000,
      memoryMb: e.FUNCTION_MEMORY_MB,
      automationPollMs: e.AUTOMATIONS_POLL_MS,
      automationRetryMs: e.AUTOMATIONS_RETRY_MS,
    },
  };
}
