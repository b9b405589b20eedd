import { randomBytes } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import type { AuthConfig } from "./auth-config.ts";

/** How the CLI and the SDK name an app's visibility (the config's `visibility`, sent as `public_settings`). */
export const PUBLIC_SETTINGS = [
  "public_without_login",
  "public_with_login",
  "private_with_login",
  "workspace_with_login",
] as const;
export type PublicSettings = (typeof PUBLIC_SETTINGS)[number];

/** One app the server hosts besides its first (the registry row, as `GET /api/apps` shows it). */
export interface HostedAppRecord {
  readonly id: string;
  readonly name: string;
  readonly user_description: string | null;
  readonly schema_name: string;
  readonly public_settings: PublicSettings;
  readonly is_managed_source_code: boolean;
  readonly created_by_id: string | null;
  readonly created_date: string;
  readonly updated_date: string;
  /** The sign-in settings as last pushed (auth-config.ts), null until then. */
  readonly auth_config: AuthConfig | null;
  /** Former ids its site may call the API with, on its own host name only (app-routing.ts). */
  readonly app_id_aliases: readonly string[];
}

export interface NewHostedApp {
  readonly name: string;
  readonly user_description?: string | null | undefined;
  readonly public_settings?: PublicSettings | undefined;
  readonly is_managed_source_code?: boolean | undefined;
  readonly created_by_id: string | null;
}

const columns =
  "id, name, user_description, schema_name, public_settings, is_managed_source_code, created_by_id, " +
  "created_date, updated_date, auth_config, app_id_aliases";

interface Row extends Omit<HostedAppRecord, "created_date" | "updated_date"> {
  readonly created_date: Date | string;
  readonly updated_date: Date | string;
}

const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();
const parsed = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);
const toRecord = (row: Row): HostedAppRecord => ({
  ...row,
  auth_config: row.auth_config === null ? null : parsed(row.auth_config),
  app_id_aliases: parsed(row.app_id_aliases ?? []),
  created_date: iso(row.created_date),
  updated_date: iso(row.updated_date),
});

/** 24 hexadecimal digits, the shape of the hosted service's app ids (a DNS label, a path segment). */
export const newAppId = () => randomBytes(12).toString("hex");
/** The shape of an id `newAppId` makes: what a path segment or host label must be to name a hosted app. */
export const HOSTED_APP_ID = /^[0-9a-f]{24}$/;
export const schemaNameOf = (id: string) => `app_${id.toLowerCase()}`;

/** The registry of hosted apps, in the server's own tables (db/host-migrations.ts). */
export class HostedAppsStore {
  constructor(private readonly db: Queryable) {}

  async list(limit = 1000): Promise<HostedAppRecord[]> {
    const { rows } = await this.db.query<Row>(
      `select ${columns} from hosted_apps order by updated_date desc, id limit $1`,
      [limit],
    );
    return rows.map(toRecord);
  }

  async get(id: string): Promise<HostedAppRecord | undefined> {
    const { rows } = await this.db.query<Row>(`select ${columns} from hosted_apps where id = $1`, [id]);
    return rows[0] && toRecord(rows[0]);
  }

  async create(app: NewHostedApp, id = newAppId()): Promise<HostedAppRecord> {
    const { rows } = await this.db.query<Row>(
      `insert into hosted_apps (id, name, user_description, schema_name, public_settings, is_managed_source_code, created_by_id)
       values ($1, $2, $3, $4, $5, $6, $7) returning ${columns}`,
      [
        id,
        app.name,
        app.user_description ?? null,
        schemaNameOf(id),
        app.public_settings ?? "public_without_login",
        app.is_managed_source_code ?? true,
        app.created_by_id,
      ],
    );
    const row = rows[0];
    if (!row) throw new Error("hosted app insert returned nothing");
    return toRecord(row);
  }

  async update(
    id: string,
    changes: {
      readonly name?: string | undefined;
      readonly public_settings?: PublicSettings | undefined;
      readonly auth_config?: AuthConfig | undefined;
      readonly app_id_aliases?: readonly string[] | undefined;
    },
  ): Promise<HostedAppRecord | undefined> {
    const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
    const { rows } = await this.db.query<Row>(
      `update hosted_apps set name = coalesce($2, name), public_settings = coalesce($3, public_settings),
         auth_config = coalesce($4::jsonb, auth_config), app_id_aliases = coalesce($5::jsonb, app_id_aliases),
         updated_date = now() where id = $1 returning ${columns}`,
      [
        id,
        changes.name ?? null,
        changes.public_settings ?? null,
        json(changes.auth_config),
        json(changes.app_id_aliases),
      ],
    );
    return rows[0] && toRecord(rows[0]);
  }

  /** Marks the app as changed (a deploy), so the CLI's list of the 50 most recent keeps it. */
  async touch(id: string): Promise<void> {
    await this.db.query("update hosted_apps set updated_date = now() where id = $1", [id]);
  }
}
