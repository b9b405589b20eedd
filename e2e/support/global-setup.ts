import { hash } from "@node-rs/argon2";
import pg from "pg";
import { freePort, startThrowawayPostgres } from "../../packages/server/test/setup/throwaway-postgres.ts";
import { admin, outsider } from "./accounts.ts";
import { startFakeTranslator } from "./fake-translator.ts";
import { startServer } from "./servers.ts";

/**
 * Real servers for the journeys: the public default (embedded PGlite, no language model), a private app
 * on a real PostgreSQL holding a signed-up user who is not a member, for the Access Restricted gate, and
 * a public site with a (local, OpenAI-protocol) model that translates, for on-demand translation.
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
  const translator = await startFakeTranslator();
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
    freePort().then((port) =>
      startServer(port, {
        LLM_BASE_URL: translator.baseUrl,
        LLM_API_KEY: "e2e",
        LLM_MODEL: "e2e-translator",
        // A flood of translation requests must meet the function itself, not the rate limit, to show
        // that none of them reaches the model (languages.spec.ts).
        RATE_LIMIT_TRANSLATE_PER_MINUTE: "100000",
      }),
    ),
  ]);
  const [publicStart, privateStart, translatedStart] = started;
  if (
    publicStart.status === "rejected" ||
    privateStart.status === "rejected" ||
    translatedStart.status === "rejected"
  ) {
    await Promise.all(started.map((s) => (s.status === "fulfilled" ? s.value.stop() : undefined)));
    await translator.stop();
    cluster?.stop();
    throw started.find((s) => s.status === "rejected")?.reason;
  }
  const [publicServer, privateServer, translatedServer] = [
    publicStart.value,
    privateStart.value,
    translatedStart.value,
  ];

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
  process.env.EMBER_TRANSLATED_URL = translatedServer.url;
  process.env.EMBER_TRANSLATOR_URL = translator.baseUrl.replace(/\/v1$/, "");

  return async () => {
    await Promise.all([publicServer.stop(), privateServer.stop(), translatedServer.stop()]);
    await translator.stop();
    cluster?.stop();
  };
}
