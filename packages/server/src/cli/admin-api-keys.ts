import { loadConfig } from "../config.ts";
import type { Queryable } from "../db/database.ts";
import { normalizeEmail } from "../platform/auth/users.ts";
import {
  createApiKey,
  keyName,
  listApiKeys,
  MAX_KEY_NAME,
  revokeApiKey,
} from "../platform/cli-auth/api-keys.ts";
import { type AdminCommand, CliError, emailOf, withDatabase } from "./admin.ts";

/**
 * `npm run admin -- api-key …`: workspace keys for the official Base44 CLI and scripts. `create` prints
 * the key and nothing else on stdout, so `KEY=$(npm run -s admin -- api-key create --name ci)` works;
 * everything else it says goes to stderr.
 */

/** The platform admin who will own a key made from the command line. */
async function owner(db: Queryable, email: string | undefined): Promise<{ id: string; email: string }> {
  if (email !== undefined) {
    const { rows } = await db.query<{ id: string; email: string; role: string; disabled: boolean }>(
      "select id, email, role, disabled from users where lower(email) = $1",
      [normalizeEmail(email)],
    );
    const user = rows[0];
    if (!user) throw new CliError(`No account has the address ${email}. No key was made.`);
    if (user.role !== "admin" || user.disabled) {
      throw new CliError(`${user.email} is not a platform admin (an active admin account). No key was made.`);
    }
    return user;
  }
  const { rows } = await db.query<{ id: string; email: string }>(
    "select id, email from users where role = 'admin' and not disabled order by created_date limit 2",
  );
  if (rows.length === 1 && rows[0]) return rows[0];
  throw new CliError(
    rows.length === 0
      ? "There is no admin account yet: make one with `npm run admin -- create --email <address>`. No key was made."
      : "There are several admins: say whose key it is with --email <address>. No key was made.",
  );
}

export const apiKeyCommands: readonly AdminCommand[] = [
  {
    words: ["api-key", "create"],
    usage: "api-key create --name <label> [--email <admin address>]",
    summary: "make a workspace API key for the Base44 CLI (BASE44_API_KEY); prints only the key",
    options: { name: { type: "string" }, email: { type: "string" } },
    required: ["name"],
    async run({ values, env, io }) {
      const config = loadConfig(env);
      const name = keyName(values.name);
      if (name === null)
        throw new CliError(`--name: a label of 1 to ${MAX_KEY_NAME} characters is required.`);
      // The one admin there is, else the server's own (ADMIN_EMAIL), else whoever --email names.
      const email = values.email === undefined ? config.admin?.email : emailOf(values);
      const created = await withDatabase(
        config,
        io,
        async (db) => createApiKey(db, { userId: (await owner(db, email)).id, name, now: Date.now() }),
        io.err,
      );
      io.err(
        `Made the key "${created.name}" (${created.id}) for ${created.created_by.email}. It is shown this once:`,
      );
      io.out(created.key);
      return 0;
    },
  },
  {
    words: ["api-key", "list"],
    usage: "api-key list",
    summary: "list the live API keys: id, label, start of the key, owner, made, last used",
    options: {},
    async run({ env, io }) {
      const config = loadConfig(env);
      const keys = await withDatabase(config, io, (db) => listApiKeys(db), io.err);
      if (keys.length === 0) io.err("No API keys.");
      for (const key of keys) {
        io.out(
          [
            key.id,
            key.name,
            `${key.prefix}…`,
            key.created_by.email ?? `(deleted user ${key.created_by.id})`,
            `made ${key.created_date}`,
            key.last_used_date ? `used ${key.last_used_date}` : "never used",
          ].join("\t"),
        );
      }
      return 0;
    },
  },
  {
    words: ["api-key", "revoke"],
    usage: "api-key revoke <id>",
    summary: "revoke an API key at once (its id from api-key list)",
    options: {},
    positionals: 1,
    async run({ positionals, env, io }) {
      const config = loadConfig(env);
      const id = positionals[0] ?? "";
      const revoked = await withDatabase(
        config,
        io,
        (db) => revokeApiKey(db, id, { now: Date.now() }),
        io.err,
      );
      if (!revoked) throw new CliError(`No live API key has the id ${id}. Nothing was changed.`);
      io.out(`Revoked the API key ${id}.`);
      return 0;
    },
  },
];
