import { hash } from "@node-rs/argon2";
import pg from "pg";
import { freePort, startThrowawayPostgres } from "../../packages/server/test/setup/throwaway-postgres.ts";
import { admin, outsider } from "./accounts.ts";
import { startServer } from "./servers.ts";

/**
 * Two real servers for the journeys: the public default (embedded PGlite), and a private app on a real
 * PostgreSQL holding a signed-up user who is not a member, for the Access Restricted gate.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const cluster = process.env.DATABASE_URL ? null : await startThrowawayPostgres();
  const adminUrl = process.env.DATABASE_URL ?? cluster?.url ?? "";
  const dbName = `ember_e2e_${process.pid}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${dbName} with (force)`);
  await client.query(`create database ${dbName}`);
  await client.end();
  const privateDbUrl = new URL(adminUrl);
  privateDbUrl.pathname = `/${dbName}`;

  const adminEnv = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
  // allSettled, not all: when one server fails to start, the other and the cluster are stopped too
  // instead of outliving the run.
  const started = await Promise.allSettled([
    freePort().then((port) => startServer(port, adminEnv)),
    freePort().then((port) =>
      startServer(port, {
        ...adminEnv,
        APP_VISIBILITY: "private_with_login",
        DATABASE_URL: privateDbUrl.toString(),
      }),
    ),
  ]);
  const [publicStart, privateStart] = started;
  if (publicStart.status === "rejected" || privateStart.status === "rejected") {
    await Promise.all(started.map((s) => (s.status === "fulfilled" ? s.value.stop() : undefined)));
    cluster?.stop();
    throw started.find((s) => s.status === "rejected")?.reason;
  }
  const [publicServer, privateServer] = [publicStart.value, privateStart.value];

  // The server has migrated the database by now: add a user who signed up but was never given access.
  const db = new pg.Client({ connectionString: privateDbUrl.toString() });
  await db.connect();
  await db.query(
    `insert into users (id, email, full_name, role, is_member, is_verified, password_hash)
     values ($1, $2, $3, 'user', false, true, $4)`,
    ["0000000000000000000000aa", outsider.email, "Not A Member", await hash(outsider.password)],
  );
  await db.end();

  process.env.EMBER_PUBLIC_URL = publicServer.url;
  process.env.EMBER_PRIVATE_URL = privateServer.url;

  return async () => {
    await Promise.all([publicServer.stop(), privateServer.stop()]);
    cluster?.stop();
  };
}
