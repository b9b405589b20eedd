import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "../../db/database.ts";

const SETTING_KEY = "jwt_secret";

/**
 * The HMAC key of every token. JWT_SECRET wins; otherwise one random secret is generated on first start and
 * kept in the database's settings table rather than in a file under DATA_DIR: instances sharing one
 * PostgreSQL must accept each other's tokens, and the database is the only thing they share.
 */
export async function loadJwtSecret(db: Queryable, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  // Whoever inserts first wins and everyone reads the winner, so instances starting together agree.
  await db.query("insert into settings (key, value) values ($1, $2) on conflict (key) do nothing", [
    SETTING_KEY,
    randomBytes(48).toString("base64url"),
  ]);
  const { rows } = await db.query<{ value: string }>("select value from settings where key = $1", [
    SETTING_KEY,
  ]);
  const value = rows[0]?.value;
  if (!value) throw new Error("jwt_secret setting could not be read back");
  return new TextEncoder().encode(value);
}

// Keyed by the database handle: every encapsulated child of one app shares it, and tests' apps never collide.
const cache = new WeakMap<object, Promise<Uint8Array>>();

/** The app's signing key, read once per database and kept in memory. */
export function jwtSecret(app: FastifyInstance): Promise<Uint8Array> {
  let secret = cache.get(app.db);
  if (!secret) {
    secret = loadJwtSecret(app.db, app.config.jwtSecret);
    // A failed read (database briefly down) must not be cached forever.
    secret.catch(() => cache.delete(app.db));
    cache.set(app.db, secret);
  }
  return secret;
}
