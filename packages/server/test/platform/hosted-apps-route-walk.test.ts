import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { createClient } from "@base44/sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../src/platform/auth/users.ts";
import { engines } from "../setup/databases.ts";
import { entity } from "../setup/sdk-calls.ts";
import { login, startTestApp, type TestApp } from "../setup/test-app.ts";

// Two apps on one server (decision 0081): every route the server has, the first instance's (management,
// deploys, dashboard) and a hosted app's (the SDK's), walked with the other app's credentials: its user's
// token and its functions' service role, by path and by host name. The routes come from the server's own
// routing tables, so a route added later is walked too. Nothing of the target app may be read (its
// private markers never appear in an answer), written (its schema and folder hash the same after) or
// called as it (its function, which records each caller it accepts, records none).

const marker = randomBytes(6).toString("hex");
const secrets = {
  note: `private-note-${marker}`,
  email: `bob-${marker}@target.test`,
  secret: `secret-value-${marker}`,
  source: `function-source-${marker}`,
};

const note = {
  name: "Note",
  properties: { text: { type: "string" } },
  required: ["text"],
  // Only the app's own admins write: an anonymous write would be the app's choice, not a leak.
  rls: {
    create: { user_condition: { role: "admin" } },
    read: { created_by: "{{user.email}}" },
    update: false,
    delete: false,
  },
};

// The target's function: records every caller it accepts as its own user, as its service role.
const beacon = `// ${secrets.source}
import { createClientFromRequest } from "npm:@base44/sdk@0.8.x";
Deno.serve(async (req) => {
  const base44 = createClientFromRequest(req);
  const me = await base44.auth.me().catch(() => null);
  if (!me) return Response.json({ message: "not a user of this app" }, { status: 401 });
  await base44.asServiceRole.entities.Note.create({ text: "called by " + me.email });
  return Response.json({ ok: true });
});
`;
// The other app's function: hands out its service role's token, the strongest credential its code holds.
const leak = `Deno.serve((req) => new Response(req.headers.get("base44-service-authorization") ?? ""));\n`;

/** Method and path of every route a Fastify instance has, read from its router's printed tree. */
function routesOf(app: FastifyInstance): { method: string; url: string }[] {
  const found: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const parsed = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!parsed) continue;
    const depth = (parsed[1] ?? "").length / 4;
    stack.length = depth;
    stack.push(parsed[2] ?? "");
    for (const method of (parsed[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD" && method !== "TRACE" && method !== "OPTIONS")
        found.push({ method, url: stack.join("") });
    }
  }
  return found;
}

interface Answer {
  readonly status: number;
  readonly body: string;
}

function send(
  baseUrl: string,
  method: string,
  pathName: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<Answer> {
  const url = new URL(pathName, baseUrl);
  return new Promise((resolve) => {
    // A connection per request: an answer given before a body was read ends its connection.
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", (error) => resolve({ status: 0, body: error.message }));
    req.end(body);
  });
}

async function folderDigest(dir: string): Promise<string> {
  const hash = createHash("sha256");
  const walk = async (at: string) => {
    const entries = (await readdir(at, { withFileTypes: true }).catch(() => [])).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const full = path.join(at, entry.name);
      // Caches: the installed packages, and Deno's compiled modules (a call starts a worker).
      if (entry.name === "node_modules" || entry.name === "deno-cache") continue;
      hash.update(path.relative(dir, full));
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) hash.update(await readFile(full));
    }
  };
  await walk(dir);
  return hash.digest("hex");
}

describe.each(engines)("two apps on one server, every route walked (%s)", (engine) => {
  let t: TestApp;
  let own = "";
  let target = "";
  let ownUser = "";
  let ownService = "";
  let targetNoteId = "";
  let targetSchema = "";

  const admin = (method: string, pathName: string, body?: unknown) =>
    fetch(`${t.baseUrl}${pathName}`, {
      method,
      headers: { authorization: `Bearer ${t.adminToken}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const deployFunction = async (app: string, name: string, code: string) => {
    const response = await admin("PUT", `/api/apps/${app}/backend-functions/${name}`, {
      entry: "entry.ts",
      files: [{ path: "entry.ts", content: code }],
    });
    expect(response.status).toBe(200);
  };
  const userIn = async (app: string, email: string) => {
    const instance = await t.app.appsHost.instance(app);
    await createUser(instance?.db as never, {
      email,
      password: "walk-password-1",
      role: "admin",
      is_member: true,
      is_verified: true,
    });
    return login(t.baseUrl, app, email, "walk-password-1");
  };
  /** Every table of the target's schema, each as a digest of its rows. */
  const targetTables = async () => {
    const { rows } = await t.app.db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = $1 order by table_name",
      [targetSchema],
    );
    const digests: Record<string, string> = {};
    for (const { table_name } of rows) {
      const result = await t.app.db.query<{ digest: string | null }>(
        `select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from "${targetSchema}"."${table_name}" r`,
      );
      digests[table_name] = result.rows[0]?.digest ?? "";
    }
    return digests;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const create = async (name: string) =>
      ((await (await admin("POST", "/api/apps", { name })).json()) as { id: string }).id;
    own = await create("Own");
    target = await create("Target");
    for (const app of [own, target]) {
      expect(
        (await admin("PUT", `/api/apps/${app}/entity-schemas`, { entityNameToSchema: { Note: note } }))
          .status,
      ).toBe(200);
    }
    await deployFunction(target, "beacon", beacon);
    await deployFunction(own, "leak", leak);
    expect((await admin("POST", `/api/apps/${target}/secrets`, { TOKEN: secrets.secret })).status).toBe(200);
    const bob = await userIn(target, secrets.email);
    const written = await entity(
      createClient({ serverUrl: t.baseUrl, appId: target, token: bob }),
      "Note",
    ).create({
      text: secrets.note,
    });
    targetNoteId = written.id;
    ownUser = await userIn(own, `ada-${marker}@own.test`);
    const leaked = await fetch(`${t.baseUrl}/api/apps/${own}/functions/leak`, {
      method: "POST",
      headers: { authorization: `Bearer ${ownUser}` },
    });
    ownService = (await leaked.text()).replace(/^Bearer /, "");
    expect(ownService.length).toBeGreaterThan(20);
    targetSchema = (await t.app.appsHost.store.get(target))?.schema_name ?? "";
    expect(targetSchema).not.toBe("");
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it("reads, writes and calls nothing of the other app, on any route, by path or by host name", async () => {
    const hosted = await t.app.appsHost.instance(target);
    if (!hosted) throw new Error("the target app did not start");
    const routes = [
      ...routesOf(t.app).map((route) => ({ ...route, where: "server" as const })),
      ...routesOf(hosted).map((route) => ({ ...route, where: "app" as const })),
    ];
    // The walk is only as good as its list: the SDK's and the CLI's routes are all in it.
    const urls = new Set(routes.map((route) => route.url));
    for (const known of [
      "/api/apps/:appId/entities/:entity/:id",
      "/api/apps/:appId/functions/beacon",
      "/api/apps/:appId/auth/login",
      "/api/apps/:appId/backend-functions/:name",
      "/api/apps/:appId/secrets",
      "/api/apps/:appId/eject",
    ]) {
      expect(urls).toContain(known);
    }
    expect(routes.length).toBeGreaterThan(100);

    const fill = (url: string) =>
      url
        .replace(/:appId\b/g, target)
        .replace(/:(entityName|entity|name)\b/g, (_, param: string) => (param === "name" ? "beacon" : "Note"))
        .replace(/:\w+/g, targetNoteId)
        .replace(/\/?\*$/, "/beacon");
    const body = JSON.stringify({
      text: "written from the other app",
      entityNameToSchema: { Note: { ...note, properties: {} } },
      TOKEN: "overwritten",
      name: "Renamed",
      role: "admin",
      email: `intruder-${marker}@own.test`,
    });
    const credentials = {
      "the other app's user": { authorization: `Bearer ${ownUser}` },
      "the other app's service role": { authorization: `Bearer ${ownService}` },
      "the other app's user as an api_key": { api_key: ownUser },
    };

    const tablesBefore = await targetTables();
    const folderBefore = await folderDigest(t.app.appsHost.folders(target).root);
    const beyondAnonymous: string[] = [];
    const leaked: string[] = [];
    const broken: string[] = [];
    let walked = 0;
    for (const route of routes) {
      const pathName = fill(route.url);
      const forms = route.where === "app" ? [undefined, `${target}.localhost`] : [undefined];
      for (const host of forms) {
        const ask = async (auth: Record<string, string>) => {
          const headers: Record<string, string> = { ...auth, "content-type": "application/json" };
          if (host) headers.host = `${host}:${new URL(t.baseUrl).port}`;
          const withBody = ["POST", "PUT", "PATCH", "DELETE"].includes(route.method);
          walked += 1;
          return send(t.baseUrl, route.method, pathName, headers, withBody ? body : undefined);
        };
        const anonymous = await ask({});
        for (const [who, auth] of Object.entries(credentials)) {
          const answer = await ask(auth);
          const seen = `${route.method} ${pathName} (${host ? "by host" : "by path"}, ${who}) -> ${answer.status}`;
          if (Object.values(secrets).some((value) => answer.body.includes(value))) leaked.push(seen);
          if (answer.status === 0 || answer.status >= 500)
            broken.push(`${seen}: ${answer.body.slice(0, 200)}`);
          // The other app's credentials mean nothing here: they may do what anyone may, never more.
          if (answer.status < 400 && anonymous.status >= 400)
            beyondAnonymous.push(`${seen}, anonymous ${anonymous.status}`);
        }
      }
    }
    process.stdout.write(`walked ${routes.length} routes, ${walked} requests (${engine})\n`);
    expect(leaked).toEqual([]);
    expect(broken).toEqual([]);
    expect(beyondAnonymous).toEqual([]);
    // Attempts are counted whoever makes them: sign-ins against the address tried, anonymous writes against
    // the caller's address (the app's own throttles, held in the database on PostgreSQL).
    const { auth_throttle: _, rate_limit_counters: __, ...after } = await targetTables();
    const { auth_throttle: ___, rate_limit_counters: ____, ...before } = tablesBefore;
    expect(after).toEqual(before);
    expect(await folderDigest(t.app.appsHost.folders(target).root)).toBe(folderBefore);
  }, 600_000);
});
