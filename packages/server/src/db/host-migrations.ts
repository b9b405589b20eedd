import type { Migration } from "./migrations.ts";

/**
 * The server's own tables, which belong to no hosted app: the registry of the apps it hosts (and, later,
 * what signs the CLI in). They live beside the first app's tables in the primary database and are recorded
 * in `_host_migrations`, so the per-app list (migrations.ts) stays the same for every app schema.
 * Never edit an applied migration; add a new one.
 */
export const hostMigrations: readonly Migration[] = [
  {
    id: 1,
    name: "hosted apps",
    sql: `
      create table hosted_apps (
        id text collate "C" primary key,
        name text not null,
        user_description text,
        -- Where the app's records, users and logs live: one PostgreSQL schema per app.
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
];
