import type { EntityHandler } from "@base44/sdk";
import { getAppParams } from "../../api/app-params.ts";
import { getBase44Client } from "../../api/base44-client.ts";

/** A record as the records API returns it: built-in fields and the schema's, flat. */
export type AdminRecord = Record<string, unknown> & { readonly id: string; readonly created_date: string };

/** The entities the console reads and updates; the SDK client carries the admin's token. */
export type ConsoleEntity = "CrisisAlert" | "Application" | "UserProfile" | "AssessmentResult";

export async function entityOf(name: ConsoleEntity): Promise<EntityHandler<AdminRecord>> {
  const client = await getBase44Client();
  return client.entities[name] as EntityHandler<AdminRecord>;
}

const adminUrl = (path: string) => `/api/apps/${encodeURIComponent(getAppParams().appId)}/admin${path}`;

/** One of the console's own endpoints (packages/server/src/services/admin), with the admin's token. */
export async function adminFetch(path: string): Promise<Response> {
  const { token } = getAppParams();
  const response = await fetch(adminUrl(path), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response;
}

/**
 * How many records match `query`, counted up to the server's cap (1,000): `capped` says more match. The
 * search box counts with it, since an exact count of a broad search rechecks every match (ADR 0044).
 */
export async function countUpTo(
  entity: ConsoleEntity,
  query: object,
): Promise<{ count: number; capped: boolean }> {
  const params = new URLSearchParams();
  if (Object.keys(query).length > 0) params.set("q", JSON.stringify(query));
  return (await adminFetch(`/count/${entity}?${params}`)).json();
}

/** One of the console's own endpoints, sent JSON (POST or PUT) with the admin's token. */
export async function adminPost<T>(
  path: string,
  body: unknown = {},
  method: "POST" | "PUT" = "POST",
): Promise<T> {
  const { token } = getAppParams();
  const response = await fetch(adminUrl(path), {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json() as Promise<T>;
}

/** Hands a same-origin address to the browser's own download manager, which shows its progress. */
export function startDownload(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Starts the download of the whole filtered table as CSV and answers its row count. The browser opens a
 * signed link of a minute's life (the server streams from the first row), so the download starts at once
 * and nothing is buffered in the page.
 */
export async function downloadCsv(entity: ConsoleEntity, query: object, sort: string): Promise<number> {
  const link = await adminPost<{ url: string; count: number }>(`/export-link/${entity}.csv`, {
    ...(Object.keys(query).length > 0 ? { q: query } : {}),
    sort,
  });
  startDownload(link.url);
  return link.count;
}
