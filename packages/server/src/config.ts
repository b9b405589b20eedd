import path from "node:path";
import { z } from "zod";

const visibility = z.enum(["public_without_login", "public_with_login", "private_with_login"]);

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

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
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
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
      .default("ember"),
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
  SMTP_MAX_CONNECTIONS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(5)),
  MAIL_FROM: optionalString,
  STAFF_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  LLM_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  WEB_DIR: optionalString,
  // Which peers may set X-Forwarded-For: 'loopback' (a proxy on this host), comma-separated addresses or
  // CIDRs, or 'true' for any. Trusting any peer lets every client choose its own address for rate limits.
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9.:/,\s]+$/, "'true', 'loopback', or comma-separated addresses or CIDRs")
      .default("loopback"),
  ),
  // A static bearer token for trusted server-side code (asServiceRole); docs/decisions/0024.
  SERVICE_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(32, "must be at least 32 characters").regex(/^\S+$/, "must not contain spaces").optional(),
  ),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(10),
  ),
  RATE_LIMIT_LOGIN_PER_ADDRESS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(50),
  ),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(86_400).default(900),
  ),
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
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(30),
  ),
  RATE_LIMIT_CHAT_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(20),
  ),
  RATE_LIMIT_SEARCH_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(60),
  ),
  RATE_LIMIT_TRANSLATE_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(120),
  ),
  RATE_LIMIT_LLM_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(20),
  ),
  RATE_LIMIT_UPLOADS_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(30),
  ),
  RATE_LIMIT_EMAIL_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(30),
  ),
  // 1 KB to 1 GB; the Base44 CLI's own limit is 50 MB.
  UPLOAD_MAX_BYTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(1024 ** 3)
      .default(10 * 1024 * 1024),
  ),
  RATE_LIMIT_APP_LOGS_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(120),
  ),
  APP_LOGS_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(36_500).default(400),
  ),
  // The editors that may frame the site and talk to its editor bridge (SPEC 4.10): comma-separated origins.
  EDITOR_ORIGINS: z.preprocess(emptyToUndefined, z.string().default("")),
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
  readonly appId: string;
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
   * The core integrations (BASE44-API.md 2.6): per signed-in caller, InvokeLLM calls, uploads and SendEmail
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
  };
  /** Origins allowed to frame the site and exchange editor messages with it, besides the site's own. */
  readonly editorOrigins: readonly string[];
  /** Fastify's trustProxy: true, or a list of trusted proxy addresses (names like 'loopback' allowed). */
  readonly trustProxy: boolean | string;
  /** Origins allowed to call the API from a browser (CORS); empty: same origin only; ["*"]: any. */
  readonly corsOrigins: readonly string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
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
  const editors = parseOrigins(e.EDITOR_ORIGINS);
  problems.push(...editors.problems);
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appId: e.APP_ID,
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
    appLogs: { perMinute: e.RATE_LIMIT_APP_LOGS_PER_MINUTE, retentionDays: e.APP_LOGS_RETENTION_DAYS },
    editorOrigins: editors.origins,
    trustProxy: e.TRUST_PROXY.trim() === "true" ? true : e.TRUST_PROXY.replace(/\s+/g, ""),
    corsOrigins: (e.CORS_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
