import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { type Config, ConfigError, loadConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { migrateHost } from "../db/host-migrations.ts";
import { migrate } from "../db/migrate.ts";
import { openDatabase } from "../db/open-database.ts";
import { emailInput, newPasswordInput } from "../platform/auth/account-input.ts";
import { makeAdmin, setPassword } from "../platform/auth/admin-accounts.ts";
import { embeddedDatabaseHolder, opsFilePath } from "../platform/backup/ops-file.ts";
import { loadEntities } from "../platform/entities/entity-schemas.ts";
import { apiKeyCommands } from "./admin-api-keys.ts";
import { DemoSeedRefused, seedDemo } from "./demo-seed.ts";

/**
 * `npm run admin -- <command>`: accounts from the command line, on the database the server's own
 * settings name (DATA_DIR or DATABASE_URL). Each command is one entry of `commands` below: the words
 * that name it, its options, and what it does; a later one (`api-key create --name`) is another entry.
 */

/** What a command touches outside the database; the terminal in admin-main.ts, fakes in tests. */
export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
  /** True when stdin is a terminal, where a password can be typed without being shown. */
  readonly interactive: boolean;
  /** Asks on the terminal without echoing what is typed. */
  askHidden(prompt: string): Promise<string>;
  /** All of stdin (`--password-stdin`). */
  readStdin(): Promise<string>;
}

type Values = Readonly<Record<string, string | boolean | undefined>>;

export interface Context {
  readonly values: Values;
  /** The words after the options (`api-key revoke <id>`), as many as the command's `positionals`. */
  readonly positionals: readonly string[];
  readonly env: Record<string, string | undefined>;
  readonly io: AdminIo;
}

export interface AdminCommand {
  /** The words that name it: ["create"]; a command in a group reads ["api-key", "create"]. */
  readonly words: readonly string[];
  readonly usage: string;
  readonly summary: string;
  readonly options: Readonly<Record<string, { readonly type: "string" | "boolean" }>>;
  readonly required?: readonly string[];
  /** How many plain words it takes after its name (none unless said). */
  readonly positionals?: number;
  run(context: Context): Promise<number>;
}

/** A failure whose message is the whole story: printed as is, exit code 1. */
export class CliError extends Error {}

export const EX_USAGE = 64;
export const EX_CONFIG = 78;

const passwordOptions = {
  "password-stdin": { type: "boolean" },
  "generate-password": { type: "boolean" },
} as const;

/**
 * The new password: all of stdin with --password-stdin; a generated one, shown once, with
 * --generate-password or when no terminal can ask (docker exec without -t); otherwise typed twice unseen.
 */
async function newPassword(values: Values, io: AdminIo): Promise<{ password: string; generated: boolean }> {
  if (values["password-stdin"] && values["generate-password"]) {
    throw new CliError("Choose one of --password-stdin and --generate-password.");
  }
  let password: string;
  if (values["password-stdin"]) {
    password = (await io.readStdin()).replace(/\r?\n$/, "");
  } else if (values["generate-password"] || !io.interactive) {
    // 144 random bits, URL-safe: easy to paste, nothing to escape in a shell.
    return { password: randomBytes(18).toString("base64url"), generated: true };
  } else {
    password = await io.askHidden("New password: ");
    if ((await io.askHidden("The same again: ")) !== password) {
      throw new CliError("The two passwords differ. Nothing was changed.");
    }
  }
  // The rule of every other way of setting a password (sign-up, reset, the setup page).
  const checked = newPasswordInput.safeParse(password);
  if (!checked.success) {
    throw new CliError(
      `The password ${checked.error.issues[0]?.message ?? "is not valid"}. Nothing was changed.`,
    );
  }
  return { password, generated: false };
}

export function emailOf(values: Values): string {
  const checked = emailInput.safeParse(values.email);
  if (!checked.success) throw new CliError(`--email: '${String(values.email)}' is not an e-mail address.`);
  return checked.data;
}

/** Refuses, before anything is asked, when a running server holds the embedded database. */
async function assertDatabaseFree(config: Config): Promise<void> {
  if (!config.databaseUrl) {
    const holder = await embeddedDatabaseHolder(config.dataDir);
    if (holder !== undefined) {
      throw new CliError(
        `The server (process ${holder}) has the embedded database in ${config.dataDir} open, and it opens ` +
          "in one process at a time. Stop the server, run this command again, then start the server. " +
          `(If no server runs there and process ${holder} is another program, delete ${opsFilePath(config.dataDir)}.)`,
      );
    }
  }
}

/**
 * Opens the configured database, migrated, for one command; the embedded one only if no server holds it.
 * Which database it is goes to `announce` (stderr for a command whose stdout is its result).
 */
export async function withDatabase<T>(
  config: Config,
  io: AdminIo,
  run: (db: Database) => Promise<T>,
  announce: (line: string) => void = io.out,
): Promise<T> {
  await assertDatabaseFree(config);
  announce(
    config.databaseUrl ? "Database: PostgreSQL (DATABASE_URL)" : `Database: embedded, in ${config.dataDir}`,
  );
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteMemory: config.pgliteMemory,
  });
  try {
    // As the server does at start; a no-op on a database it has already migrated.
    await migrate(db);
    await migrateHost(db);
    return await run(db);
  } finally {
    await db.close();
  }
}

const commands: readonly AdminCommand[] = [
  {
    words: ["create"],
    usage: "create --email <address> [--name <full name>] [--password-stdin | --generate-password]",
    summary: "create an admin account, or make the existing account of that address an admin",
    options: { email: { type: "string" }, name: { type: "string" }, ...passwordOptions },
    required: ["email"],
    async run({ values, env, io }) {
      const config = loadConfig(env);
      const email = emailOf(values);
      await assertDatabaseFree(config);
      const { password, generated } = await newPassword(values, io);
      const fullName = typeof values.name === "string" ? values.name.trim().slice(0, 200) : undefined;
      const made = await withDatabase(config, io, (db) =>
        db.transaction((tx) => makeAdmin(tx, { email, password: { plain: password }, fullName })),
      );
      if (made.outcome === "already-admin") {
        throw new CliError(
          `${made.user.email} is an admin already. To give it a new password: npm run admin -- reset-password --email ${made.user.email}`,
        );
      }
      io.out(
        made.outcome === "created"
          ? `Created the admin account ${made.user.email}.`
          : `${made.user.email} had an ordinary account: it is now an admin, with the new password (its sessions have ended).`,
      );
      if (generated) io.out(`Its password, shown this once: ${password}`);
      io.out(`Sign in at ${config.publicUrl}/login`);
      return 0;
    },
  },
  {
    words: ["reset-password"],
    usage: "reset-password --email <address> [--password-stdin | --generate-password]",
    summary: "set a new password for an account (any role) and end its sessions",
    options: { email: { type: "string" }, ...passwordOptions },
    required: ["email"],
    async run({ values, env, io }) {
      const config = loadConfig(env);
      const email = emailOf(values);
      await assertDatabaseFree(config);
      const { password, generated } = await newPassword(values, io);
      const user = await withDatabase(config, io, (db) => setPassword(db, email, password));
      if (!user) throw new CliError(`No account has the address ${email}. Nothing was changed.`);
      io.out(`New password set for ${user.email} (${user.role}); its sessions have ended.`);
      if (generated) io.out(`The password, shown this once: ${password}`);
      return 0;
    },
  },
  {
    words: ["seed-demo"],
    usage: "seed-demo",
    summary: "development only: a demo admin and a few demo records (npm run dev runs it)",
    options: {},
    async run({ env, io }) {
      // Before the configuration and the database: in production nothing at all happens.
      if (env.NODE_ENV === "production") {
        throw new CliError(
          "seed-demo refuses to run when NODE_ENV=production: it makes an admin whose password is published.",
        );
      }
      const config = loadConfig(env);
      const entities = await loadEntities();
      const seeded = await withDatabase(config, io, (db) => seedDemo(db, entities, env));
      io.out(
        seeded.created > 0
          ? `Added ${seeded.created} demo records (names marked "(demo)", addresses @demo.ember.test).`
          : "The demo records are there already.",
      );
      io.out(`Demo admin: ${seeded.admin.email}  password: ${seeded.admin.password}`);
      return 0;
    },
  },
  ...apiKeyCommands,
];

function usageText(): string {
  const width = Math.max(...commands.map((c) => c.words.join(" ").length));
  return [
    "Usage: npm run admin -- <command> [options]",
    "",
    ...commands.map((c) => `  ${c.words.join(" ").padEnd(width)}  ${c.summary}`),
    "",
    ...commands.map((c) => `  npm run admin -- ${c.usage}`),
    "",
    "The database is the one the server's settings name: DATABASE_URL, or the embedded one in DATA_DIR",
    "(which must not be open in a running server). Without --password-stdin, a password is asked for",
    "on the terminal without being shown, or generated and shown once when there is no terminal.",
  ].join("\n");
}

/** The command named by the longest run of leading words, and the arguments after them. */
function findCommand(argv: readonly string[]): { command: AdminCommand; rest: string[] } | undefined {
  const matches = commands.filter((c) => c.words.every((word, i) => argv[i] === word));
  const command = matches.sort((a, b) => b.words.length - a.words.length)[0];
  return command ? { command, rest: argv.slice(command.words.length) } : undefined;
}

/** Runs `npm run admin -- …`; answers the exit code. */
export async function runAdminCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: AdminIo,
): Promise<number> {
  if (argv.length === 0 || ["help", "--help", "-h"].includes(argv[0] as string)) {
    (argv.length === 0 ? io.err : io.out)(usageText());
    return argv.length === 0 ? EX_USAGE : 0;
  }
  const found = findCommand(argv);
  if (!found) {
    io.err(`Unknown command: ${argv.join(" ")}\n\n${usageText()}`);
    return EX_USAGE;
  }
  const { command, rest } = found;
  let values: Values;
  let positionals: string[];
  try {
    const parsed = parseArgs({
      args: rest,
      options: command.options,
      strict: true,
      allowPositionals: (command.positionals ?? 0) > 0,
    });
    values = parsed.values as Values;
    positionals = parsed.positionals;
  } catch (error) {
    io.err(`${(error as Error).message}\nUsage: npm run admin -- ${command.usage}`);
    return EX_USAGE;
  }
  if (positionals.length !== (command.positionals ?? 0)) {
    io.err(`Expected ${command.positionals ?? 0} argument(s)\nUsage: npm run admin -- ${command.usage}`);
    return EX_USAGE;
  }
  const missing = (command.required ?? []).filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    io.err(`Missing ${missing.map((m) => `--${m}`).join(", ")}\nUsage: npm run admin -- ${command.usage}`);
    return EX_USAGE;
  }
  try {
    return await command.run({ values, positionals, env, io });
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return EX_CONFIG;
    }
    if (error instanceof CliError || error instanceof DemoSeedRefused) {
      io.err(error.message);
      return 1;
    }
    io.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
