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
  {
    id: 2,
    name: "mail outbox",
    sql: `
      -- E-mails are written here in the same transaction as the record they belong to, and delivered
      -- later by the outbox worker (services/mail/outbox-worker.ts). With no SMTP_URL, delivered rows are
      -- the local mailbox.
      create table mail_outbox (
        id text primary key,
        to_address text not null,
        subject text not null,
        text_body text not null,
        html_body text not null,
        status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
        attempts integer not null default 0,
        -- pending: when to try (again); sending: when the claim lapses and another worker may take it.
        next_attempt_at timestamptz not null default now(),
        last_error text,
        delivered_via text,
        created_date timestamptz not null default now(),
        sent_date timestamptz
      );
      create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status in ('pending', 'sending');
      create index mail_outbox_created_idx on mail_outbox (created_date, id);
      create table mail_attempts (
        id bigint generated always as identity primary key,
        outbox_id text not null references mail_outbox (id) on delete cascade,
        attempt integer not null,
        outcome text not null check (outcome in ('sent', 'retry', 'failed')),
        error text,
        transport text not null,
        attempted_at timestamptz not null default now()
      );
      create index mail_attempts_outbox_idx on mail_attempts (outbox_id, attempt);
    `,
  },
  {
    id: 3,
    name: "function idempotency keys",
    sql: `
      -- The first answer of a function call made with an Idempotency-Key header, written in the call's
      -- own transaction; a repeat of the key answers this and writes nothing.
      create table function_idempotency (
        function_name text not null,
        key text not null,
        request_hash text not null,
        response json,
        created_date timestamptz not null default now(),
        primary key (function_name, key)
      );
      create index function_idempotency_created_idx on function_idempotency (created_date);
    `,
  },
  {
    id: 4,
    name: "translation cache",
    sql: `
      -- The shared cache of on-demand translations (issue 7), one row per language and original text,
      -- keyed by the SHA-256 (hex) of the original. The machine fills it with ON CONFLICT DO NOTHING, so a
      -- staff correction (source 'human') is never overwritten.
      create table translation_cache (
        language text not null,
        text_hash text not null,
        original text not null,
        translation text not null,
        source text not null default 'machine' check (source in ('machine', 'human')),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        primary key (language, text_hash)
      );
      -- The staff console browses one language, newest first.
      create index translation_cache_language_created_idx on translation_cache (language, created_at desc, text_hash);
    `,
  },
  {
    id: 5,
    name: "realtime adapter attachments",
    sql: `
      -- @socket.io/postgres-adapter (several instances on one PostgreSQL): an event between instances
      -- larger than NOTIFY's 8000 bytes travels through this table; the adapter deletes rows after 30 s.
      -- Unused on the embedded PGlite (one instance), created there too so both engines have one schema.
      create table if not exists socket_io_attachments (
        id bigserial unique,
        created_at timestamptz default now(),
        payload bytea
      );
    `,
  },
];
