import type { Database } from "./database.ts";
import { isMigrated, type MigrationLedger, migrate } from "./migrate.ts";
import type { Migration } from "./migrations.ts";

/**
 * Schema changes for the host's own tables: what belongs to the server as a whole rather than to one app
 * it hosts (workspace keys, the CLI's sign-ins, the apps it hosts). They live in the primary database beside the first app's
 * tables, recorded in their own ledger, so an app's migrations and the host's never share a number.
 * Never edit an applied migration; add a new one.
 */
export const hostMigrations: readonly Migration[] = [
  {
    id: 1,
    name: "workspace api keys",
    sql: `
      -- Keys for the official CLI and scripts (api_key header). Only a SHA-256 of the key is kept: the key
      -- is 256 random bits, so a leaked table gives nothing to guess at.
      create table platform_api_keys (
        id text primary key,
        name text not null,
        key_hash text not null unique,
        -- The key's first characters, shown in lists so two keys can be told apart.
        key_prefix text not null,
        -- The platform admin who made it; the key acts as that user, for as long as they are an admin.
        user_id text not null,
        created_date timestamptz not null,
        last_used_at timestamptz,
        revoked_at timestamptz
      );
      create index platform_api_keys_user_idx on platform_api_keys (user_id);
    `,
  },
  {
    id: 2,
    name: "cli device codes and refresh tokens",
    sql: `
      -- One row per pending "base44 login" (the OAuth device flow): gone once the terminal has its tokens,
      -- or expired. The device code is 256 random bits, kept hashed; the user code is short and only
      -- approves anything together with a platform admin's password.
      create table platform_device_codes (
        device_code_hash text primary key,
        user_code text not null unique,
        client_id text not null,
        scope text not null,
        status text not null default 'pending' check (status in ('pending', 'approved', 'denied')),
        user_id text,
        created_date timestamptz not null,
        expires_at timestamptz not null,
        last_polled_at timestamptz
      );
      create index platform_device_codes_expiry_idx on platform_device_codes (expires_at);
      -- Refresh tokens, hashed, each usable once: a refresh spends the token and issues the next one of the
      -- same family. A spent token presented again ends the whole family (someone copied it).
      create table platform_refresh_tokens (
        token_hash text primary key,
        family text not null,
        user_id text not null,
        scope text not null,
        created_date timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create index platform_refresh_tokens_family_idx on platform_refresh_tokens (family);
      create index platform_refresh_tokens_expiry_idx on platform_refresh_tokens (expires_at);
    `,
  },
  {
    id: 3,
    name: "hosted apps",
    sql: `
      -- The apps the server hosts besides its first (decision 0081), each in a schema of its own.
      create table hosted_apps (
        id text collate "C" primary key,
        name text not null,
        user_description text,
        schema_name text not null unique,
        public_settings text not null default 'public_without_login'
          check (public_settings in ('public_without_login', 'public_with_login', 'private_with_login', 'workspace_with_login')),
        is_managed_source_code boolean not null default true,
        -- The platform admin (a user of the first app) who created it.
        created_by_id text,
        created_date timestamptz not null default now(),
        updated_date timestamptz not null default now()
      );
      create index hosted_apps_updated on hosted_apps (updated_date desc);
    `,
  },
  {
    id: 4,
    name: "hosted apps' sign-in settings and former ids",
    sql: `
      -- The sign-in settings as the CLI pushes them (auth/config.jsonc), kept whole so a pull gives them
      -- back; null until pushed. What this server acts on is in docs/api.md.
      alter table hosted_apps add column auth_config jsonb;
      -- Ids the app's built site may still call the API with (an id of the hosted service, baked in at
      -- build time): accepted on the app's own host name only (apps/app-routing.ts).
      alter table hosted_apps add column app_id_aliases jsonb not null default '[]'::jsonb;
    `,
  },
  {
    id: 5,
    name: "backup runs",
    sql: `
      -- Each backup the server ran (from the console or its daily schedule): its progress while it runs, its
      -- result, and when the retention rule removed its files. The server's, not an app's: a backup holds
      -- the whole database, every hosted app's schema included.
      create table backup_runs (
        id text primary key,
        trigger text not null check (trigger in ('manual', 'scheduled')),
        status text not null check (status in ('running', 'succeeded', 'failed')),
        stage text not null default 'starting',
        started_at timestamptz not null,
        finished_at timestamptz,
        name text,
        bytes bigint,
        error text,
        pruned_at timestamptz
      );
      create index backup_runs_started_idx on backup_runs (started_at desc);
    `,
  },
];

/** The host's ledger: another table and another lock than an app's. */
export const hostLedger: MigrationLedger = { table: "_host_migrations", lock: 4_410_003 };

/** Applies the host's pending migrations; run once per server, on the primary database. */
export const migrateHost = (db: Database): Promise<number[]> => migrate(db, hostMigrations, hostLedger);

export const isHostMigrated = (db: Database): Promise<boolean> => isMigrated(db, hostMigrations, hostLedger);
