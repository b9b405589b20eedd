/**
 * Schema changes for the platform's own tables, in order, applied once each at start, the same SQL on
 * PGlite and PostgreSQL. Entity record tables are not here: they follow entities/*.json (entity-tables.ts).
 * Never edit an applied migration; add a new one.
 */
export interface Migration {
  readonly id: number;
  readonly name: string;
  readonly sql: string;
}

export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: "settings and users",
    sql: `
      create table settings (
        key text primary key,
        value text not null,
        updated_date timestamptz not null default now()
      );
      create table users (
        id text primary key,
        email text not null,
        full_name text,
        role text not null default 'user' check (role in ('user', 'admin')),
        -- A member may use a private app; a signed-in non-member sees Access Restricted (SPEC 2.3).
        is_member boolean not null default true,
        is_verified boolean not null default false,
        disabled boolean not null default false,
        password_hash text,
        data jsonb not null default '{}'::jsonb,
        created_date timestamptz not null default now(),
        updated_date timestamptz not null default now()
      );
      create unique index users_email_key on users (lower(email));
    `,
  },
];
