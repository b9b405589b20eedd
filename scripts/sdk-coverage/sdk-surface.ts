import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createClient } from "@base44/sdk";

/**
 * The public surface of the installed `@base44/sdk`, read from a real client rather than from a list kept by
 * hand: every function reachable from `createClient(...)`, as a dotted path. Modules built on a Proxy
 * (entities, integrations, actors) answer to any name, so they appear once under a placeholder such as
 * `entities.<Entity>.list`; their named members (`integrations.Core.InvokeLLM`) exist only in the SDK's
 * type declarations, so those are read from its `.d.ts` files.
 */

const require = createRequire(import.meta.url);
const sdkDir = path.dirname(require.resolve("@base44/sdk/package.json"));

export const sdkVersion = (): string =>
  (JSON.parse(readFileSync(path.join(sdkDir, "package.json"), "utf8")) as { version: string }).version;

/** The placeholder a Proxy module's any-name member is listed under, by the path leading to it. */
const placeholders: Readonly<Record<string, string>> = {
  entities: "<Entity>",
  integrations: "<Package>",
  "integrations.<Package>": "<Endpoint>",
  actors: "<Actor>",
};

/** Functions that build a handle rather than doing anything themselves; their result is walked instead. */
const factories: Readonly<Record<string, string>> = { "actors.<Actor>": "instanceId" };

interface Declared {
  readonly members: readonly string[];
  /** Whether the type also has `[name: string]: ...`, i.e. any other name is a member too. */
  readonly indexed: boolean;
}

/** The members a type of the SDK's declarations names, from `export interface|type Name` to its closing brace. */
export function declaredMembers(file: string, typeName: string): Declared {
  const text = readFileSync(path.join(sdkDir, "dist", file), "utf8");
  const start = text.search(new RegExp(`^export (interface|type) ${typeName}\\b`, "m"));
  if (start < 0) throw new Error(`@base44/sdk dist/${file} declares no ${typeName}`);
  const end = text.slice(start).search(/^\};?$/m);
  const body = text.slice(start, start + end);
  return {
    members: [...body.matchAll(/^ {4}(\w+)\??\s*[:(<]/gm)].map((m) => m[1] ?? ""),
    indexed: /^ {4}\[\w+: string\]/m.test(body),
  };
}

/** Named members of the Proxy modules, by path (the same under asServiceRole). */
const declaredOf = (): Readonly<Record<string, Declared>> => ({
  integrations: declaredMembers("modules/integrations.types.d.ts", "IntegrationsModule"),
  "integrations.Core": declaredMembers("modules/integrations.types.d.ts", "CoreIntegrations"),
});

// A name no module defines: a Proxy answers it, a plain object does not.
const PROBE = "SdkCoverageProbe";

/** Every function path under `value`, sorted. Throws on a Proxy module it has no placeholder for. */
export function walkSurface(root: unknown): string[] {
  const declared = declaredOf();
  const found: string[] = [];
  // `asServiceRole.entities` is the same module as `entities`: the rules are written once, without the prefix.
  const general = (at: string) => at.replace(/^asServiceRole\./, "");

  const visit = (value: unknown, at: string): void => {
    if (typeof value === "function") {
      const argument = factories[general(at)];
      if (argument === undefined) found.push(at);
      else visit((value as (arg: string) => unknown)(PROBE), `${at}(${argument})`);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length > 0 || record[PROBE] === undefined) {
      for (const key of keys) visit(record[key], `${at}.${key}`);
      return;
    }
    const names = declared[general(at)];
    for (const name of names?.members ?? []) visit(record[name], `${at}.${name}`);
    if (names && !names.indexed) return;
    const placeholder = placeholders[general(at)];
    if (placeholder === undefined) throw new Error(`${at} answers any name, and has no placeholder here`);
    visit(record[PROBE], `${at}.${placeholder}`);
  };

  for (const key of Object.keys(root as object)) visit((root as Record<string, unknown>)[key], key);
  return found.sort();
}

/** The surface of a client with a user token and a service token, so that `asServiceRole` is reachable too. */
export function sdkSurface(): string[] {
  // Analytics off: the module's surface is the same, and it starts no timers in this process.
  const client = createClient({
    serverUrl: "http://127.0.0.1:9",
    appId: "sdk-coverage",
    token: "user-token",
    serviceToken: "service-token",
    analytics: { enabled: false },
  });
  try {
    return walkSurface(client);
  } finally {
    client.cleanup();
  }
}
