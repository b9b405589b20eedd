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
        -- A member may use a private app; a signed-in non-member sees Access Restricted
        -- (product.md#the-access-gate).
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
      -- The shared cache of on-demand translations (ADR 0021), one row per language and original text,
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
    name: "agent conversations",
    sql: `
      -- The agents module's conversations (ADR 0027), each owned by the user who
      -- started it. Messages are rows of their own, appended in seq order, so a reply never rewrites the
      -- conversation's earlier messages.
      create table agent_conversations (
        id text primary key,
        agent_name text not null,
        created_by_id text not null references users (id) on delete cascade,
        metadata jsonb not null default '{}'::jsonb,
        created_date timestamptz not null default now(),
        updated_date timestamptz not null default now()
      );
      create index agent_conversations_owner_idx on agent_conversations (created_by_id, created_date);
      create index agent_conversations_created_idx on agent_conversations (created_date);
      create table agent_messages (
        id text primary key,
        seq bigint generated always as identity,
        conversation_id text not null references agent_conversations (id) on delete cascade,
        role text not null check (role in ('user', 'assistant', 'system')),
        content text,
        -- The message's other fields as the SDK types them: file_urls, metadata, model, usage...
        data jsonb not null default '{}'::jsonb,
        created_date timestamptz not null default now(),
        updated_date timestamptz not null default now()
      );
      create index agent_messages_conversation_idx on agent_messages (conversation_id, seq);
    `,
  },
  {
    id: 6,
    name: "accounts: one-time codes, link tokens, sign-in throttle, session cut-off",
    sql: `
      -- The e-mailed secrets of accounts (docs/decisions/0023): 6-digit codes that verify an address,
      -- and the tokens of password-reset and invitation links. Only an HMAC of each is kept, keyed with the
      -- token signing secret, so the table alone lets nobody sign in. Each is single-use and expires.
      create table auth_codes (
        id text primary key,
        user_id text not null references users (id) on delete cascade,
        purpose text not null check (purpose in ('verify_email', 'reset_password', 'invite')),
        secret_hash text not null,
        attempts integer not null default 0,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_date timestamptz not null default now()
      );
      create index auth_codes_user_idx on auth_codes (user_id, purpose);
      create unique index auth_codes_secret_idx on auth_codes (secret_hash);
      -- Fixed-window counters of failed sign-ins and of e-mails asked for, per account and per address,
      -- shared by every instance on one database. Keys are hashes, never the e-mail itself.
      create table auth_throttle (
        key text primary key,
        count integer not null,
        window_started timestamptz not null
      );
      -- Tokens issued before this moment no longer sign in (a password reset or change ends old sessions).
      alter table users add column tokens_valid_after timestamptz;
    `,
  },
  {
    id: 7,
    name: "e-mail sender names",
    sql: `
      -- SendEmail's from_name (ADR 0026): the display name of the From header; the address stays the
      -- transport's (MAIL_FROM), so a caller can never send as someone else's address.
      alter table mail_outbox add column from_name text;
    `,
  },
  {
    id: 8,
    name: "uploaded files",
    sql: `
      -- UploadFile and UploadPrivateFile (ADR 0026): the bytes live in DATA_DIR/files/<visibility>/<name>,
      -- the facts about them here. The name is ours (a random UUID and the extension of the sniffed type).
      create table uploaded_files (
        name text primary key,
        visibility text not null check (visibility in ('public', 'private')),
        content_type text not null,
        size_bytes bigint not null,
        -- The uploader's file name, shown only in Content-Disposition after sanitising.
        original_name text not null,
        -- The uploading user; null for the service role. Private files are signed for their owner only.
        owner_id text,
        created_date timestamptz not null default now()
      );
    `,
  },
  {
    id: 9,
    name: "app logs and analytics events",
    sql: `
      -- Page visits of signed-in users (appLogs.logUserInApp), read back by admins as a list and as
      -- visits per page per day. visit_day is the UTC day, stored so the stats group on an index.
      create table app_page_visits (
        id bigint generated always as identity primary key,
        user_id text not null,
        page_name text not null,
        visited_at timestamptz not null default now(),
        visit_day date not null default ((now() at time zone 'utc')::date)
      );
      create index app_page_visits_day_page_idx on app_page_visits (visit_day, page_name, user_id);
      create index app_page_visits_visited_idx on app_page_visits (visited_at desc, id desc);
      create index app_page_visits_page_visited_idx on app_page_visits (page_name, visited_at desc);
      create index app_page_visits_user_visited_idx on app_page_visits (user_id, visited_at desc);
      -- The SDK's analytics batches. The SDK sends no event id and may send a batch twice (beacon, then
      -- the same batch over XHR), so event_key, a hash of the event's content, makes a repeat a no-op.
      create table app_analytics_events (
        id bigint generated always as identity primary key,
        event_key text not null,
        event_name text not null,
        properties jsonb,
        event_time timestamptz not null,
        page_url text,
        -- What the browser reported (unverified; beacons carry no token), and who the token proved.
        reported_user_id text,
        auth_user_id text,
        session_id text,
        received_at timestamptz not null default now()
      );
      create unique index app_analytics_events_key on app_analytics_events (event_key);
      create index app_analytics_events_received_idx on app_analytics_events (received_at);
      create index app_analytics_events_name_time_idx on app_analytics_events (event_name, event_time);
    `,
  },
  {
    id: 10,
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
  {
    id: 11,
    name: "rate limit counters",
    sql: `
      -- The rate limits' fixed windows when several instances share one PostgreSQL (docs/decisions/0036):
      -- one row per limiter key, upserted on each counted call. Unused on the embedded PGlite (one
      -- process, counted in memory), created there too so both engines have one schema.
      create table if not exists rate_limit_counters (
        key text primary key,
        window_start timestamptz not null,
        window_ms integer not null,
        hits integer not null
      );
      create index if not exists rate_limit_counters_window_idx on rate_limit_counters (window_start);
    `,
  },
  {
    id: 12,
    name: "accounts: ended sessions, pending passwords, growing sign-in delays",
    sql: `
      -- Sessions ended by logout before their token expired: one row per token id, kept until the token
      -- would have expired anyway, so every instance refuses the token after a restart too.
      create table auth_ended_sessions (
        jti text primary key,
        expires_at timestamptz not null
      );
      create index auth_ended_sessions_expires_idx on auth_ended_sessions (expires_at);
      -- The password a sign-up asked for travels with its code and is applied by that code only, so
      -- a second sign-up of an unconfirmed address cannot swap in its own password.
      alter table auth_codes add column password_hash text;
      -- Sign-in and e-mail counters wait longer after each attempt past their cap, and are forgotten
      -- after a quiet spell rather than at a fixed window's end.
      alter table auth_throttle add column blocked_until timestamptz;
      alter table auth_throttle add column last_attempt timestamptz;
    `,
  },
  {
    id: 13,
    name: "mail per recipient, redacted outbox copies, model token budget",
    sql: `
      -- E-mails to an address a visitor typed in (welcomes, results), counted per recipient in fixed
      -- windows, so one address cannot be flooded from several instances either (docs/decisions/0054).
      create table mail_recipient_counts (
        address text primary key,
        hour_start timestamptz not null,
        hour_count integer not null,
        day_start timestamptz not null,
        day_count integer not null
      );
      create index mail_recipient_counts_day_idx on mail_recipient_counts (day_start);
      -- An e-mail carrying a secret (a sign-up code, a reset or invitation link) keeps a copy with the
      -- secret replaced, for the staff console; once delivered over SMTP the copy replaces the body.
      alter table mail_outbox add column redacted_subject text;
      alter table mail_outbox add column redacted_text text;
      alter table mail_outbox add column redacted_html text;
      -- Model tokens used per UTC day (the provider's usage numbers, else an estimate), against
      -- LLM_DAILY_TOKEN_BUDGET; warned_at marks the day's one warning that the budget is spent.
      create table llm_token_usage (
        day date primary key,
        tokens bigint not null default 0,
        calls integer not null default 0,
        warned_at timestamptz
      );
    `,
  },
  {
    id: 14,
    name: "app-defined user roles and the User entity's view",
    sql: `
      -- An app's User schema may declare roles beyond user and admin (super_admin...); the platform
      -- checks a role against that schema (platform/users/user-schema.ts), which a constraint cannot see.
      alter table users drop constraint if exists users_role_check;
      -- The built-in User entity read through the records API's query compiler: the shape of an entity
      -- table (id, data, dates, creator), with the built-in fields inside data beside the custom ones.
      -- Only these columns exist here, so no query, sort or projection can reach the password hash,
      -- the session cut-off or the membership flag (docs/decisions/0072).
      create view user_records as
        select id,
               data || jsonb_build_object(
                 'email', email, 'full_name', full_name, 'role', role,
                 'disabled', disabled, 'is_verified', is_verified) as data,
               created_date, updated_date,
               null::text as created_by, null::text as created_by_id
          from users;
      `,
  },
  {
    id: 15,
    name: "backend function automations",
    sql: `
      -- A scheduled automation of a Deno function (decision 0070): when it runs next (null: never
      -- again) and how often it ran. The automation as declared is kept, so a changed one starts afresh.
      create table function_schedules (
        function_name text not null,
        automation_name text not null,
        spec jsonb not null,
        next_run_at timestamptz,
        runs integer not null default 0,
        primary key (function_name, automation_name)
      );
      -- One run of an automation, due, running (claimed until next_attempt_at) or settled; claimed with
      -- FOR UPDATE SKIP LOCKED, like the mail outbox, so each runs once across instances.
      create table function_jobs (
        id text primary key,
        function_name text not null,
        automation_name text not null,
        trigger text not null check (trigger in ('scheduled', 'entity')),
        payload jsonb not null,
        status text not null default 'pending'
          check (status in ('pending', 'running', 'succeeded', 'failed')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        created_at timestamptz not null default now(),
        finished_at timestamptz
      );
      create index function_jobs_due_idx on function_jobs (next_attempt_at)
        where status in ('pending', 'running');
      -- Every attempt: the function's status code or what went wrong, and how long it took.
      create table function_job_log (
        job_id text not null references function_jobs (id) on delete cascade,
        attempt integer not null,
        status_code integer,
        error text,
        duration_ms integer not null,
        at timestamptz not null default now(),
        primary key (job_id, attempt)
      );
    `,
  },
  {
    id: 16,
    name: "app secrets",
    sql: `
      -- The app's secrets, its Deno functions' environment: each value sealed with AES-256-GCM under the
      -- server's key (SECRETS_KEY or DATA_DIR/secrets.key, never stored here); key_id names that key.
      create table app_secrets (
        name text collate "C" primary key,
        sealed_value text not null,
        key_id text not null,
        created_date timestamptz not null default now(),
        updated_date timestamptz not null default now()
      );
    `,
  },
  {
    id: 17,
    name: "anonymous site visit counts",
    sql: `
      -- Page views of the site by every visitor, as counts only: no address, user agent or cookie is kept.
      -- referrer_host is another site's host name ('' for none or this site).
      create table site_page_views (
        day date not null,
        page text not null,
        referrer_host text not null default '',
        views integer not null default 0,
        primary key (day, page, referrer_host)
      );
      -- Distinct visitors per day, counted when a visitor's daily hash is first seen.
      create table site_visitor_days (
        day date primary key,
        visitors integer not null default 0
      );
      -- The day's salt and the day's salted hashes of (address, user agent, day): kept only while the day
      -- lasts, to count a visitor once, and deleted together once it is over.
      create table site_visit_salts (
        day date primary key,
        salt text not null
      );
      create table site_visitor_hashes (
        day date not null,
        hash text not null,
        primary key (day, hash)
      );
    `,
  },
];
