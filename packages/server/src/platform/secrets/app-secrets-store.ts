import type { Queryable } from "../../db/database.ts";
import { keyId, open, seal } from "./secret-box.ts";

/** The names a shell accepts; DENO_* are the runtime's own settings, which an app must not change. */
export const secretNamePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const MAX_SECRETS = 200;
export const MAX_SECRET_NAME = 128;
export const MAX_SECRET_BYTES = 32 * 1024;

/** Why a name cannot be a secret's, or undefined when it can. Never echoes the value. */
export function secretNameProblem(name: string): string | undefined {
  if (name.length === 0 || name.length > MAX_SECRET_NAME || !secretNamePattern.test(name)) {
    return `letters, digits and _, not starting with a digit, at most ${MAX_SECRET_NAME} characters`;
  }
  if (name.toUpperCase().startsWith("DENO_")) return "DENO_* names are the runtime's own settings";
  return undefined;
}

/** Why a value cannot be a secret's: an environment variable holds no NUL, and is bounded here. */
export function secretValueProblem(value: string): string | undefined {
  if (value.includes("\0")) return "a secret's value cannot hold a NUL character";
  if (Buffer.byteLength(value, "utf8") > MAX_SECRET_BYTES) return `at most ${MAX_SECRET_BYTES} bytes`;
  return undefined;
}

// The context sealed with each value: a value moved to another name, or another app's table, does not open.
const contextOf = (appId: string, name: string) => `ember-secret:${appId}:${name}`;

/**
 * An app's secrets in its own schema's `app_secrets`, sealed under the server's key (secret-box.ts):
 * names can be listed, values only opened for the app's own functions, never returned by a route.
 */
export class AppSecretsStore {
  constructor(
    private readonly db: Queryable,
    private readonly appId: string,
  ) {}

  async names(): Promise<string[]> {
    const { rows } = await this.db.query<{ name: string }>("select name from app_secrets order by name");
    return rows.map((row) => row.name);
  }

  /** Sets every pair (new or replaced) in one statement; the count limit holds for the result. */
  async set(key: Buffer, secrets: Readonly<Record<string, string>>): Promise<void> {
    const names = Object.keys(secrets);
    if (names.length === 0) return;
    const sealed = names.map((name) => seal(key, contextOf(this.appId, name), secrets[name] ?? ""));
    await this.db.query(
      `insert into app_secrets (name, sealed_value, key_id)
         select n, v, $3 from unnest($1::text[], $2::text[]) as given (n, v)
       on conflict (name) do update
         set sealed_value = excluded.sealed_value, key_id = excluded.key_id, updated_date = now()`,
      [names, sealed, keyId(key)],
    );
  }

  /** True when there was such a secret; deleting one that is gone is not an error (the CLI retries). */
  async delete(name: string): Promise<boolean> {
    const { rows } = await this.db.query<{ name: string }>(
      "delete from app_secrets where name = $1 returning name",
      [name],
    );
    return rows.length > 0;
  }

  /** How many there are, for the count limit. */
  async count(): Promise<number> {
    const { rows } = await this.db.query<{ n: number | string }>("select count(*) as n from app_secrets");
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Every secret opened, for the app's functions. `key` is asked for only when there is something to open,
   * so an app without secrets never creates the key file.
   */
  async openAll(key: () => Promise<Buffer>): Promise<Record<string, string>> {
    const { rows } = await this.db.query<{ name: string; sealed_value: string; key_id: string }>(
      "select name, sealed_value, key_id from app_secrets order by name",
    );
    const opened: Record<string, string> = Object.create(null);
    if (rows.length === 0) return opened;
    const bytes = await key();
    const id = keyId(bytes);
    for (const row of rows) {
      if (row.key_id !== id) {
        throw new Error(
          `secret ${row.name} was sealed with another key (${row.key_id}): restore that SECRETS_KEY or secrets.key`,
        );
      }
      opened[row.name] = open(bytes, contextOf(this.appId, row.name), row.sealed_value);
    }
    return opened;
  }
}
